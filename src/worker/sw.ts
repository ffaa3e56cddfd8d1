/// <reference lib="webworker" />
// The store's service worker (docs/decisions/0008): after one visit the store opens offline, and a repeat visit
// paints from the phone. Built by webpack.config.js; scripts/service-worker.mjs writes its precache list in once
// the pages are prerendered.
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist';
import type { PrecacheEntry, RouteHandlerCallbackOptions } from 'serwist';
import { CATALOG_CACHE, IMAGES_CACHE, PAGES_CACHE, precachedPageOf } from './scope';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** The store's root ("https://shop.example/skincare/"): the worker sits there, and so does its scope. */
const scope = new URL(self.registration.scope);
const under = (url: URL, folder: string) =>
  url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}${folder}`);

/** How long a request waits for the network before the copy on the phone is used. */
const NETWORK_TIMEOUT_SECONDS = 3;

const serwist = new Serwist({
  // The app shell, the hashed scripts and stylesheet, the display face, the fixed routes' pages, the manifest.
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new release waits until the shopper agrees (the app's update prompt sends SKIP_WAITING). The first one
  // takes the page that installed it at once, so what that page asks for next is cached.
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
});

// The catalogue: the network decides while it answers; offline or slow, the last catalogue seen.
serwist.registerCapture(
  ({ url }) => under(url, 'data/db.products.json'),
  new NetworkFirst({ cacheName: CATALOG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// Pictures keep their names across releases: from the phone once seen, a few hundred at most. The video (video/)
// is never cached: it passes straight to the network.
serwist.registerCapture(
  ({ url }) => under(url, 'images/'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

/** Pages not in the precache (a product's): the network while it answers, else the copy seen. */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
  ],
});

/** A page: the release's own copy if precached; else the network or the copy seen; else the app shell. */
async function page({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = precachedPageOf(url, scope.pathname);
  const precached = key === null ? undefined : await serwist.matchPrecache(key);
  if (precached) return precached;
  try {
    return await pages.handle({ request, event });
  } catch (error) {
    // Offline, and never seen: the app shell renders the page from the catalogue on the phone.
    const shell = await serwist.matchPrecache('app-shell.html');
    if (shell) return shell;
    throw error;
  }
}
serwist.registerCapture(
  ({ request, url }) =>
    url.origin === scope.origin &&
    precachedPageOf(url, scope.pathname) !== null &&
    (request.mode === 'navigate' || under(url, 'selectedproduct/')),
  page,
);

// A new release's pages name its own scripts: pages kept for the one before would name scripts no longer cached.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

serwist.addEventListeners();

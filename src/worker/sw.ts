/// <reference lib="webworker" />
// The store's service worker (docs/decisions/0008): after one visit the store opens offline, and a repeat visit
// paints from the phone. Built by webpack.config.js; scripts/service-worker.mjs writes its precache list in once
// the pages are prerendered.
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist';
import type { PrecacheEntry, RouteHandlerCallbackOptions } from 'serwist';
import { CATALOG_CACHE, IMAGES_CACHE, PAGES_CACHE, isCheckoutPage, precachedPageOf, releaseName } from './scope';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** The store's root ("https://shop.example/skincare/"): the worker sits there, and so does its scope. */
const scope = new URL(self.registration.scope);
const under = (url: URL, folder: string) =>
  url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}${folder}`);

/** How long a request waits for the network before the copy on the phone is used. */
const NETWORK_TIMEOUT_SECONDS = 3;

/** This release's precache list, written in by the build (named once: the build replaces exactly one mention). */
const precacheList = self.__SW_MANIFEST;
/** The first release on this device: no worker served the store before it. */
const firstRelease = self.registration.active === null;
const pagesOfThisRelease = `${PAGES_CACHE}-${releaseName(precacheList)}`;

const serwist = new Serwist({
  // The app shell, the hashed scripts and stylesheet, the display face, the fixed routes' pages, the manifest.
  precacheEntries: precacheList,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new release waits until the shopper lets it in (RELEASE_ACCEPTED, below).
  skipWaiting: false,
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
  cacheName: pagesOfThisRelease,
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

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The pages kept for an earlier release name its scripts, which this one no longer keeps.
      const names = await caches.keys();
      const earlier = names.filter((name) => name.startsWith(`${PAGES_CACHE}-`) && name !== pagesOfThisRelease);
      await Promise.all(earlier.map((name) => caches.delete(name)));
      // The first release takes the page that installed it, so what that page asks for next is kept. A later one
      // takes over the open tabs only when a shopper lets it in.
      if (firstRelease) await self.clients.claim();
    })(),
  );
});

// The shopper pressed Reload on the new-version prompt. Not while a checkout is open in any tab: its page would
// go on under the new release, whose worker no longer keeps the scripts it still needs. The answer says which.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'RELEASE_ACCEPTED') return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const paying = windows.some((client) => isCheckoutPage(new URL(client.url), scope.pathname));
      event.ports[0]?.postMessage(!paying);
      if (!paying) await self.skipWaiting();
    })(),
  );
});

serwist.addEventListeners();

/// <reference lib="webworker" />
// The store's service worker (docs/decisions/0008): after one visit the store opens offline, and a repeat visit
// paints from the phone. Built by webpack.config.js; scripts/service-worker.mjs writes its precache list in once
// the pages are prerendered.
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist';
import type { PrecacheEntry, RouteHandlerCallbackOptions } from 'serwist';
import {
  CATALOG_CACHE,
  IMAGES_CACHE,
  PAGES_CACHE,
  SCRIPTS_CACHE,
  isCheckoutPage,
  isScriptEntry,
  precachedPageOf,
  releaseName,
} from './scope';

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
const scriptsOfThisRelease = `${SCRIPTS_CACHE}-${releaseName(precacheList)}`;

/**
 * The release's scripts are kept when it activates, not with the precache at install (docs/decisions/0011): Chrome
 * gives a script a service worker caches during install a full code cache (every function compiled, 834 KiB for the
 * app's chunk), and a page then spends one long task taking it in (about 55 ms, 220 ms on a slow phone), on every
 * repeat visit. Kept after install, a script gets the code cache of what actually ran, taken in off the main thread.
 */
const scriptUrls = (precacheList ?? [])
  .filter(isScriptEntry)
  .map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, scope).href);

const serwist = new Serwist({
  // The app shell, the stylesheet, the display face, the fixed routes' pages, the manifest; the scripts: below.
  precacheEntries: (precacheList ?? []).filter((entry) => !isScriptEntry(entry)),
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new release waits until the shopper lets it in (RELEASE_ACCEPTED, below).
  skipWaiting: false,
  disableDevLogs: true,
});

// The release's scripts: from the phone; one it does not hold yet comes from the network and is kept.
serwist.registerCapture(
  ({ url }) => under(url, 'assets/') && url.pathname.endsWith('.js'),
  new CacheFirst({ cacheName: scriptsOfThisRelease, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Installing, the scripts are fetched (into the browser's HTTP cache: they are immutable for a year), so that the
// release installs only when all of them can be had, and activating keeps them even without a connection.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      scriptUrls.map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
      }),
    ),
  );
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
      await (await caches.open(scriptsOfThisRelease)).addAll(scriptUrls);
      // The pages kept for an earlier release name its scripts, which this one no longer keeps; nor those scripts.
      const names = await caches.keys();
      const earlier = names.filter(
        (name) =>
          (name.startsWith(`${PAGES_CACHE}-`) && name !== pagesOfThisRelease) ||
          (name.startsWith(`${SCRIPTS_CACHE}-`) && name !== scriptsOfThisRelease),
      );
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

import { asset, basePath } from '../../app/config';
import { savesData } from '../../lib/savesData';
import { whenIdle } from '../../lib/whenIdle';

/** What the page knows of the store's service worker (src/worker/sw.ts, docs/decisions/0008). */
export type WorkerState = {
  /** The first visit's worker is installed and keeps what this page showed: the store now opens offline. */
  offlineReady: boolean;
  /** A new release, installed and waiting for the shopper to let it in; null when there is none. */
  update: ServiceWorker | null;
  /** The shopper let it in, but the worker holds it back: a checkout is open in another tab. */
  updateHeld: boolean;
  /** The waiting release whose prompt the shopper closed. */
  dismissed: ServiceWorker | null;
};

const INITIAL: WorkerState = {
  offlineReady: false,
  update: null,
  updateHeld: false,
  dismissed: null,
};

// One state per page, however many layouts mount the notices (the error page has its own).
let state = INITIAL;
const listeners = new Set<() => void>();
function update(next: Partial<WorkerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: prerendered and hydrating, nothing is known yet. */
export const workerState = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => state,
  server: () => INITIAL,
};

/** How long the first visit waits for the worker to keep what the page showed before giving up on saying so. */
const KEEP_TIMEOUT_MS = 20_000;

/**
 * What this page showed before the worker ran, which the worker keeps: the page, the catalogue, the pictures it
 * loaded, and, unless the shopper saves data, the lazy ones not loaded yet (below the fold on a phone).
 */
function urlsThisPageShows(): string[] {
  const pictures = new URL(asset('images/'), window.location.href).href;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const onPage = savesData() ? [] : Array.from(document.images, (image) => image.currentSrc || image.src);
  const shown = [...loaded, ...onPage].filter((url) => url.startsWith(pictures));
  return [window.location.href, new URL(asset('data/db.products.json'), window.location.href).href, ...new Set(shown)];
}

/**
 * Asks the worker to keep `urls`: true once it has (Serwist answers CACHE_URLS on the port it is given when every
 * one is kept), false if it did not say so in time.
 */
function keep(worker: ServiceWorker, urls: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, KEEP_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      channel.port1.close();
      resolve(true);
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/** Resolves true once `worker` has activated (false if it is replaced first). */
function activated(worker: ServiceWorker): Promise<boolean> {
  if (worker.state === 'activated') return Promise.resolve(true);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve(worker.state === 'activated');
    });
  });
}

/** A new release, offered until it comes in by another tab's Reload or gives way to a newer one. */
function offer(worker: ServiceWorker) {
  update({ update: worker, updateHeld: false });
  worker.addEventListener('statechange', () => {
    if ((worker.state === 'activated' || worker.state === 'redundant') && state.update === worker) {
      update({ update: null });
    }
  });
}

async function register(workers: ServiceWorkerContainer) {
  // A first visit has no worker yet; a reload that bypassed it (Shift+Reload) has one.
  const firstVisit = (await workers.getRegistration(basePath))?.active == null;
  // A browser that refuses workers by policy may answer with none, rather than an error.
  const registration = (await workers.register(asset('sw.js'), { scope: basePath })) as
    ServiceWorkerRegistration | undefined;
  if (!registration) return;

  // A worker installed while another serves this page is a new release. The browser may have found it on this
  // page's load, before the store started: it may be waiting already, or still installing.
  const follow = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && workers.controller) offer(worker);
    });
  };
  if (registration.waiting && workers.controller) offer(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  // The browser looks for a new release when a page loads; a long visit looks again when the tab comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });

  if (!firstVisit) return;
  const ready = await workers.ready;
  const worker = ready.active;
  // Kept what this page showed, and activated: the release's scripts are kept as it activates (src/worker/sw.ts).
  if (worker && (await keep(worker, urlsThisPageShows())) && (await activated(worker))) update({ offlineReady: true });
}

let started = false;
/**
 * Registers the store's service worker, once per page, in a production build, once the browser is idle after the
 * store has started: nothing of it comes before the first paint. On the first visit it then hands the worker what
 * this page showed, so the store opens offline from here on. A later release installs in the background and
 * waits for the shopper (`letUpdateIn`). In development any worker a production build left here is removed.
 */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const workers = navigator.serviceWorker;
  if (process.env.NODE_ENV !== 'production') {
    void workers
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  whenIdle(() => {
    register(workers).catch((error: unknown) => {
      // The store works as before without it: online only.
      console.warn('The store could not be made to open offline.', error);
    });
  });
}

/** How often a release the shopper let in, held back by a checkout in another tab, is asked for again. */
export const ASK_AGAIN_MS = 1000;

let reloadsWithRelease = false;
/**
 * The shopper lets the waiting release in: this tab reloads with it once it serves the page. The worker holds it
 * back while a checkout is open in another tab (the prompt then says so, and asks again every `ASK_AGAIN_MS` until
 * that checkout is done), and another tab may have let it in already.
 */
export function letUpdateIn(): void {
  const worker = state.update;
  if (!worker) return;
  if (worker.state === 'activated') {
    window.location.reload();
    return;
  }
  if (!reloadsWithRelease) {
    reloadsWithRelease = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      window.location.reload();
    });
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<unknown>) => {
    channel.port1.close();
    // Asked again while held, the same answer changes nothing on the page.
    if (event.data === false && !state.updateHeld) update({ updateHeld: true });
  };
  worker.postMessage({ type: 'RELEASE_ACCEPTED' }, [channel.port2]);
}

/** The shopper closed the prompt of the release waiting now. */
export function dismissUpdate(): void {
  update({ dismissed: state.update });
}

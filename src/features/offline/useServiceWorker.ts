import { useCallback, useEffect, useState } from 'react';
import { asset, basePath } from '../../app/config';
import { whenIdle } from '../../lib/whenIdle';

export type ServiceWorkerState = {
  /** The first visit's worker is installed and holds what this page showed: the store now opens offline. */
  offlineReady: boolean;
  /** A new release, installed and waiting for the shopper to agree; null when there is none. */
  update: ServiceWorker | null;
  /** Swaps the waiting release in and reloads this page with it. */
  applyUpdate: () => void;
};

/**
 * What this page showed before the worker ran, which the worker keeps: the page, the catalogue, and its pictures,
 * the ones a lazy picture has not loaded yet too (below the fold on a phone).
 */
function urlsThisPageShows(): string[] {
  const pictures = new URL(asset('images/'), window.location.href).href;
  const shown = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.images, (image) => image.currentSrc || image.src),
  ].filter((url) => url.startsWith(pictures));
  return [window.location.href, new URL(asset('data/db.products.json'), window.location.href).href, ...new Set(shown)];
}

/** Asks the worker to keep `urls`, resolving once it has (Serwist answers CACHE_URLS on the port it is given). */
function keep(worker: ServiceWorker, urls: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/**
 * Registers the store's service worker (src/worker/sw.ts) in a production build, once the browser is idle after
 * the store has started: nothing of it comes before the first paint. On the first visit it then tells the worker
 * what this page already loaded, so the store opens offline from here on. A later release installs in the
 * background and waits: the shopper decides when it comes in (docs/decisions/0008).
 */
export function useServiceWorker(): ServiceWorkerState {
  const [offlineReady, setOfflineReady] = useState(false);
  const [update, setUpdate] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
    const workers = navigator.serviceWorker;
    const firstVisit = workers.controller === null;
    let active = true;

    async function register() {
      const registration = await workers.register(asset('sw.js'), { scope: basePath });
      const offer = (worker: ServiceWorker) => {
        if (active) setUpdate(worker);
      };
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
      if (!firstVisit) return;
      const ready = await workers.ready;
      if (!ready.active) return;
      await keep(ready.active, urlsThisPageShows());
      if (active) setOfflineReady(true);
    }

    const cancel = whenIdle(() => {
      register().catch((error: unknown) => {
        // The store works as before without it: online only.
        console.warn('The store could not be made to work offline.', error);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const applyUpdate = useCallback(() => {
    if (!update) return;
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.location.reload();
      },
      { once: true },
    );
    update.postMessage({ type: 'SKIP_WAITING' });
  }, [update]);

  return { offlineReady, update, applyUpdate };
}

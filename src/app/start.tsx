import { clearAllListeners } from '@reduxjs/toolkit';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PaintedSnapshotProvider, readPageSnapshot } from '../features/catalog';
import type { EarlyTaps } from '../lib/earlyTaps';
import { keyTheHistoryEntry } from '../lib/historyEntryKey';
import { isChunkLoadError } from '../lib/chunkLoadError';
import type { KeyValueStorage } from '../lib/storage';
import { yieldToMain } from '../lib/yieldToMain';
import { AppStarted } from './AppStarted';
import { routerBasename } from './config';
import { reportFieldVitals } from './fieldVitals';
import { booted } from './lifecycle';
import { routes } from './routes';
import { prefetchPages } from './prefetchPages';
import { makeStore } from './store';
import type { AppStore, StoreExtra } from './store';

/** A performance mark once the store runs (hydrated, held taps played): `npm run bench:taps` reads it. */
export const STORE_RUNNING_MARK = 'mossbloom:store-running';

/**
 * Loads the modules of the routes the current URL matches and puts them on the route objects, so the router's
 * first render is the page itself (as prerendered), not its loading fallback.
 */
async function resolveMatchedRoutes(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/**
 * What the entry (src/app/enter.ts) hands the app: the taps it holds, the browser's storage, and the painted page's
 * features (src/lib/paintedPage.ts), which answer taps and paint until the app takes over.
 */
export type FromTheEntry = {
  earlyTaps: EarlyTaps;
  /** The browser's storage, where the features keep what the shopper chose. */
  storage: KeyValueStorage;
  /** Sends each feature's answers through `store` from now on: called once, the moment the store is made. */
  handOver: (store: AppStore) => void;
  /**
   * Stops the features painting the page (and following the storage for it): React renders it from then on. Until
   * then they alone paint what they show, what the store did through their answers included.
   */
  stopPainting: () => void;
  /** Whether the shopper is leaving the page, as the entry has seen until the app runs. */
  leaving: () => boolean;
};

/**
 * Makes the page's store, which reads what the shopper keeps (with what the features saved on the painted page) once
 * `booted`, and hands it the features' answers: from now on a tap they answer goes through the store.
 */
function takeOver(entry: FromTheEntry, extra: Partial<StoreExtra>) {
  const store = makeStore(undefined, { storage: entry.storage, events: window, ...extra });
  store.dispatch(booted());
  entry.handOver(store);
  return store;
}

/**
 * Starts the app in `container`: makes the store, hydrates the prerendered page, or renders into an empty one (a path
 * that has no prerendered page, and the development server), then plays the taps the entry held.
 *
 * Each step is its own task (`yieldToMain`): on a slow phone the whole start-up in one task would hold the main
 * thread for hundreds of milliseconds, and the page, on screen since the first paint, would not answer a tap.
 * Returns `stop`, which unmounts the app and lets the router go (a test's page ends; the browser's never does).
 * `extra`: more of the store's outside world (tests give their own catalogue server).
 */
export async function start(container: HTMLElement, entry: FromTheEntry, extra: Partial<StoreExtra> = {}) {
  const { earlyTaps } = entry;
  // What the page painted: the first render shows the same (docs/decisions/0001). The entry parsed it for its products
  // only; the whole of it is checked here, once.
  const snapshot = readPageSnapshot(container.ownerDocument);
  let prerendered = container.firstElementChild !== null;
  const store = takeOver(entry, extra);
  await yieldToMain();
  if (prerendered) {
    try {
      await resolveMatchedRoutes(routes);
    } catch (error) {
      // A page being left has its loads cancelled, which Firefox reports as failed: the entry stays quiet.
      if (!isChunkLoadError(error) || entry.leaving()) throw error;
      // The page's own module cannot load: the router renders the page anew, asks for it once more, and shows the
      // error page, which loads the page afresh or says what failed (src/lib/reloadAfresh.ts).
      prerendered = false;
      container.replaceChildren();
    }
    await yieldToMain();
  }
  // Before the router reads the entry: a page loaded by its address finds no earlier visit's scroll position.
  keyTheHistoryEntry(window);
  // A prerendered page is the router's first state (`hydrationData`): the router then leaves the scroll where it
  // is, and a shopper who scrolled the painted page is not sent back to the top when the store starts.
  const router = createBrowserRouter(routes, {
    basename: routerBasename,
    ...(prerendered ? { hydrationData: { loaderData: {} } } : {}),
  });
  await yieldToMain();
  // Once the first render is committed, React renders what the features painted, and the held taps play, in order;
  // then the next pages are got ready.
  let stopPrefetching: () => void = () => undefined;
  let started = false;
  let stopped = false;
  const onStarted = () => {
    // Once: in development, StrictMode runs the effect that calls it twice.
    if (started) return;
    started = true;
    entry.stopPainting();
    void earlyTaps.replay().then(() => {
      if (typeof performance.mark === 'function') performance.mark(STORE_RUNNING_MARK);
      if (stopped) return;
      stopPrefetching = prefetchPages(container.ownerDocument, store);
      reportFieldVitals();
    });
  };
  // The catalogue's one request goes out once the page has hydrated (the pages ask for it as they start): an answer
  // during hydration would not be what the page was prerendered with.
  const app = (
    <StrictMode>
      <Provider store={store}>
        <PaintedSnapshotProvider value={snapshot}>
          {/* The page a link opens renders as soon as its module is here, as an urgent update: the router wraps no
              update in a transition, which React renders later, in slices between other tasks
              (docs/decisions/0016). The shop asks for its own URL's transitions (ShopPage.tsx). */}
          <RouterProvider router={router} useTransitions={false} />
          <AppStarted onStarted={onStarted} />
        </PaintedSnapshotProvider>
      </Provider>
    </StrictMode>
  );
  let root: Root | undefined;
  if (prerendered) {
    // As a transition, hydration works in slices of a few milliseconds and lets the browser handle input in
    // between, instead of holding the main thread for the whole page. The page is already on screen.
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
  } else {
    root = createRoot(container);
    root.render(app);
  }
  return function stop() {
    stopped = true;
    entry.stopPainting();
    stopPrefetching();
    root?.unmount();
    router.dispose();
    // The store's listeners go too, the window's among them.
    store.dispatch(clearAllListeners());
  };
}

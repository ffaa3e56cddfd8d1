import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PaintedSnapshotProvider } from '../features/catalog';
import type { EarlyTaps } from '../lib/earlyTaps';
import { yieldToMain } from '../lib/yieldToMain';
import { AppStarted } from './AppStarted';
import type { BootedStore } from './boot';
import { routerBasename } from './config';
import { routes } from './routes';
import { attachCatalog } from './store';

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
 * Starts the app in `container` with the boot's store (src/app/boot.ts): hydrates the prerendered page, or renders
 * into an empty one (a path that has no prerendered page, and the development server).
 *
 * Each step is its own task (`yieldToMain`): on a slow phone the whole start-up in one task would hold the main
 * thread for hundreds of milliseconds, and the page, on screen since the first paint, would not answer a tap.
 * Returns `stop`, which unmounts the app and lets the router go (a test's page ends; the browser's never does).
 */
export async function start(container: HTMLElement, booted: BootedStore & { earlyTaps: EarlyTaps }) {
  const { store, snapshot, stopPaintingCount, earlyTaps } = booted;
  const prerendered = container.firstElementChild !== null;

  // The catalogue's reducers and middleware join the store. Its one request goes out once the page has hydrated (the
  // pages ask for it as they start): an answer during hydration would not be what the page was prerendered with.
  attachCatalog(store);
  await yieldToMain();
  if (prerendered) {
    await resolveMatchedRoutes(routes);
    await yieldToMain();
  }
  // A prerendered page is the router's first state (`hydrationData`): the router then leaves the scroll where it
  // is, and a shopper who scrolled the painted page is not sent back to the top when the store starts.
  const router = createBrowserRouter(routes, {
    basename: routerBasename,
    ...(prerendered ? { hydrationData: { loaderData: {} } } : {}),
  });
  await yieldToMain();
  // Once the first render is committed, React renders the header's count, and the taps the boot's store could not
  // answer play, in order.
  const onStarted = () => {
    stopPaintingCount();
    void earlyTaps.replay().then(() => {
      if (typeof performance.mark === 'function') performance.mark(STORE_RUNNING_MARK);
    });
  };
  const app = (
    <StrictMode>
      <Provider store={store}>
        <PaintedSnapshotProvider value={snapshot}>
          <RouterProvider router={router} />
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
    root?.unmount();
    router.dispose();
  };
}

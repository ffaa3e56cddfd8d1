import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { cartNotRestored, emptyCart } from '../features/cart';
import { PaintedSnapshotProvider, readPageSnapshot, selectCatalogAnswered } from '../features/catalog';
import type { EarlyTaps } from '../lib/earlyTaps';
import { browserStorage } from '../lib/storage';
import { yieldToMain } from '../lib/yieldToMain';
import { AppStarted } from './AppStarted';
import { routerBasename } from './config';
import { routes } from './routes';
import { makeStore } from './store';
import type { AppStore } from './store';

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
 * Resolves once the catalogue file has answered and the pages have rendered the answer (at once if they have): a
 * tap played then reaches the handlers that hold the file's products.
 */
function catalogAnswerRendered(store: AppStore): Promise<void> {
  if (selectCatalogAnswered(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    // Store subscribers are told in the order they subscribed: React's bindings first, so the render is scheduled.
    const unsubscribe = store.subscribe(() => {
      if (!selectCatalogAnswered(store.getState())) return;
      unsubscribe();
      void yieldToMain().then(resolve);
    });
  });
}

/**
 * Starts the store in `container`: hydrates the prerendered page, or renders into an empty one (a path that
 * has no prerendered page, and the development server).
 *
 * Each step is its own task (`yieldToMain`): on a slow phone the whole start-up in one task would hold the main
 * thread for hundreds of milliseconds, and the page, on screen since the first paint, would not answer a tap.
 */
export async function start(container: HTMLElement, earlyTaps?: EarlyTaps) {
  const prerendered = container.firstElementChild !== null;

  // The cart starts empty and unrestored, as prerendered; once started, the store reads the saved one and follows
  // this window's other-tab and back/forward events (src/features/cart/cartPersistence.ts).
  const store = makeStore(
    { cart: emptyCart, cartRestore: cartNotRestored },
    { storage: browserStorage, events: window },
  );

  // A page prerendered with products carries what it painted, and the first render shows the same. Its product
  // sections ask the catalogue file as they start (one request, shared), and the answer decides from then on.
  const painted = readPageSnapshot(document);
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
  // Once started, with the saved cart read, the taps made on the painted page play. A product's own controls
  // (Add to Cart, +/−, inside its article) wait for the catalogue file's answer, so a painted product is added as
  // the file has it, or not at all once withdrawn; the others play at once.
  const onStarted = () => {
    void earlyTaps?.replay((button) =>
      painted && button.closest('article') ? catalogAnswerRendered(store) : undefined,
    );
  };
  const app = (
    <StrictMode>
      <Provider store={store}>
        <PaintedSnapshotProvider value={painted}>
          <RouterProvider router={router} />
          <AppStarted onStarted={onStarted} />
        </PaintedSnapshotProvider>
      </Provider>
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration works in slices of a few milliseconds and lets the browser handle input in
    // between, instead of holding the main thread for the whole page. The page is already on screen.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

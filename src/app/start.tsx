import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { cartNotRestored, emptyCart, syncCartAcrossTabs } from '../features/cart';
import { readEmbeddedCatalog, seedCatalog } from '../features/catalog';
import { browserStorage } from '../lib/storage';
import { yieldToMain } from '../lib/yieldToMain';
import { routerBasename } from './config';
import { RestoreSavedCart } from './RestoreSavedCart';
import { routes } from './routes';
import { makeStore } from './store';

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
 * Starts the store in `container`: hydrates the prerendered page, or renders into an empty one (a path that
 * has no prerendered page, and the development server).
 *
 * Each step is its own task (`yieldToMain`): on a slow phone the whole start-up in one task would hold the main
 * thread for hundreds of milliseconds, and the page, on screen since the first paint, would not answer a tap.
 */
export async function start(container: HTMLElement) {
  const prerendered = container.firstElementChild !== null;

  // The one place the browser is wired to the cart: the cart starts empty and unrestored (as prerendered),
  // RestoreSavedCart reads the saved one, and from then on the cart follows what other tabs save and what
  // changed while the page sat in the back/forward cache. It lasts as long as the page: no stop function needed.
  const store = makeStore({ cart: emptyCart, cartRestore: cartNotRestored }, { storage: browserStorage });
  syncCartAcrossTabs(store.dispatch, browserStorage, window);

  // A page prerendered with the catalogue carries it: the first render must show it too.
  const embeddedCatalog = readEmbeddedCatalog(document);
  if (embeddedCatalog) await store.dispatch(seedCatalog(embeddedCatalog));
  await yieldToMain();
  if (prerendered) {
    await resolveMatchedRoutes(routes);
    await yieldToMain();
  }
  const router = createBrowserRouter(routes, { basename: routerBasename });
  await yieldToMain();
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RestoreSavedCart />
        <RouterProvider router={router} />
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

import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routerBasename } from './app/config';
import { RestoreSavedCart } from './app/RestoreSavedCart';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { cartNotRestored, emptyCart, syncCartAcrossTabs } from './features/cart';
import { browserStorage } from './lib/storage';

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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the store into.');
  const prerendered = container.firstElementChild !== null;

  // The one place the browser is wired to the cart: the cart starts empty and unrestored (as prerendered),
  // RestoreSavedCart reads the saved one, and from then on the cart follows what other tabs save and what
  // changed while the page sat in the back/forward cache. It lasts as long as the page: no stop function needed.
  const store = makeStore({ cart: emptyCart, cartRestore: cartNotRestored }, { storage: browserStorage });
  syncCartAcrossTabs(store.dispatch, browserStorage, window);

  if (prerendered) await resolveMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { basename: routerBasename });
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RestoreSavedCart />
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

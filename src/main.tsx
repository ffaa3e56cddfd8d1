import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routerBasename } from './app/config';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { loadCart, syncCartAcrossTabs } from './features/cart';
import { browserStorage } from './lib/storage';

// The one place the browser is wired to the cart: the saved cart becomes the store's initial cart, and from then
// on the cart follows what other tabs save and what changed while the page sat in the back/forward cache.
// It lasts as long as the page, so the returned stop function is not needed.
const store = makeStore({ cart: loadCart(browserStorage) }, { storage: browserStorage });
syncCartAcrossTabs(store.dispatch, browserStorage, window);
const router = createBrowserRouter(routes, { basename: routerBasename });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the store into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

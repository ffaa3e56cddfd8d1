import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routerBasename } from './app/config';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { loadCart } from './features/cart';
import { browserStorage } from './lib/storage';

// The one place browser storage is read: the saved cart becomes the store's initial cart.
const store = makeStore({ cart: loadCart(browserStorage) }, { storage: browserStorage });
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

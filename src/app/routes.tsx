import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { RootLayout } from './RootLayout';

/**
 * The route table. Each page is its own module, loaded when first visited. Anything unmatched (including
 * /login, which the header links to but the store does not have) ends at the error page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first page's module loads: the site frame with an empty page, so nothing jumps later.
    hydrateFallbackElement: (
      <RootLayout busy>
        <div className="page-placeholder" />
      </RootLayout>
    ),
    errorElement: (
      <RootLayout>
        <ErrorPage />
      </RootLayout>
    ),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: 'shop',
        lazy: async () => ({ Component: (await import('../features/shop/ShopPage')).ShopPage }),
      },
      {
        path: 'selectedproduct/:id',
        lazy: async () => ({ Component: (await import('../features/product/ProductPage')).ProductPage }),
      },
      {
        path: 'cart',
        lazy: async () => ({ Component: (await import('../features/cart/CartPage')).CartPage }),
      },
      {
        path: 'checkout',
        lazy: async () => ({ Component: (await import('../features/checkout/CheckoutPage')).CheckoutPage }),
      },
      {
        path: 'thank-you',
        lazy: async () => ({ Component: (await import('../features/checkout/ThankYouPage')).ThankYouPage }),
      },
    ],
  },
];

import type { RouteObject } from 'react-router-dom';
import { HOME_PAINTED_PRODUCTS } from '../features/home/homeContent';
import { PAGE_SIZE } from '../features/shop/paging';
import { ErrorPage } from './ErrorPage';
import { RootLayout } from './RootLayout';
import { pageModules } from './pages';
import type { RouteHandle } from './RouteMeta';

/**
 * Each page's title and description (the product page takes its own from the product it shows), and what its
 * prerendered page paints of the catalogue.
 */
const handles = {
  home: {
    paints: { first: HOME_PAINTED_PRODUCTS },
    meta: {
      title: 'Mossbloom — natural facial and skincare',
      description:
        'Mossbloom makes natural facial and skincare in small batches: serums, oils, cleansers, creams and masks made with botanicals.',
    },
  },
  shop: {
    paints: { first: PAGE_SIZE },
    meta: {
      title: 'Shop',
      description:
        'Every Mossbloom formula in one place: serums, oils, cleansers, moisturisers and masks, chosen by what your skin needs.',
    },
  },
  cart: {
    meta: {
      title: 'Your cart',
      description: 'The products in your Mossbloom cart, their quantities and your order total.',
    },
  },
  checkout: {
    meta: {
      title: 'Checkout',
      description: 'Billing details and order summary for your Mossbloom order. The payment is a demonstration.',
    },
  },
  product: { paints: 'product' },
  thankYou: {
    meta: {
      title: 'Thank you for your order',
      description: 'Your Mossbloom order is confirmed. Your skincare products will be processed soon.',
    },
  },
} satisfies Record<string, RouteHandle>;

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
        handle: handles.home,
        lazy: async () => ({
          Component: (await pageModules.home()).HomePage,
        }),
      },
      {
        path: 'shop',
        handle: handles.shop,
        lazy: async () => ({
          Component: (await pageModules.shop()).ShopPage,
        }),
      },
      {
        path: 'selectedproduct/:id',
        handle: handles.product,
        lazy: async () => ({
          Component: (await pageModules.product()).ProductPage,
        }),
      },
      {
        path: 'cart',
        handle: handles.cart,
        lazy: async () => ({
          Component: (await pageModules.cart()).CartPage,
        }),
      },
      {
        path: 'checkout',
        handle: handles.checkout,
        lazy: async () => ({
          Component: (await pageModules.checkout()).CheckoutPage,
        }),
      },
      {
        path: 'thank-you',
        handle: handles.thankYou,
        lazy: async () => ({
          Component: (await pageModules['thank-you']()).ThankYouPage,
        }),
      },
    ],
  },
];

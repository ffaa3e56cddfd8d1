import type { ComponentType } from 'react';
import type { PageName } from './routeTable';

/**
 * Each page's component, from its module in its own chunk `page-<name>`, loaded when the page is first shown. The
 * browser entry downloads the current page's chunks beside the app (the prerendered #root names them in
 * `data-chunks`), so they arrive together.
 */
export const pageModules: Record<PageName, () => Promise<ComponentType>> = {
  home: async () => (await import(/* webpackChunkName: "page-home" */ '../features/home/HomePage')).HomePage,
  shop: async () => (await import(/* webpackChunkName: "page-shop" */ '../features/shop/ShopPage')).ShopPage,
  product: async () =>
    (await import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage')).ProductPage,
  cart: async () => (await import(/* webpackChunkName: "page-cart" */ '../features/cart/CartPage')).CartPage,
  checkout: async () =>
    (await import(/* webpackChunkName: "page-checkout" */ '../features/checkout/CheckoutPage')).CheckoutPage,
  'thank-you': async () =>
    (await import(/* webpackChunkName: "page-thank-you" */ '../features/checkout/ThankYouPage')).ThankYouPage,
};

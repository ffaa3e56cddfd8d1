/**
 * Each page's module, in its own chunk named `page-<name>`, loaded when the page is first shown. The route table
 * lazy-loads pages through these; the browser entry downloads the current page's chunks beside the app (the
 * prerendered #root names them in `data-chunks`), so they arrive together.
 */
export const pageModules = {
  home: () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
  shop: () => import(/* webpackChunkName: "page-shop" */ '../features/shop/ShopPage'),
  product: () => import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage'),
  cart: () => import(/* webpackChunkName: "page-cart" */ '../features/cart/CartPage'),
  checkout: () => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/CheckoutPage'),
  'thank-you': () => import(/* webpackChunkName: "page-thank-you" */ '../features/checkout/ThankYouPage'),
};

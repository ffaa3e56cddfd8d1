import type { PageMeta } from '../components/DocumentMeta/useDocumentMeta';
import { HOME_PAINTED_PRODUCTS } from '../features/home/homePaints';
import { PAGE_SIZE } from '../features/shop/paging';
import paths from './routePaths.json';

/**
 * What a prerendered page paints of the catalogue, and so carries as its snapshot (src/prerender.tsx): the
 * catalogue's first products, or the product its URL names.
 */
export type PaintedProducts = { first: number } | 'product';

/** The page modules, each in its own chunk `page-<name>` (src/app/pages.ts). */
export type PageName = 'home' | 'shop' | 'product' | 'cart' | 'checkout' | 'thank-you';

/**
 * Each page's path, kept in routePaths.json: plain data that the operators' `npm run vitals:report` reads too, to know
 * the route patterns a field report may name (deploy/field-report.cjs), without TypeScript.
 */
const routePaths: Readonly<Record<PageName, string>> = paths;

/** One page of the store, with what the router, the build and the checks need to know of it. */
export type PageRoute = {
  page: PageName;
  /** The router's path under the root layout; '' is the home page. One prerendered page per product for `:id`. */
  path: string;
  /** Title and description. The product page takes its own from its product. */
  meta?: PageMeta;
  paints?: PaintedProducts;
  /** The largest picture the page paints, preloaded by its prerendered HTML; 'product': the product's own. */
  picture?: string;
  /** A URL of the page for the checks: Lighthouse, perf, screenshots, accessibility. */
  example: string;
  /** Measured by `npm run perf`. The thank-you page is reached only by paying. */
  perf: boolean;
  /** Listed in sitemap.xml: the pages a search result may lead to. */
  sitemap: boolean;
  /**
   * The file, at the build's root, that the web server answers with when the page's URL carries a discovery query
   * (`q`, `need` or `sort`: deploy/nginx.conf): the page prerendered without products, which the query picks.
   */
  queryPage?: string;
};

/** Every page of the store, in one place: the router (src/app/routes.tsx), the prerender and the checks read it. */
export const routeTable: readonly PageRoute[] = [
  {
    page: 'home',
    path: routePaths.home,
    meta: {
      title: 'Mossbloom — natural facial and skincare',
      description:
        'Mossbloom makes natural facial and skincare in small batches: serums, oils, cleansers, creams and masks made with botanicals.',
    },
    paints: { first: HOME_PAINTED_PRODUCTS },
    picture: 'images/hero-1.svg',
    example: '/',
    perf: true,
    sitemap: true,
  },
  {
    page: 'shop',
    path: routePaths.shop,
    meta: {
      title: 'Shop',
      description:
        'Every Mossbloom formula in one place: serums, oils, cleansers, moisturisers and masks, chosen by what your skin needs.',
    },
    paints: { first: PAGE_SIZE },
    picture: 'images/shop-hero-poster.webp',
    example: '/shop',
    perf: true,
    sitemap: true,
    queryPage: 'shop-query.html',
  },
  {
    page: 'product',
    path: routePaths.product,
    paints: 'product',
    picture: 'product',
    example: '/selectedproduct/1',
    perf: true,
    sitemap: true,
  },
  {
    page: 'cart',
    path: routePaths.cart,
    meta: {
      title: 'Your cart',
      description: 'The products in your Mossbloom cart, their quantities and your order total.',
    },
    example: '/cart',
    perf: true,
    sitemap: false,
  },
  {
    page: 'checkout',
    path: routePaths.checkout,
    meta: {
      title: 'Checkout',
      description: 'Billing details and order summary for your Mossbloom order. The payment is a demonstration.',
    },
    example: '/checkout',
    perf: true,
    sitemap: false,
  },
  {
    page: 'thank-you',
    path: routePaths['thank-you'],
    meta: {
      title: 'Thank you for your order',
      description: 'Your Mossbloom order is confirmed. Your skincare products will be processed soon.',
    },
    example: '/thank-you',
    perf: false,
    sitemap: false,
  },
];

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppStarted } from './app/AppStarted';
import { basePath, routerBasename } from './app/config';
import { paths } from './app/paths';
import { routeTable } from './app/routeTable';
import { routes } from './app/routes';
import { routeHandleOf } from './app/RouteMeta';
import type { RouteHandle } from './app/RouteMeta';
import { makeStore } from './app/store';
import { emptyCart, keptCartNotRead } from './features/cart';
import {
  PaintedSnapshotProvider,
  firstProductsSnapshot,
  pageSnapshotElement,
  productSnapshot,
  selectProductById,
} from './features/catalog';
import type { Catalog, PaintedSnapshot } from './features/catalog';

/**
 * One prerendered page: the markup of #root, the route's title and description when the route names them, and
 * the data block with the products it painted, when it paints any.
 */
export type RenderedPage = {
  html: string;
  meta?: { title: string; description: string };
  snapshotElement?: string;
};

/** What the route's page paints of `catalog`, as its route declares (src/app/routeTable.ts). */
function snapshotFor(handle: RouteHandle, params: Record<string, string | undefined>, catalog: Catalog) {
  const { paints } = handle;
  if (paints === undefined) return undefined;
  if (paints !== 'product') return firstProductsSnapshot(catalog, paints.first);
  const product = selectProductById(catalog, params.id ?? '');
  if (!product) throw new Error(`the catalogue has no product ${String(params.id)} to prerender`);
  return productSnapshot(catalog, product);
}

/** One page the build writes: the path to render, the file to write it to, and what its head preloads. */
export type PrerenderedPage = {
  pathname: string;
  file: string;
  /** The page's module chunk (`page-<name>`), whose files the page names for the browser entry. */
  chunk: string;
  picture?: string | undefined;
  /** The product page's own title and description (the other pages' come from their route). */
  meta?: { title: string; description: string };
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /**
   * The query the page is rendered with: '' for every page but the shop's page for a discovery query ('?q='),
   * which paints no products, as only the browser knows the query that picks them.
   */
  search: string;
  /** In the service worker's precache: the pages of routes without a parameter (a product's is kept once seen). */
  precache: boolean;
};

/** Every page of the route table to prerender: one per page, and one per product of `catalog` for the product page. */
export function pagesToPrerender(catalog: Catalog): PrerenderedPage[] {
  return routeTable.flatMap((route): PrerenderedPage[] => {
    const chunk = `page-${route.page}`;
    if (!route.path.includes(':id')) {
      const file = route.path === '' ? 'index.html' : `${route.path}/index.html`;
      const page = { pathname: `/${route.path}`, chunk, picture: route.picture };
      return [
        { ...page, file, sitemap: route.sitemap, search: '', precache: true },
        ...(route.queryPage ? [{ ...page, file: route.queryPage, sitemap: false, search: '?q=', precache: true }] : []),
      ];
    }
    return catalog.products.map((product) => {
      const pathname = paths.product(product.id);
      return {
        pathname,
        file: `${pathname.slice(1)}/index.html`,
        chunk,
        picture: route.picture === 'product' ? `images/${product.image}` : route.picture,
        meta: { title: product.name, description: product.description },
        sitemap: route.sitemap,
        search: '',
        precache: false,
      };
    });
  });
}

/**
 * Server entry (built by the second webpack config, run by scripts/prerender.mjs at build time): renders the
 * page at `pathname` (a path as the router sees it, without the base path, and maybe a query) to HTML the browser
 * entry hydrates.
 *
 * What it renders must be exactly what the browser's first render produces (src/app/start.tsx): the cart is
 * empty and not yet restored (storage is the browser's), the catalogue has not answered, and the page shows the
 * snapshot of `catalog` its route paints, which goes into the page for the browser to render with. A URL with a
 * query paints no products ('Products loading...' where they go): the shop's query picks them, in the browser.
 * The router
 * gets `hydrate={false}`: no inline script, which the Content-Security-Policy forbids; the browser entry resolves
 * the page's module itself.
 */
export async function render(pathname: string, catalog: Catalog): Promise<RenderedPage> {
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const url = new URL(`${basePath}${pathname.replace(/^\//, '')}`, 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${String(context.status)})`);
  if (context.statusCode !== 200) {
    throw new Error(`${pathname} is not a page of the store (${String(context.statusCode)})`);
  }
  const deepest = context.matches[context.matches.length - 1];
  const handle = routeHandleOf(deepest?.route.handle);
  const snapshot = deepest && url.search === '' ? snapshotFor(handle, deepest.params, catalog) : undefined;
  const painted: PaintedSnapshot | undefined = snapshot && { pathname, snapshot };

  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore({ cart: emptyCart, keptCartStatus: keptCartNotRead });
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <PaintedSnapshotProvider value={painted}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <AppStarted />
        </PaintedSnapshotProvider>
      </Provider>
    </StrictMode>,
  );
  return {
    html,
    meta: handle.meta,
    ...(painted ? { snapshotElement: pageSnapshotElement(painted) } : {}),
  };
}
export { parseCatalog } from './features/catalog';
// The page contract, for scripts/prerender.mjs: the ids and attributes it writes are the ones the entry and the
// components read.
export * as pageContract from './lib/pageContract';
export { routeTable } from './app/routeTable';
export type { PageRoute } from './app/routeTable';

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { routerBasename } from './app/config';
import { routes } from './app/routes';
import { RestoreSavedCart } from './app/RestoreSavedCart';
import type { RouteHandle } from './app/RouteMeta';
import { makeStore } from './app/store';
import { cartNotRestored, emptyCart } from './features/cart';
import { embeddedCatalogElement, seedCatalog } from './features/catalog';
import type { Catalog } from './features/catalog';

/**
 * One prerendered page: the markup of #root, the route's title and description when the route names them, and
 * the catalogue data block to put in the page when it was rendered with the catalogue.
 */
export type RenderedPage = {
  html: string;
  meta?: { title: string; description: string };
  catalogElement?: string;
};

function metaOf(handle: unknown): RenderedPage['meta'] {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return undefined;
  return (handle as RouteHandle).meta;
}

/**
 * Server entry (built by the second webpack config, run by scripts/prerender.mjs at build time): renders the
 * page at `url` (a path under the base path) to HTML the browser entry hydrates.
 *
 * What it renders must be exactly what the browser's first render produces (src/app/start.tsx): the cart is
 * empty and not yet restored (storage is the browser's). Without `catalog` the catalogue cache is empty, so
 * catalogue sections show their loading state and fetch on the client; with it (a product's page, whose picture
 * and name are the page's main content) the page is rendered with the catalogue, which goes into the page as a
 * data block the browser puts in its cache before hydrating. The router gets `hydrate={false}`: no inline
 * script, which the Content-Security-Policy forbids; the browser entry resolves the page's module itself.
 */
export async function render(url: string, { catalog }: { catalog?: Catalog } = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${String(context.status)})`);
  if (context.statusCode !== 200) throw new Error(`${url} is not a page of the store (${String(context.statusCode)})`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore({ cart: emptyCart, cartRestore: cartNotRestored });
  if (catalog) await store.dispatch(seedCatalog(catalog));
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <RestoreSavedCart />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
  const deepest = context.matches[context.matches.length - 1];
  return {
    html,
    meta: deepest ? metaOf(deepest.route.handle) : undefined,
    ...(catalog ? { catalogElement: embeddedCatalogElement(catalog) } : {}),
  };
}
export { parseCatalog } from './features/catalog';

import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { RootLayout } from './RootLayout';
import { pageModules } from './pages';
import { routeTable } from './routeTable';

/**
 * The router's table, made from the pages of src/app/routeTable.ts. Each page is its own module, loaded when first
 * visited. Anything unmatched (/login, which the header links to but the store does not have) ends at the error page.
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
    // Each page's entry of the table is its route's `handle`: RouteMeta and the prerender read it from the match.
    children: routeTable.map((route) => ({
      ...(route.path === '' ? { index: true } : { path: route.path }),
      handle: route,
      lazy: async () => ({ Component: await pageModules[route.page]() }),
    })),
  },
];

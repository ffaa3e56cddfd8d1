import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isCatalogBody, NO_PRODUCTS_LIST, showableProducts } from './parseCatalog';
import type { CatalogBody } from './parseCatalog';
import type { Catalog } from './types';

export const CATALOG_PATH = 'data/db.products.json';

/** What the store passes to every request: where the catalogue lives (see `makeStore`). */
export type CatalogExtra = { catalogBaseUrl: string };

function catalogBaseUrlOf(extra: unknown): string {
  if (typeof extra === 'object' && extra !== null && 'catalogBaseUrl' in extra) {
    if (typeof extra.catalogBaseUrl === 'string') return extra.catalogBaseUrl;
  }
  return '/';
}

/**
 * fetchBaseQuery with its base URL taken from the store, so each store (the app's, each test's) decides where
 * the catalogue is fetched from.
 */
const catalogBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) =>
  fetchBaseQuery({ baseUrl: catalogBaseUrlOf(api.extra) })(args, api, extraOptions);

export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: catalogBaseQuery,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: (build) => ({
    getCatalog: build.query<Catalog, undefined, CatalogBody>({
      query: () => CATALOG_PATH,
      // The body as served must hold a products list; a schema that fails rejects the whole answer, so the
      // products themselves are checked one by one after it (showableProducts drops a bad one with a warning).
      // A Standard Schema (standardschema.dev), the interface RTK Query takes, around the store's own check.
      rawResponseSchema: {
        '~standard': {
          version: 1,
          vendor: 'mossbloom',
          validate: (value: unknown) =>
            isCatalogBody(value) ? { value } : { issues: [{ message: NO_PRODUCTS_LIST }] },
        },
      },
      transformResponse: (body: CatalogBody) => ({ products: showableProducts(body.products) }),
      // The spec's error messages, as for any failed answer, with the body kept for whoever looks at the state.
      catchSchemaFailure: (error) => ({ status: 'CUSTOM_ERROR', error: NO_PRODUCTS_LIST, data: error.value }),
    }),
  }),
});

export const { useGetCatalogQuery } = catalogApi;

const selectCatalogResult = catalogApi.endpoints.getCatalog.select(undefined);
/** The catalogue file's last answer, while RTK Query keeps it: what the cart and the saved list are read against. */
export function selectKeptCatalog(state: Parameters<typeof selectCatalogResult>[0]): Catalog | undefined {
  return selectCatalogResult(state).data;
}

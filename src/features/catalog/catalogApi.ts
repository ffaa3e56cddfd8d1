import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { CatalogFormatError, parseCatalog } from './parseCatalog';
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
    getCatalog: build.query<Catalog, undefined>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(CATALOG_PATH);
        if (result.error) return { error: result.error };
        try {
          return { data: parseCatalog(result.data) };
        } catch (error) {
          if (!(error instanceof CatalogFormatError)) throw error;
          return { error: { status: 'CUSTOM_ERROR', error: error.message, data: result.data } };
        }
      },
    }),
  }),
});

export const { useGetCatalogQuery } = catalogApi;

import { useGetCatalogQuery } from './catalogApi';
import { selectProductById } from './selectors';
import type { Catalog, Product } from './types';

/** What a page shows for the catalogue: the data once it is here, the error when the last try failed. */
export type CatalogStatus = 'loading' | 'error' | 'ready';

const NO_PRODUCTS: Product[] = [];

function statusOf(data: Catalog | undefined, isError: boolean): CatalogStatus {
  if (data) return 'ready';
  return isError ? 'error' : 'loading';
}

/** All products, from the one cached catalogue request. `refetch` asks again after a failure. */
export function useProducts() {
  return useGetCatalogQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({
      products: data?.products ?? NO_PRODUCTS,
      status: statusOf(data, isError),
    }),
  });
}

/**
 * One product by id, selected from the same cached catalogue response as the list, so the list and the
 * detail page share one request. `product` is null when no product has that id.
 */
export function useProduct(id: string) {
  return useGetCatalogQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({
      product: data ? selectProductById(data, id) : null,
      status: statusOf(data, isError),
    }),
  });
}

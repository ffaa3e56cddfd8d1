import { useMemo } from 'react';
import { useGetCatalogQuery } from './catalogApi';
import { usePaintedSnapshot } from './pageSnapshot';
import type { PageSnapshot } from './pageSnapshot';
import { isSameId, selectProductById } from './selectors';
import type { Product } from './types';

/** What a page shows for the catalogue: the products once they are known, the error when the last try failed. */
export type CatalogStatus = 'loading' | 'error' | 'ready';

const NO_PRODUCTS: Product[] = [];

type ProductsView = { products: Product[]; total: number; status: CatalogStatus };
type ProductView = { product: Product | null; status: CatalogStatus };

/**
 * The one catalogue request, as the pages need it. `answered` turns true with the first answer of this start,
 * success or failure, and stays true while Try again asks once more: from then on the file decides, and the
 * painted snapshot no longer shows.
 */
function useCatalogAnswer() {
  return useGetCatalogQuery(undefined, {
    selectFromResult: ({ data, isError, error }) => ({
      catalog: isError ? undefined : data,
      isError,
      answered: data !== undefined || error !== undefined,
    }),
  });
}

function snapshotProducts(snapshot: PageSnapshot | undefined): Product[] {
  if (!snapshot) return NO_PRODUCTS;
  return snapshot.kind === 'product' ? [snapshot.product] : snapshot.products;
}

/**
 * The first `count` products of the catalogue (all of them by default) and how many it holds. Until the file
 * answers, a prerendered page shows what it painted: `status` is 'ready' when that covers the first `count`,
 * otherwise 'loading' with the part it has. `refetch` asks again after a failure.
 */
export function useProducts(count = Number.POSITIVE_INFINITY) {
  const { catalog, isError, answered, refetch } = useCatalogAnswer();
  const snapshot = usePaintedSnapshot();
  const view = useMemo((): ProductsView => {
    if (isError) return { products: NO_PRODUCTS, total: 0, status: 'error' };
    if (catalog) {
      const products = count >= catalog.products.length ? catalog.products : catalog.products.slice(0, count);
      return { products, total: catalog.products.length, status: 'ready' };
    }
    if (answered || snapshot?.kind !== 'first') {
      return { products: NO_PRODUCTS, total: 0, status: 'loading' };
    }
    const products = snapshot.products.slice(0, count);
    const complete = products.length >= Math.min(count, snapshot.total);
    return { products, total: snapshot.total, status: complete ? 'ready' : 'loading' };
  }, [catalog, isError, answered, snapshot, count]);
  return { ...view, refetch };
}

/**
 * One product by id, from the same request as the lists (spec §7): `product` is null when the catalogue has no
 * such id. Until the file answers, a prerendered product page shows the product it painted.
 */
export function useProduct(id: string) {
  const { catalog, isError, answered, refetch } = useCatalogAnswer();
  const snapshot = usePaintedSnapshot();
  const view = useMemo((): ProductView => {
    if (isError) return { product: null, status: 'error' };
    if (catalog) return { product: selectProductById(catalog, id), status: 'ready' };
    const painted = answered ? undefined : snapshotProducts(snapshot).find((product) => isSameId(product.id, id));
    return painted ? { product: painted, status: 'ready' } : { product: null, status: 'loading' };
  }, [catalog, isError, answered, snapshot, id]);
  return { ...view, refetch };
}

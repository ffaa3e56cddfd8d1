import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { getOrMake } from '../../lib/getOrMake';
import { selectCatalogAnswered } from './catalogAnswered';
import { useGetCatalogQuery } from './catalogApi';
import { RELATED_COUNT } from './constants';
import { asListed } from './listedFields';
import { selectNeedCounts, selectRelatedProducts } from './discovery';
import type { Discovery, LeftOut } from './discovery';
import type { Need } from './needs';
import type { PageSnapshot } from './pageSnapshot';
import { usePaintedSnapshot } from './paintedSnapshotContext';
import { isSameId, selectProductById } from './selectors';
import type { Product } from './types';

/** What a page shows for the catalogue: the products once they are known, the error when the last try failed. */
export type CatalogStatus = 'loading' | 'error' | 'ready';

const NO_PRODUCTS: Product[] = [];

/**
 * The answer's products, each the painted one where nothing the page carried of it changed (`carried`: what a page of
 * cards carries, ./listedFields.ts, or a product page's own product whole): the cards on screen (memoised) then stay
 * as they are instead of rendering again, all in one task, when the file confirms what the page painted.
 */
function keepPainted(
  products: Product[],
  painted: readonly Product[],
  carried: (product: Product) => Product = asListed,
): Product[] {
  if (painted.length === 0) return products;
  const paintedById = new Map(painted.map((product) => [String(product.id), product]));
  return products.map((product) => {
    const same = paintedById.get(String(product.id));
    return same && JSON.stringify(same) === JSON.stringify(carried(product)) ? same : product;
  });
}

const whole = (product: Product) => product;

/** The answer's whole list as each painted page shows it: one array per answer and painted snapshot. */
const listsAsPainted = new WeakMap<readonly Product[], WeakMap<readonly Product[], Product[]>>();

/**
 * The catalogue's products with the ones a list page painted kept (keepPainted), made once per answer and painted
 * snapshot: every hook of a page hands the search and the orders the same list, and discovery.ts prepares them per
 * list.
 */
function catalogueAsPainted(products: Product[], snapshot: PageSnapshot | undefined): Product[] {
  const painted = snapshot?.kind === 'first' ? snapshot.products : NO_PRODUCTS;
  const perSnapshot = getOrMake(listsAsPainted, products, () => new WeakMap<readonly Product[], Product[]>());
  return getOrMake(perSnapshot, painted, () => keepPainted(products, painted));
}

type ProductsView = { products: Product[]; total: number; status: CatalogStatus };
type ProductView = { product: Product | null; status: CatalogStatus };

/**
 * The one catalogue request, as the pages need it, and whether the file has answered since the store started
 * (success or failure): from then on the file decides, and the painted snapshot no longer shows.
 */
function useCatalogAnswer() {
  const answered = useAppSelector(selectCatalogAnswered);
  const query = useGetCatalogQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({ catalog: isError ? undefined : data, isError }),
  });
  return { ...query, answered };
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
      const all = catalogueAsPainted(catalog.products, snapshot);
      return { products: count >= all.length ? all : all.slice(0, count), total: all.length, status: 'ready' };
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
 * Every product of the catalogue file as it holds them, every field included, once the file has answered: for what
 * reads fields no page carries painted (the routine finder: a product's type, key ingredients and how to use it).
 * Nothing painted stands in for the file: until it answers, 'loading'.
 */
export function useWholeCatalogue() {
  const { catalog, isError, refetch } = useCatalogAnswer();
  const status: CatalogStatus = isError ? 'error' : catalog ? 'ready' : 'loading';
  return { products: catalog && !isError ? catalog.products : NO_PRODUCTS, status, refetch };
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
    if (catalog) {
      const product = selectProductById(catalog, id);
      const painted = snapshot?.kind === 'product' ? [snapshot.product] : NO_PRODUCTS;
      return { product: product && (keepPainted([product], painted, whole)[0] ?? product), status: 'ready' };
    }
    if (!answered && snapshot?.kind === 'product' && isSameId(snapshot.product.id, id)) {
      return { product: snapshot.product, status: 'ready' };
    }
    return { product: null, status: 'loading' };
  }, [catalog, isError, answered, snapshot, id]);
  return { ...view, refetch };
}

/**
 * How many products each need holds among those matching the search `q` and suiting `skin` and `free`, without
 * those `leftOut` names (the shop's `?avoid=hide`), for the shop's need filter; undefined while not known. Until the
 * file answers, a prerendered shop shows the counts it painted (for no search and no filter).
 */
export function useNeedCounts({ q, skin, free }: Pick<Discovery, 'q' | 'skin' | 'free'>, leftOut?: LeftOut) {
  const { catalog, isError, answered } = useCatalogAnswer();
  const snapshot = usePaintedSnapshot();
  return useMemo(() => {
    if (isError) return undefined;
    if (catalog) {
      // The list the shop's grid searches (useProducts), so one keystroke searches the catalogue once.
      return selectNeedCounts(catalogueAsPainted(catalog.products, snapshot), q, skin, free, leftOut);
    }
    // The painted page's counts are of every product: of no search, filter or products left out.
    const narrowed = q.trim() !== '' || skin !== null || free !== null || leftOut !== undefined;
    if (answered || snapshot?.kind !== 'first' || narrowed) return undefined;
    return new Map(Object.entries(snapshot.needCounts) as [Need, number][]);
  }, [catalog, isError, answered, snapshot, q, skin, free, leftOut]);
}

/**
 * The products a product page suggests beside `product` ('You may also like'): up to 4 others of its need, in
 * the catalogue's order; none while the catalogue is not known. Until the file answers, a prerendered product
 * page shows the ones it painted.
 */
export function useRelatedProducts(product: Product): readonly Product[] {
  const { catalog, isError, answered } = useCatalogAnswer();
  const snapshot = usePaintedSnapshot();
  return useMemo(() => {
    if (isError) return NO_PRODUCTS;
    if (catalog) {
      const related = selectRelatedProducts(catalog.products, product, RELATED_COUNT);
      const painted = snapshot?.kind === 'product' ? snapshot.related : NO_PRODUCTS;
      return keepPainted([...related], painted);
    }
    if (!answered && snapshot?.kind === 'product' && isSameId(snapshot.product.id, product.id)) {
      return snapshot.related;
    }
    return NO_PRODUCTS;
  }, [catalog, isError, answered, snapshot, product]);
}

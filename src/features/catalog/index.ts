export { catalogApi, CATALOG_PATH, selectKeptCatalog } from './catalogApi';
export { catalogAnsweredSlice, selectCatalogAnswered } from './catalogAnswered';
export { readPageSnapshot } from './pageSnapshot';
export { paintedProductsOf, paintedProductWithId } from './paintedProducts';
export { firstProductsSnapshot, pageSnapshotElement, productSnapshot } from './writePageSnapshot';
export { PaintedSnapshotProvider } from './paintedSnapshotContext';
export type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';
export type { CatalogExtra } from './catalogApi';
export { useProducts, useProduct, useNeedCounts, useRelatedProducts, useWholeCatalogue } from './hooks';
export type { CatalogStatus } from './hooks';
export { firstOfEachId, isSameId, selectProductById } from './selectors';
export { holdsProduct } from './holdsProduct';
export { parseCatalog } from './parseCatalog';
export { isProduct, isProductId, isProductWithQuantity } from './productFields';
export type { Catalog, Product, ProductId, Rating } from './types';
export { ALL_NEEDS, NEEDS, isNeed } from './needs';
export type { Need } from './needs';
export {
  NO_DISCOVERY,
  prepareSearch,
  SORT_KEYS,
  searchable,
  ingredientsMatching,
  selectDiscovered,
  selectNeedCounts,
  selectRelatedProducts,
  selectSearchMatches,
} from './discovery';
export type { Discovery, LeftOut, SortKey } from './discovery';
export { RELATED_COUNT } from './constants';

export { catalogApi, CATALOG_PATH } from './catalogApi';
export { catalogAnsweredSlice, selectCatalogAnswered } from './catalogAnswered';
export {
  PAGE_SNAPSHOT_ID,
  PaintedSnapshotProvider,
  firstProductsSnapshot,
  pageSnapshotElement,
  productSnapshot,
  readPageSnapshot,
} from './pageSnapshot';
export type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';
export type { CatalogExtra } from './catalogApi';
export { useProducts, useProduct } from './hooks';
export type { CatalogStatus } from './hooks';
export { isSameId, selectProductById } from './selectors';
export { isProduct, parseCatalog } from './parseCatalog';
export type { Catalog, Product, ProductId, Rating } from './types';

export { catalogApi, CATALOG_PATH, seedCatalog } from './catalogApi';
export { EMBEDDED_CATALOG_ID, embeddedCatalogElement, readEmbeddedCatalog } from './embeddedCatalog';
export type { CatalogExtra } from './catalogApi';
export { useProducts, useProduct } from './hooks';
export type { CatalogStatus } from './hooks';
export { isSameId, selectProductById } from './selectors';
export { isProduct, parseCatalog } from './parseCatalog';
export type { Catalog, Product, ProductId, Rating } from './types';

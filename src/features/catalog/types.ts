import type { Product } from './productFields';

export type { Product, ProductId, Rating } from './productFields';

/** The catalogue file as served: the list sits under `products`. */
export type Catalog = { products: Product[] };

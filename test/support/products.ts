import type { Product } from '../../src/features/catalog';
import catalog from '../../public/data/db.products.json';

/** The real catalogue the store ships, as the tests' fixture. */
export const catalogProducts: Product[] = catalog.products;

export function productAt(index: number): Product {
  const product = catalogProducts[index];
  if (!product) throw new Error(`The catalogue has no product at index ${String(index)}.`);
  return product;
}

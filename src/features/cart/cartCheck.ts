import { holdsProduct, isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';
import type { CartItem } from './cartRules';

/** A cart line whose product the catalogue file now names or prices differently: what the shopper is told. */
export type LineChange = {
  id: ProductId;
  /** The name and price the file gives now. */
  name: string;
  price: number;
  /** The name and price the line had before the file was read. */
  was: { name: string; price: number };
};

/** What reading the catalogue file's answer against the cart found (`checkCart`). */
export type CartCheck = {
  /** The file's products for the lines that differ from it in any field: each line takes its product whole. */
  updated: Product[];
  /** Of those, the lines whose name or price changed. */
  changes: LineChange[];
  /** The ids (as text) of the lines whose product the file no longer has. */
  withdrawn: string[];
};

/**
 * The cart as the catalogue file has it (docs/decisions/0010): a line takes its product's fields from the file (a new
 * price, a new name), and a line whose product the file no longer has is withdrawn. Lines stay in the cart either
 * way; only the shopper removes one.
 */
export function checkCart(items: readonly CartItem[], products: readonly Product[]): CartCheck {
  const updated: Product[] = [];
  const changes: LineChange[] = [];
  const withdrawn: string[] = [];
  for (const line of items) {
    const product = products.find((candidate) => isSameId(candidate.id, line.id));
    if (!product) {
      withdrawn.push(String(line.id));
      continue;
    }
    if (holdsProduct(line, product)) continue;
    updated.push(product);
    if (product.name !== line.name || product.price !== line.price) {
      changes.push({
        id: line.id,
        name: product.name,
        price: product.price,
        was: { name: line.name, price: line.price },
      });
    }
  }
  return { updated, changes, withdrawn };
}

import { DEFAULT_QUANTITY } from '../../lib/quantity';
import { isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';

// The cart and the spec's add rule (§4) with no Redux, so the entry script applies the same rule as cartSlice's `add`
// when Add to Cart is tapped before the store exists.

export type CartItem = Product & { quantity: number };
export type CartState = { items: CartItem[]; totalPrice: number };
/** A product, and the quantity of a new line (`DEFAULT_QUANTITY` when not given). */
export type AddToCartPayload = Product & { quantity?: number };

// The quantity rules are every product line's (src/lib/quantity.ts); the cart's callers find them here too.
export { DEFAULT_QUANTITY, MIN_QUANTITY, canDecrease, isQuantity, stepQuantity } from '../../lib/quantity';

export const emptyCart: CartState = { items: [], totalPrice: 0 };

export function sumCart(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.price * item.quantity, 0);
}

/** How many of product `id` the cart holds (0 when it has no such line). */
export function lineQuantity(cart: CartState, id: ProductId): number {
  return cart.items.find((item) => isSameId(item.id, id))?.quantity ?? 0;
}

/** The cart after an add (spec §4): a product already in it rises by 1, whatever quantity was asked for. */
export function withAdded(cart: CartState, { quantity, ...product }: AddToCartPayload): CartState {
  const inCart = cart.items.some((item) => isSameId(item.id, product.id));
  const items = inCart
    ? cart.items.map((item) => (isSameId(item.id, product.id) ? { ...item, quantity: item.quantity + 1 } : item))
    : [...cart.items, { ...product, quantity: quantity ?? DEFAULT_QUANTITY }];
  return { items, totalPrice: sumCart(items) };
}

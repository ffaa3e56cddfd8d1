import * as v from 'valibot';
import { isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';
import type { Step } from '../../lib/pageContract';

// The cart and the spec's add rule (§4) with no Redux, so the entry script applies the same rule as cartSlice's `add`
// when Add to Cart is tapped before the store exists.

export type CartItem = Product & { quantity: number };
export type CartState = { items: CartItem[]; totalPrice: number };
/** A product, and the quantity of a new line (`DEFAULT_QUANTITY` when not given). */
export type AddToCartPayload = Product & { quantity?: number };

export const DEFAULT_QUANTITY = 1;
/** The least quantity a product card, a cart line or an order line can hold. */
export const MIN_QUANTITY = 1;

/** A card's quantity after '+' or '−', never below `MIN_QUANTITY` ('−' is disabled where it changes nothing). */
export function stepQuantity(quantity: number, step: Step): number {
  return step === 'increase' ? quantity + 1 : Math.max(MIN_QUANTITY, quantity - 1);
}

/** A line's quantity as the saved cart and a placed order are checked against it. */
export const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY));

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

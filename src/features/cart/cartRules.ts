import * as v from 'valibot';
import { isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';
import type { Step } from '../../lib/pageContract';

// The cart's shape and the spec's add rule (§4) as plain functions, with no Redux: cartSlice's `add` applies the rule,
// and so does the entry script when an Add to Cart is tapped before the store exists (./paintedCartTaps.ts).

export type CartItem = Product & { quantity: number };

export type CartState = {
  items: CartItem[];
  totalPrice: number;
};

/** What `add` takes: a product, and optionally how many (1 when none is given). */
export type AddToCartPayload = Product & { quantity?: number };

export const DEFAULT_QUANTITY = 1;

/** The least quantity a product card, a cart line or an order line can hold. */
export const MIN_QUANTITY = 1;

/**
 * A product card's quantity after its '+' or '−': one more, or one less but never below `MIN_QUANTITY`. Its '−' is
 * disabled where it would change nothing (`stepQuantity(quantity, 'decrease') === quantity`).
 */
export function stepQuantity(quantity: number, step: Step): number {
  return step === 'increase' ? quantity + 1 : Math.max(MIN_QUANTITY, quantity - 1);
}

/** A line's quantity: a whole number of 1 or more. The saved cart and a placed order are read by it. */
export const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY));

export const isQuantity = (value: unknown): value is number => v.is(QuantitySchema, value);

export const emptyCart: CartState = { items: [], totalPrice: 0 };

export function sumCart(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.price * item.quantity, 0);
}

/** How many of product `id` the cart holds (0 when it has no such line). */
export function lineQuantity(cart: CartState, id: ProductId): number {
  return cart.items.find((item) => isSameId(item.id, id))?.quantity ?? 0;
}

/**
 * The cart after an add (spec §4): a product already in it rises by 1, whatever quantity was asked for; any other is
 * appended with the quantity asked for, or 1. The total is recomputed.
 */
export function withAdded(cart: CartState, { quantity, ...product }: AddToCartPayload): CartState {
  const inCart = cart.items.some((item) => isSameId(item.id, product.id));
  const items = inCart
    ? cart.items.map((item) => (isSameId(item.id, product.id) ? { ...item, quantity: item.quantity + 1 } : item))
    : [...cart.items, { ...product, quantity: quantity ?? DEFAULT_QUANTITY }];
  return { items, totalPrice: sumCart(items) };
}

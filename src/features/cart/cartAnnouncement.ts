import type { UnknownAction } from '@reduxjs/toolkit';
import { isSameId } from '../catalog';
import type { ProductId } from '../catalog';
import { add, remove, subtract } from './cartSlice';
import type { CartItem, CartState } from './cartSlice';

function findLine(items: readonly CartItem[], id: ProductId): CartItem | undefined {
  return items.find((item) => isSameId(item.id, id));
}

function countText(cart: CartState): string {
  const lines = cart.items.length;
  if (lines === 0) return 'your cart is empty';
  return `${String(lines)} ${lines === 1 ? 'item' : 'items'} in cart`;
}

/**
 * What a screen reader says after the shopper changes the cart, e.g. "Dew Drop Serum added to cart — 2 items in
 * cart". The count is the header's (lines in the cart). Null for anything that is not the shopper's own change:
 * a payment's clear, or a cart taken from storage.
 */
export function describeCartChange(action: UnknownAction, before: CartState, after: CartState): string | null {
  let id: ProductId;
  if (add.match(action)) id = action.payload.id;
  else if (subtract.match(action) || remove.match(action)) id = action.payload;
  else return null;

  const was = findLine(before.items, id);
  const is = findLine(after.items, id);
  const name = is?.name ?? was?.name;
  if (name === undefined) return null;
  if (!is) return `${name} removed from cart — ${countText(after)}`;
  if (!was) return `${name} added to cart — ${countText(after)}`;
  return `${name}, quantity ${String(is.quantity)} — ${countText(after)}`;
}

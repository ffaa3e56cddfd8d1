import { createSelector } from '@reduxjs/toolkit';
import { isSameId } from '../catalog';
import type { LineChange } from './cartCheck';
import { selectLineChanges, selectWithdrawnIds } from './cartCheckSlice';
import { sumCart } from './cartRules';
import type { CartItem } from './cartRules';
import { selectCartItems } from './cartSlice';

/** The fixed transaction fee added to every order (spec §9). */
export const TRANSACTION_FEE = 100;

export type OrderTotals = { subtotal: number; fee: number; total: number };

export function orderTotals(subtotal: number): OrderTotals {
  return { subtotal, fee: TRANSACTION_FEE, total: subtotal + TRANSACTION_FEE };
}

/** A line as the cart and checkout show it: what the catalogue file changed on it, and whether it can be bought. */
export type CartLine = {
  item: CartItem;
  /** The price or name the file changed since the line was saved, to tell the shopper. */
  change: LineChange | undefined;
  /** False once the file no longer has the product: out of the total and of the payment, until removed. */
  available: boolean;
};

export const selectCartLines = createSelector(
  [selectCartItems, selectLineChanges, selectWithdrawnIds],
  (items, changes, withdrawn): CartLine[] =>
    items.map((item) => ({
      item,
      change: changes.find((change) => isSameId(change.id, item.id)),
      available: !withdrawn.includes(String(item.id)),
    })),
);

/** The lines Pay Now pays for: every line whose product the catalogue file still has. */
export const selectPayableItems = createSelector([selectCartLines], (lines) =>
  lines.filter((line) => line.available).map((line) => line.item),
);

/**
 * Subtotal (price × quantity over the lines that can be bought; with every line available, the cart's totalPrice),
 * the fee and the total, as the cart and checkout pages show them.
 */
export const selectOrderTotals = createSelector([selectPayableItems], (items) => orderTotals(sumCart(items)));

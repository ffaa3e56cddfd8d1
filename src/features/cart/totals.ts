import { createSelector } from '@reduxjs/toolkit';
import { selectCartTotalPrice } from './cartSlice';

/** The fixed transaction fee added to every order (spec §9). */
export const TRANSACTION_FEE = 100;

export type OrderTotals = { subtotal: number; fee: number; total: number };

export function orderTotals(subtotal: number): OrderTotals {
  return { subtotal, fee: TRANSACTION_FEE, total: subtotal + TRANSACTION_FEE };
}

/** Subtotal (the cart's totalPrice), the fee and the total, as the cart and checkout pages show them. */
export const selectOrderTotals = createSelector([selectCartTotalPrice], orderTotals);

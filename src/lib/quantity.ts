import type { Step } from './pageContract';

// How many of a product: a card's quantity, a cart line's, a saved product's (spec §4, §9). One rule for each of them,
// for the cart, the saved list and the painted page before the store exists.

/** The quantity a card starts at, and a new line or saved product has when none is given. */
export const DEFAULT_QUANTITY = 1;
/** The least quantity a product card, a cart line, a saved product or an order line can hold. */
export const MIN_QUANTITY = 1;

/** A card's quantity after '+' or '−', never below `MIN_QUANTITY`. */
export function stepQuantity(quantity: number, step: Step): number {
  return step === 'increase' ? quantity + 1 : Math.max(MIN_QUANTITY, quantity - 1);
}

/** Whether '−' changes `quantity`: where it does not, at the least, it is disabled. */
export function canDecrease(quantity: number): boolean {
  return stepQuantity(quantity, 'decrease') !== quantity;
}

/** A quantity as what is read back from storage or history is checked against: a whole number of the least or more. */
export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY;
}

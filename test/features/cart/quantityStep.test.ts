/*
 * A product card's '+' and '−' (src/features/cart/cartRules.ts): the one rule the card follows in the app
 * (AddToCart) and on the painted page before the app runs (paintedCartTaps).
 */
import { describe, expect, it } from '@jest/globals';
import { MIN_QUANTITY, stepQuantity } from '../../../src/features/cart/cartRules';

describe("a product card's quantity", () => {
  it("rises by one on '+', falls by one on '−' but never below 1, whose '−' is disabled", () => {
    expect(MIN_QUANTITY).toBe(1);
    expect(stepQuantity(1, 'increase')).toBe(2);
    expect(stepQuantity(24, 'increase')).toBe(25);
    expect(stepQuantity(3, 'decrease')).toBe(2);
    expect(stepQuantity(2, 'decrease')).toBe(1);
    expect(stepQuantity(1, 'decrease')).toBe(1);
    // '−' is disabled where it changes nothing: at 1 alone.
    expect([1, 2, 3].map((quantity) => stepQuantity(quantity, 'decrease') === quantity)).toEqual([true, false, false]);
  });
});

/*
 * The spec's add rule (§4) lives once, in src/features/cart/cartRules.ts. Its two callers, the store's `add` and the
 * entry's add to the kept cart before the store exists, give the same cart for the same taps, whatever they are.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { add, addToKeptCart, cartSlice, emptyCart, keptCart, withAdded } from '../../../src/features/cart';
import type { AddToCartPayload, CartState } from '../../../src/features/cart';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';

const serum = makeProduct({ id: 1, name: 'Dew Drop Serum', price: 38.5 });
const oil = makeProduct({ id: '2', name: 'Rosehip Glow Oil', price: 22.25 });

describe('the add rule', () => {
  it('appends a product not yet in the cart with the quantity asked for, or 1', () => {
    const one = withAdded(emptyCart, { ...serum, quantity: 3 });
    expect(one).toEqual({ items: [{ ...serum, quantity: 3 }], totalPrice: 115.5 });
    expect(withAdded(one, oil)).toEqual({
      items: [
        { ...serum, quantity: 3 },
        { ...oil, quantity: 1 },
      ],
      totalPrice: 137.75,
    });
  });

  it('adds one to a product already in the cart, whatever quantity is asked for, its id compared as text', () => {
    const one = withAdded(emptyCart, oil);
    expect(withAdded(one, { ...oil, id: 2, quantity: 5 })).toEqual({
      items: [{ ...oil, quantity: 2 }],
      totalPrice: 44.5,
    });
  });

  it('leaves the cart it was given as it was', () => {
    const one = withAdded(emptyCart, serum);
    withAdded(one, serum);
    expect(one).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 38.5 });
  });
});

describe('its two callers', () => {
  const tap = fc.record({
    product: fc.constantFrom(serum, oil, makeProduct({ id: 3, price: 9.99 })),
    quantity: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
  });

  it('the store and the kept cart come to the same cart for the same Add to Cart taps', () => {
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 12 }), (taps) => {
        const items: AddToCartPayload[] = taps.map(({ product, quantity }) => ({ ...product, quantity }));
        const inTheStore = items.reduce<CartState>((cart, item) => cartSlice.reducer(cart, add(item)), emptyCart);
        const storage = createMemoryStorage();
        const addBeforeTheStore = addToKeptCart(storage);
        for (const item of items) addBeforeTheStore(item);
        expect(keptCart.read(storage)).toEqual(inTheStore);
        expect(storage.read('cart')).toBe(items.length === 0 ? null : keptCart.text(inTheStore));
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { cartEnvelope, markSavedCart } from '../../src/lib/savedCart';

describe('the saved cart at a glance', () => {
  it('reads the envelope the spec accepts: an items list and a totalPrice of 0 or more', () => {
    expect(cartEnvelope({ items: [], totalPrice: 0 })).toEqual({ items: [], totalPrice: 0 });
    expect(cartEnvelope({ items: [1, 2], totalPrice: 3.5 })).toEqual({ items: [1, 2], totalPrice: 3.5 });
    for (const value of [
      null,
      'cart',
      [],
      { items: [] },
      { items: {}, totalPrice: 1 },
      { items: [], totalPrice: -1 },
    ]) {
      expect(cartEnvelope(value)).toBeNull();
    }
    expect(cartEnvelope({ items: [], totalPrice: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it.each([
    ['an empty cart', 0, 'empty', '0'],
    ['two lines', 2, 'lines', '2'],
  ])('marks the page for %s', (_case, count, state, lines) => {
    const root = document.createElement('html');
    markSavedCart(root, count);
    expect(root.dataset.savedCart).toBe(state);
    expect(root.style.getPropertyValue('--saved-cart-lines')).toBe(lines);
  });
});

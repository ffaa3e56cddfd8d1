import { describe, expect, it } from '@jest/globals';
import { cartEnvelope, markSavedCart } from '../../src/lib/savedCart';
import { createMemoryStorage } from '../support/memoryStorage';

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
    ['nothing saved', null, 'empty', '0'],
    ['not JSON', '{oops', 'empty', '0'],
    ['no totalPrice', JSON.stringify({ items: [{}, {}] }), 'empty', '0'],
    ['an empty list', JSON.stringify({ items: [], totalPrice: 0 }), 'empty', '0'],
    ['two lines', JSON.stringify({ items: [{}, {}], totalPrice: 10 }), 'lines', '2'],
  ])('marks the page for %s', (_case, saved, state, lines) => {
    const storage = createMemoryStorage(saved === null ? {} : { cart: saved });
    const root = document.createElement('html');
    markSavedCart(storage, root);
    expect(root.dataset.savedCart).toBe(state);
    expect(root.style.getPropertyValue('--saved-cart-lines')).toBe(lines);
  });
});

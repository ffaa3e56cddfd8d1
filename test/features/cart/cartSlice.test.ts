import { describe, expect, it } from '@jest/globals';
import { add, cartSlice, clear, remove, subtract, keptCartRead } from '../../../src/features/cart/cartSlice';
import { emptyCart } from '../../../src/features/cart/cartRules';
import type { CartState } from '../../../src/features/cart/cartRules';
import { makeProduct } from '../../support/fixtures';

const reduce = cartSlice.reducer;
const serum = makeProduct({ id: 1, name: 'HOLOCENA', price: 22.5 });
const oil = makeProduct({ id: 2, name: 'VERDANCE', price: 40 });

function cartWith(...lines: [ReturnType<typeof makeProduct>, number][]): CartState {
  const items = lines.map(([product, quantity]) => ({ ...product, quantity }));
  return { items, totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0) };
}

describe('cartSlice', () => {
  it('starts empty with a total of 0', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ items: [], totalPrice: 0 });
  });

  describe('add', () => {
    it('appends a new item with the given quantity and recomputes the total', () => {
      const state = reduce(emptyCart, add({ ...serum, quantity: 3 }));
      expect(state.items).toEqual([{ ...serum, quantity: 3 }]);
      expect(state.totalPrice).toBe(67.5);
    });

    it('appends with quantity 1 when none is given', () => {
      const state = reduce(emptyCart, add(serum));
      expect(state.items).toEqual([{ ...serum, quantity: 1 }]);
      expect(state.totalPrice).toBe(22.5);
    });

    it('raises an item already in the cart by 1, whatever quantity is given', () => {
      const state = reduce(cartWith([serum, 2]), add({ ...serum, quantity: 5 }));
      expect(state.items).toHaveLength(1);
      expect(state.items[0]?.quantity).toBe(3);
      expect(state.totalPrice).toBe(67.5);
    });

    it('matches ids as text: "1" is the product with id 1', () => {
      const state = reduce(cartWith([serum, 1]), add({ ...serum, id: '1', quantity: 4 }));
      expect(state.items).toHaveLength(1);
      expect(state.items[0]?.quantity).toBe(2);
    });

    it('keeps other lines and their order', () => {
      const state = reduce(cartWith([serum, 1]), add({ ...oil, quantity: 2 }));
      expect(state.items.map((item) => item.name)).toEqual(['HOLOCENA', 'VERDANCE']);
      expect(state.totalPrice).toBe(102.5);
    });
  });

  describe('subtract', () => {
    it('lowers a quantity above 1 by 1 and recomputes the total', () => {
      const state = reduce(cartWith([serum, 3], [oil, 1]), subtract(1));
      expect(state.items[0]?.quantity).toBe(2);
      expect(state.totalPrice).toBe(85);
    });

    it('removes the line when its quantity is 1', () => {
      const state = reduce(cartWith([serum, 1], [oil, 1]), subtract(1));
      expect(state.items.map((item) => item.id)).toEqual([2]);
      expect(state.totalPrice).toBe(40);
    });

    it('does nothing for an id not in the cart', () => {
      const before = cartWith([serum, 1]);
      expect(reduce(before, subtract(99))).toEqual(before);
    });

    it('recomputes the total even for an id not in the cart, so a total kept by clear does not outlive it', () => {
      const paid = reduce(cartWith([serum, 2]), clear());
      expect(paid.totalPrice).toBe(45);
      expect(reduce(paid, subtract(1))).toEqual({ items: [], totalPrice: 0 });
    });
  });

  describe('remove', () => {
    it('deletes the whole line whatever its quantity and recomputes the total', () => {
      const state = reduce(cartWith([serum, 5], [oil, 1]), remove(1));
      expect(state.items.map((item) => item.id)).toEqual([2]);
      expect(state.totalPrice).toBe(40);
    });

    it('leaves a total of 0 when the last line goes', () => {
      expect(reduce(cartWith([serum, 2]), remove('1'))).toEqual({ items: [], totalPrice: 0 });
    });
  });

  describe('clear', () => {
    it('empties the items but keeps totalPrice as it was', () => {
      const state = reduce(cartWith([serum, 2], [oil, 1]), clear());
      expect(state.items).toEqual([]);
      expect(state.totalPrice).toBe(85);
    });
  });

  describe('keptCartRead', () => {
    it('replaces the whole cart with the one read from storage, total included', () => {
      const saved = cartWith([oil, 3]);
      expect(reduce(cartWith([serum, 1]), keptCartRead(saved))).toEqual(saved);
      expect(keptCartRead(saved).type).toBe('cart/keptCartRead');
    });

    it('keeps a stored total as it is, like the cart read on load', () => {
      const afterPayment: CartState = { items: [], totalPrice: 130 };
      expect(reduce(cartWith([serum, 1]), keptCartRead(afterPayment))).toEqual(afterPayment);
    });
  });

  it('recomputes the total from price × quantity of every line, not from the previous total', () => {
    const stale: CartState = { items: [{ ...serum, quantity: 2 }], totalPrice: 999 };
    expect(reduce(stale, add(oil)).totalPrice).toBe(85);
  });
});

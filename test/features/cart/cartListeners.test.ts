import { describe, expect, it } from '@jest/globals';
import { makeStore } from '../../../src/app/store';
import { add, clear, remove, subtract } from '../../../src/features/cart';
import { createMemoryStorage } from '../../support/memoryStorage';
import { makeProduct } from '../../support/fixtures';

const serum = makeProduct({ id: 1, price: 20 });
const oil = makeProduct({ id: 2, name: 'VERDANCE', price: 30 });

function setup() {
  const storage = createMemoryStorage();
  const store = makeStore(undefined, { storage });
  const saved = () => {
    const raw = storage.values.get('cart');
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  };
  return { store, storage, saved };
}

describe('cart persistence listener', () => {
  it('saves {items, totalPrice} under "cart" after add', () => {
    const { store, saved } = setup();
    store.dispatch(add({ ...serum, quantity: 2 }));
    expect(saved()).toEqual({ items: [{ ...serum, quantity: 2 }], totalPrice: 40 });
  });

  it('saves after subtract', () => {
    const { store, saved } = setup();
    store.dispatch(add({ ...serum, quantity: 2 }));
    store.dispatch(subtract(1));
    expect(saved()).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 20 });
  });

  it('saves after remove', () => {
    const { store, saved } = setup();
    store.dispatch(add(serum));
    store.dispatch(add(oil));
    store.dispatch(remove(1));
    expect(saved()).toEqual({ items: [{ ...oil, quantity: 1 }], totalPrice: 30 });
  });

  it('does not save after clear: the stored cart keeps its lines', () => {
    const { store, storage, saved } = setup();
    store.dispatch(add(serum));
    const writesBefore = storage.writes.length;
    store.dispatch(clear());
    expect(storage.writes).toHaveLength(writesBefore);
    expect(saved()).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 20 });
    expect(store.getState().cart).toEqual({ items: [], totalPrice: 20 });
  });

  it('writes once per cart action and never for other actions', () => {
    const { store, storage } = setup();
    store.dispatch({ type: 'something/else' });
    expect(storage.writes).toHaveLength(0);
    store.dispatch(add(serum));
    store.dispatch(add(serum));
    expect(storage.writes.map(([key]) => key)).toEqual(['cart', 'cart']);
  });

  it('keeps the cart working in memory when saving fails', () => {
    const store = makeStore(undefined, { storage: { read: () => null, write: () => false } });
    store.dispatch(add(serum));
    expect(store.getState().cart.items).toHaveLength(1);
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../../src/app/store';
import { add, clear, remove, subtract, keptCartRead } from '../../../src/features/cart';
import { browserPage } from '../../../src/lib/reloadAfresh';
import { createSafeStorage } from '../../../src/lib/storage';
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

  it('does not save after clear: the kept cart keeps its lines', () => {
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

  it('does not save a cart synced from storage: writing it back would echo it to the other tabs', () => {
    const { store, storage, saved } = setup();
    store.dispatch(keptCartRead({ items: [{ ...oil, quantity: 2 }], totalPrice: 60 }));
    expect(store.getState().cart.totalPrice).toBe(60);
    expect(storage.writes).toHaveLength(0);
    store.dispatch(add(serum));
    expect(saved()).toEqual({
      items: [
        { ...oil, quantity: 2 },
        { ...serum, quantity: 1 },
      ],
      totalPrice: 80,
    });
  });

  it('keeps the cart working in memory when saving fails, and the page from loading afresh while it does', () => {
    let accepting = false;
    const store = makeStore(undefined, { storage: { read: () => null, write: () => accepting } });
    store.dispatch(add(serum));
    expect(store.getState().cart.items).toHaveLength(1);
    // The page holds the only copy of the cart: a script that cannot load shows the error page instead.
    expect(browserPage().holdsUnsaved()).toBe(true);
    accepting = true;
    store.dispatch(add(oil));
    expect(browserPage().holdsUnsaved()).toBe(false);
  });

  it.each([
    ['storage is full', new DOMException('full', 'QuotaExceededError')],
    ['storage is forbidden', new DOMException('denied', 'SecurityError')],
  ])(
    'when %s, every change still reaches the cart and the failure is logged once, not once per save',
    (_case, error) => {
      const log = jest.fn();
      const failing = () => {
        throw error;
      };
      const storage = createSafeStorage(() => ({ getItem: failing, setItem: failing }), log);
      const store = makeStore(undefined, { storage });
      store.dispatch(add({ ...serum, quantity: 2 }));
      store.dispatch(add(oil));
      store.dispatch(subtract(1));
      store.dispatch(remove(2));
      expect(store.getState().cart).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 20 });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('kept for this visit only'), error);
    },
  );
});

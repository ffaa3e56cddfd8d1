import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clearAllListeners } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { makeStore } from '../../../src/app/store';
import type { AppStore } from '../../../src/app/store';
import { add, clear, emptyCart, keptCart } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import { createBrowserStorage } from '../../../src/lib/storage';
import type { KeyValueStorage } from '../../../src/lib/storage';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderWithProviders';

const serum = makeProduct({ id: 1, name: 'HOLOCENA', price: 20 });
const oil = makeProduct({ id: 'rose-oil', name: 'VERDANCE', price: 30 });
const otherTabCart: CartState = {
  items: [
    { ...serum, quantity: 2 },
    { ...oil, quantity: 1 },
  ],
  totalPrice: 70,
};

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => {
    stop();
  });
});

/** Boots `store` as the page does, and stops its listeners (the window's among them) after the test. */
function startTab(store: AppStore) {
  store.dispatch(booted());
  stops.push(() => store.dispatch(clearAllListeners()));
  return store;
}

/** A tab: its own store following jsdom's window, booted as src/app/start.tsx boots it. */
function openTab(storage: KeyValueStorage = createMemoryStorage()) {
  return startTab(makeStore(undefined, { storage, events: window }));
}

/** What the browser fires in the other tabs when one tab saves (or removes) `key`. */
function storageEventFromAnotherTab(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

function pageShow(persisted: boolean) {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
}

describe('the cart across tabs: another tab saved the cart', () => {
  it('takes the kept cart, and writes nothing back', () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    storage.values.set('cart', keptCart.text(otherTabCart));
    storageEventFromAnotherTab('cart', keptCart.text(otherTabCart));
    expect(store.getState().cart).toEqual(otherTabCart);
    expect(storage.writes).toHaveLength(0);
  });

  it('reads the cart through the same checks as on load: unreadable lines are dropped, the total recomputed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createMemoryStorage();
    const store = openTab(storage);
    const raw = JSON.stringify({ items: [null, { ...oil, quantity: 2 }, { ...serum, price: 'free' }], totalPrice: 9 });
    storage.values.set('cart', raw);
    expect(() => {
      storageEventFromAnotherTab('cart', raw);
    }).not.toThrow();
    expect(store.getState().cart).toEqual({ items: [{ ...oil, quantity: 2 }], totalPrice: 60 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('empties the cart when another tab removed it or cleared the whole storage', () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    store.dispatch(add(serum));
    storage.values.clear();
    storageEventFromAnotherTab(null, null);
    expect(store.getState().cart).toEqual(emptyCart);
  });

  it('follows the window once however often the store says it booted', () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    store.dispatch(booted());
    const read = jest.spyOn(storage, 'read');
    storageEventFromAnotherTab('cart', null);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('ignores changes to other keys', () => {
    const storage = createMemoryStorage({ cart: keptCart.text(otherTabCart) });
    const store = openTab(storage);
    const before = store.getState().cart;
    storageEventFromAnotherTab('theme', 'dark');
    expect(store.getState().cart).toBe(before);
  });

  it("stops following once the store's listeners are cleared", () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    storage.values.set('cart', keptCart.text(otherTabCart));
    store.dispatch(clearAllListeners());
    storageEventFromAnotherTab('cart', keptCart.text(otherTabCart));
    pageShow(true);
    expect(store.getState().cart).toEqual(emptyCart);
  });
});

describe('the cart across tabs: two tabs on the real localStorage', () => {
  /** The browser storage, counting this tab's own writes. */
  function countingBrowserStorage() {
    const storage = createBrowserStorage();
    const writes: string[] = [];
    return {
      writes,
      read: (key: string) => storage.read(key),
      write(key: string, value: string) {
        writes.push(value);
        return storage.write(key, value);
      },
    };
  }

  it("one tab's change shows in the other, and neither echoes the other's write", () => {
    const storageA = countingBrowserStorage();
    const storageB = countingBrowserStorage();
    const tabA = openTab(storageA);
    const tabB = openTab(storageB);

    tabA.dispatch(add({ ...serum, quantity: 2 }));
    // jsdom, like a browser, does not tell the writing window; the browser tells the others.
    storageEventFromAnotherTab('cart', window.localStorage.getItem('cart'));
    expect(tabB.getState().cart).toEqual({ items: [{ ...serum, quantity: 2 }], totalPrice: 40 });
    expect(tabA.getState().cart).toEqual(tabB.getState().cart);
    expect(storageA.writes).toHaveLength(1);
    expect(storageB.writes).toHaveLength(0);

    // B's next change builds on the synced cart and is saved once.
    tabB.dispatch(add(oil));
    expect(storageB.writes).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual({
      items: [
        { ...serum, quantity: 2 },
        { ...oil, quantity: 1 },
      ],
      totalPrice: 70,
    });
  });

  it('keeps the clear rule: paying in one tab writes nothing, so the other tab keeps its cart', () => {
    const storageA = countingBrowserStorage();
    const tabA = openTab(storageA);
    const tabB = openTab(countingBrowserStorage());
    tabA.dispatch(add(serum));
    storageEventFromAnotherTab('cart', window.localStorage.getItem('cart'));

    tabA.dispatch(clear());
    expect(storageA.writes).toHaveLength(1);
    expect(tabA.getState().cart).toEqual({ items: [], totalPrice: 20 });
    expect(tabB.getState().cart.items).toHaveLength(1);
  });
});

describe('the cart across tabs: back/forward cache', () => {
  it('reads the cart again when the page comes back from the cache, without writing it', () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    store.dispatch(add(serum));
    // While the page slept, another tab saved a different cart (and its storage event never reached this page).
    storage.values.set('cart', keptCart.text(otherTabCart));
    const writes = storage.writes.length;
    pageShow(true);
    expect(store.getState().cart).toEqual(otherTabCart);
    expect(storage.writes).toHaveLength(writes);
  });

  it('does nothing on an ordinary page show: the cart was just read on load', () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    const before = store.getState().cart;
    storage.values.set('cart', keptCart.text(otherTabCart));
    pageShow(false);
    expect(store.getState().cart).toBe(before);
  });
});

describe('the cart across tabs: what the shopper sees', () => {
  it("updates the header's cart count and the cart page without a reload", async () => {
    const storage = createMemoryStorage();
    const { store } = await renderApp({ route: '/cart', storage, events: window });
    act(() => {
      startTab(store);
    });
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();

    storage.values.set('cart', keptCart.text(otherTabCart));
    act(() => {
      storageEventFromAnotherTab('cart', keptCart.text(otherTabCart));
    });

    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Cart items' });
    expect(within(lines).getByRole('link', { name: 'VERDANCE' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of HOLOCENA' })).toHaveValue('2');
    expect(storage.writes).toHaveLength(0);
  });
});

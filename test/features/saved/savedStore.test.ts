/*
 * Saved for later in the store: its slice, the listener that keeps it under `saved`, the store's reading of it and of
 * other tabs' changes, the cart's side of "Move to cart" and "Save for later", and the catalogue file's answer.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { clearAllListeners } from '@reduxjs/toolkit';
import { booted } from '../../../src/app/lifecycle';
import { makeStore } from '../../../src/app/store';
import { add } from '../../../src/features/cart';
import { catalogApi } from '../../../src/features/catalog';
import type { Product } from '../../../src/features/catalog';
import {
  SAVED_LIST_KEY,
  cartLineSaved,
  movedToCart,
  removed,
  savedListRead,
  savedList,
  selectIsSaved,
  selectLeftOut,
  selectSavedItems,
  heartToggled,
} from '../../../src/features/saved';
import type { SavedItem } from '../../../src/features/saved';
import { browserPage } from '../../../src/lib/reloadAfresh';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';

const serum = makeProduct({ id: 1, name: 'Dew Drop Serum', price: 20 });
const oil = makeProduct({ id: 2, name: 'Rosehip Glow Oil', price: 30 });
const balm = makeProduct({ id: 3, name: 'Lip Balm', price: 8 });

const keptIn = (storage: MemoryStorage) => JSON.parse(storage.values.get(SAVED_LIST_KEY) ?? 'null') as unknown;

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = makeStore(undefined, { storage });
  return { store, storage, kept: () => keptIn(storage) };
}

describe('the saved list in the store', () => {
  it('keeps the list under "saved" after each heart and each Remove', () => {
    const { store, kept } = setup();
    store.dispatch(heartToggled(serum));
    store.dispatch(heartToggled(oil));
    expect(kept()).toEqual([
      { ...serum, quantity: 1 },
      { ...oil, quantity: 1 },
    ]);
    expect(selectIsSaved(store.getState(), '1')).toBe(true);
    store.dispatch(heartToggled(serum));
    expect(kept()).toEqual([{ ...oil, quantity: 1 }]);
    store.dispatch(removed(2));
    expect(kept()).toEqual([]);
  });

  it('reads the list once booted, and never writes back what it read (another tab would hear it again)', () => {
    const { store, storage } = setup({ [SAVED_LIST_KEY]: savedList.text([{ ...serum, quantity: 2 }]) });
    store.dispatch(booted());
    expect(selectSavedItems(store.getState())).toEqual([{ ...serum, quantity: 2 }]);
    store.dispatch(savedListRead([{ ...oil, quantity: 1 }]));
    expect(storage.writes).toEqual([]);
  });

  it('follows another tab and the back/forward cache once booted, until the store lets go', () => {
    const storage = createMemoryStorage();
    const store = makeStore(undefined, { storage, events: window });
    store.dispatch(booted());
    storage.values.set(SAVED_LIST_KEY, savedList.text([{ ...oil, quantity: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(selectSavedItems(store.getState())).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LIST_KEY }));
    expect(selectSavedItems(store.getState())).toEqual([{ ...oil, quantity: 1 }]);
    storage.values.set(SAVED_LIST_KEY, savedList.text([]));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(selectSavedItems(store.getState())).toEqual([]);
    store.dispatch(clearAllListeners());
    storage.values.set(SAVED_LIST_KEY, savedList.text([{ ...serum, quantity: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LIST_KEY }));
    expect(selectSavedItems(store.getState())).toEqual([]);
  });

  it('keeps the list for the visit when storage refuses it, and the page from loading afresh meanwhile', () => {
    let accepting = false;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore(undefined, { storage: { read: () => null, write: () => accepting } });
    store.dispatch(heartToggled(serum));
    expect(selectSavedItems(store.getState())).toEqual([{ ...serum, quantity: 1 }]);
    expect(browserPage().holdsUnsaved()).toBe(true);
    accepting = true;
    store.dispatch(heartToggled(oil));
    expect(browserPage().holdsUnsaved()).toBe(false);
    warn.mockRestore();
  });
});

describe('between the cart and the saved list', () => {
  it('"Save for later" on a cart line: the spec’s remove on the cart, and the line joins the list with its quantity', () => {
    const { store, storage, kept } = setup();
    store.dispatch(add({ ...serum, quantity: 3 }));
    store.dispatch(add(oil));
    store.dispatch(cartLineSaved({ ...serum, quantity: 3 }));
    expect(store.getState().cart).toEqual({ items: [{ ...oil, quantity: 1 }], totalPrice: 30 });
    expect(JSON.parse(storage.values.get('cart') ?? 'null')).toEqual({
      items: [{ ...oil, quantity: 1 }],
      totalPrice: 30,
    });
    expect(kept()).toEqual([{ ...serum, quantity: 3 }]);
  });

  it('"Move to cart": the spec’s add rule with the saved quantity, and it leaves the list', () => {
    const { store, storage, kept } = setup();
    store.dispatch(cartLineSaved({ ...serum, quantity: 3 }));
    store.dispatch(cartLineSaved({ ...oil, quantity: 2 }));
    store.dispatch(add({ ...oil, quantity: 1 }));
    store.dispatch(movedToCart({ ...serum, quantity: 3 }));
    // Not yet in the cart: a new line with the saved quantity.
    expect(store.getState().cart.items).toEqual([
      { ...oil, quantity: 1 },
      { ...serum, quantity: 3 },
    ]);
    // Already in the cart: one more, whatever quantity was saved.
    store.dispatch(movedToCart({ ...oil, quantity: 2 }));
    expect(store.getState().cart).toEqual({
      items: [
        { ...oil, quantity: 2 },
        { ...serum, quantity: 3 },
      ],
      totalPrice: 120,
    });
    expect(kept()).toEqual([]);
    expect(JSON.parse(storage.values.get('cart') ?? 'null')).toEqual(store.getState().cart);
  });
});

const server = useCatalogServer();

/** A store with `saved` kept, booted, whose catalogue file answers with `products`. */
async function answered(saved: SavedItem[], products: Product[]) {
  server.setMode('body');
  server.serveBody({ products });
  const storage = createMemoryStorage({ [SAVED_LIST_KEY]: savedList.text(saved) });
  const store = makeStore(undefined, { storage, catalogBaseUrl: server.url });
  store.dispatch(booted());
  const request = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
  await request;
  request.unsubscribe();
  return { store, storage, kept: () => keptIn(storage) };
}

describe('the saved list read against the catalogue file', () => {
  it('leaves out a product the file no longer has, says it once, and keeps the rest with the file’s fields', async () => {
    const dearer = { ...oil, price: 32 };
    const { store, kept } = await answered(
      [
        { ...serum, quantity: 1 },
        { ...oil, quantity: 2 },
      ],
      [dearer, balm],
    );
    expect(selectSavedItems(store.getState())).toEqual([{ ...dearer, quantity: 2 }]);
    expect(kept()).toEqual([{ ...dearer, quantity: 2 }]);
    expect(selectLeftOut(store.getState())).toEqual([{ id: 1, name: serum.name }]);

    // Another answer finds nothing new: nothing is said or kept again.
    const request = store.dispatch(
      catalogApi.endpoints.getCatalog.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    await request;
    expect(selectLeftOut(store.getState())).toEqual([{ id: 1, name: serum.name }]);
  });

  it('changes nothing, and keeps nothing, when the file holds every saved product as saved', async () => {
    const { store, storage } = await answered([{ ...serum, quantity: 1 }], [serum, oil]);
    expect(selectSavedItems(store.getState())).toEqual([{ ...serum, quantity: 1 }]);
    expect(storage.writes).toEqual([]);
  });

  it('reads a heart of a painted product against the answer it came after', async () => {
    const dearer = { ...balm, price: 9 };
    const { store, kept } = await answered([], [dearer]);
    store.dispatch(heartToggled(balm));
    expect(selectSavedItems(store.getState())).toEqual([{ ...dearer, quantity: 1 }]);
    expect(kept()).toEqual([{ ...dearer, quantity: 1 }]);
  });
});

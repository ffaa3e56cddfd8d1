/*
 * The compare list in the store: its slice, the listener that keeps it under `compare`, the store's reading of it and
 * of other tabs' changes, storage that refuses it, the refusal's message, and the catalogue file's answer.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { booted } from '../../../src/app/lifecycle';
import { makeStore } from '../../../src/app/store';
import { add } from '../../../src/features/cart';
import { catalogApi } from '../../../src/features/catalog';
import type { Product } from '../../../src/features/catalog';
import {
  COMPARE_KEY,
  compareList,
  compareListRead,
  compareRemoved,
  compareToggled,
  REFUSAL,
  selectComparedCount,
  selectComparedIds,
  selectIsCompared,
} from '../../../src/features/compare';
import { ANNOUNCER_ID } from '../../../src/lib/liveRegion';
import { ATTR_COMPARE_REFUSED } from '../../../src/lib/pageContract';
import { createSafeStorage } from '../../../src/lib/storage';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';

const keptIn = (storage: MemoryStorage) => JSON.parse(storage.values.get(COMPARE_KEY) ?? 'null') as unknown;

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = makeStore(undefined, { storage });
  return { store, storage, kept: () => keptIn(storage) };
}

const refusalShown = () => document.documentElement.hasAttribute(ATTR_COMPARE_REFUSED);

describe('the compare list in the store', () => {
  it('keeps the list under "compare" after each toggle and each Remove', () => {
    const { store, kept } = setup();
    store.dispatch(compareToggled('1'));
    store.dispatch(compareToggled('2'));
    expect(kept()).toEqual(['1', '2']);
    expect(selectIsCompared(store.getState(), '2')).toBe(true);
    store.dispatch(compareToggled('1'));
    expect(kept()).toEqual(['2']);
    store.dispatch(compareRemoved('2'));
    expect(kept()).toEqual([]);
  });

  it('refuses a fourth: the list stays, the message shows and is said; the next change hides it', () => {
    const { store, kept } = setup();
    for (const id of ['1', '2', '3']) store.dispatch(compareToggled(id));
    expect(refusalShown()).toBe(false);
    store.dispatch(compareToggled('4'));
    expect(selectComparedIds(store.getState())).toEqual(['1', '2', '3']);
    expect(kept()).toEqual(['1', '2', '3']);
    expect(refusalShown()).toBe(true);
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent(REFUSAL);
    store.dispatch(compareRemoved('2'));
    expect(refusalShown()).toBe(false);
    store.dispatch(compareToggled('4'));
    expect(selectComparedIds(store.getState())).toEqual(['1', '3', '4']);
    expect(refusalShown()).toBe(false);
  });

  it('reads the list once booted, counts it from then on, and never writes back what it read', () => {
    const { store, storage } = setup({ [COMPARE_KEY]: '["5","8"]' });
    expect(selectComparedCount(store.getState())).toBeNull();
    store.dispatch(booted());
    expect(selectComparedIds(store.getState())).toEqual(['5', '8']);
    expect(selectComparedCount(store.getState())).toBe(2);
    store.dispatch(compareListRead(['9']));
    expect(storage.writes).toEqual([]);
  });

  it('reads a broken list as empty, with one warning, and never touches the cart', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cart = JSON.stringify({ items: [{ ...makeProduct({ id: 3 }), quantity: 2 }], totalPrice: 20 });
    const { store, storage } = setup({ [COMPARE_KEY]: '{"not":"a list"', cart });
    store.dispatch(booted());
    expect(selectComparedIds(store.getState())).toEqual([]);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('compare'))).toHaveLength(1);
    expect(storage.values.get('cart')).toBe(cart);
    expect(store.getState().cart.items).toHaveLength(1);
    warn.mockRestore();
  });

  it('follows another tab once booted', () => {
    const storage = createMemoryStorage();
    const store = makeStore(undefined, { storage, events: window });
    store.dispatch(booted());
    storage.values.set(COMPARE_KEY, compareList.text(['7']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'saved' }));
    expect(selectComparedIds(store.getState())).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    expect(selectComparedIds(store.getState())).toEqual(['7']);
  });

  it('keeps the list for the visit when storage throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = makeStore(undefined, { storage: createSafeStorage(() => throwing) });
    store.dispatch(booted());
    store.dispatch(compareToggled('1'));
    store.dispatch(compareToggled('2'));
    expect(selectComparedIds(store.getState())).toEqual(['1', '2']);
    expect(selectIsCompared(store.getState(), '1')).toBe(true);
    warn.mockRestore();
  });

  it('leaves the cart alone', () => {
    const { store } = setup();
    store.dispatch(add(makeProduct({ id: 1 })));
    store.dispatch(compareToggled('1'));
    store.dispatch(compareRemoved('1'));
    expect(store.getState().cart.items).toHaveLength(1);
  });
});

const server = useCatalogServer();

describe('the compare list read against the catalogue file', () => {
  async function answered(kept: string[], products: Product[]) {
    server.setMode('body');
    server.serveBody({ products });
    const storage = createMemoryStorage({ [COMPARE_KEY]: compareList.text(kept) });
    const store = makeStore(undefined, { storage, catalogBaseUrl: server.url });
    store.dispatch(booted());
    const request = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    await request;
    request.unsubscribe();
    return { store, kept: () => keptIn(storage) };
  }

  it('drops, quietly, a product the file no longer has, and keeps the rest in their order', async () => {
    const { store, kept } = await answered(['3', '1', '2'], [makeProduct({ id: 1 }), makeProduct({ id: 3 })]);
    expect(selectComparedIds(store.getState())).toEqual(['3', '1']);
    expect(kept()).toEqual(['3', '1']);
  });

  it('changes nothing when the file has every product', async () => {
    const { store, kept } = await answered(['2'], [makeProduct({ id: 2 })]);
    expect(selectComparedIds(store.getState())).toEqual(['2']);
    expect(kept()).toEqual(['2']);
  });
});

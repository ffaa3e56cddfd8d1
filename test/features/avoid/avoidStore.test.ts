/*
 * The avoid list in the store: not there from its start, brought in its own chunk (src/features/avoid/avoidFeature.ts)
 * once the store is booted and storage holds a list, or another tab keeps one, or at the first tap
 * (src/features/avoid/avoidStart.ts, avoided.ts); then kept under `avoid` after each change the shopper makes, never
 * after a read, for the visit while storage refuses it, and read as empty with a warning when what is kept is bad,
 * the cart untouched. The painted page's hand-over (avoidHandOver.ts) gives the store what a tap kept.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clearAllListeners } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { makeStore } from '../../../src/app/store';
import type { AppStore } from '../../../src/app/store';
import { CART_KEY, keptCart } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import * as avoided from '../../../src/features/avoid/avoided';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { toggleThroughTheStore } from '../../../src/features/avoid/avoidHandOver';
import { avoidOnThePaintedPage } from '../../../src/features/avoid/avoidOnThePaintedPage';
import { browserPage } from '../../../src/lib/reloadAfresh';
import type { KeyValueStorage } from '../../../src/lib/storage';
import { appWarnings, makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';

const { selectAvoided, withAvoidList } = avoided;

const UNREADABLE = 'The ingredients you avoid could not be read; starting with none avoided.';

const stops: (() => void)[] = [];
afterEach(() => {
  // A store that follows the window keeps its listeners on it: the next test's events are not its own.
  for (const stop of stops.splice(0)) stop();
});

/** A tab's store on `storage`, following jsdom's window when `followed`, booted as src/app/start.tsx boots it. */
function openTab(storage: KeyValueStorage, { followed = false } = {}): AppStore {
  const store = makeStore(undefined, { storage, ...(followed ? { events: window } : {}) });
  stops.push(() => store.dispatch(clearAllListeners()));
  store.dispatch(booted());
  return store;
}

const avoidedIn = (store: AppStore) => selectAvoided(store.getState());
const keptIn = (storage: MemoryStorage) => storage.values.get(AVOID_KEY);
const writesOf = (storage: MemoryStorage, key: string) => storage.writes.filter(([written]) => written === key);

/** What another tab's save of `key` fires in this one. */
function anotherTabKept(storage: MemoryStorage, key: string, value: string) {
  storage.values.set(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('bringing the avoid list to the store', () => {
  it.each([
    ['nothing is kept', {}],
    ['an empty list is kept', { [AVOID_KEY]: '[]' }],
  ])('asks for none of it when %s: a shopper who avoids nothing loads nothing', (_what, kept) => {
    const asked = jest.spyOn(avoided, 'withAvoidList');
    const store = openTab(createMemoryStorage(kept));
    // The boot's listener decides at once, as it runs: nothing is asked for, and nothing is pending.
    expect(asked).not.toHaveBeenCalled();
    expect(avoidedIn(store)).toEqual([]);
  });

  it('brings the chunk once booted when storage holds a list; the store holds it, and writes nothing', async () => {
    const asked = jest.spyOn(avoided, 'withAvoidList');
    const storage = createMemoryStorage({ [AVOID_KEY]: '["Linalool","Limonene"]' });
    const store = makeStore(undefined, { storage });
    stops.push(() => store.dispatch(clearAllListeners()));
    // Not before the store is booted: the page's own start reads storage then.
    expect(avoidedIn(store)).toEqual([]);
    store.dispatch(booted());
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Linalool', 'Limonene']);
    });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(storage.writes).toEqual([]);
  });

  it('keeps the list under "avoid" after each toggle, Remove and Empty, as a JSON list of names', async () => {
    const storage = createMemoryStorage();
    const store = openTab(storage);
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Linalool'));
    expect(keptIn(storage)).toBe('["Linalool"]');
    expect(avoidedIn(store)).toEqual(['Linalool']);
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Limonene'));
    expect(JSON.parse(keptIn(storage) ?? 'null')).toEqual(['Linalool', 'Limonene']);
    // Pressed again, in another spelling: the same ingredient leaves the list.
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('LINALOOL'));
    expect(keptIn(storage)).toBe('["Limonene"]');
    await withAvoidList(store.dispatch, ({ avoidRemoved }) => avoidRemoved('limonene'));
    expect(keptIn(storage)).toBe('[]');
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Geraniol'));
    await withAvoidList(store.dispatch, ({ avoidEmptied }) => avoidEmptied());
    expect(keptIn(storage)).toBe('[]');
    expect(avoidedIn(store)).toEqual([]);
  });

  it('reads what storage holds before the first tap, so a tap adds to the list kept, not replaces it', async () => {
    const storage = createMemoryStorage({ [AVOID_KEY]: '["Limonene"]' });
    // A store that was never booted: the tap alone brings the list.
    const store = makeStore(undefined, { storage });
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Linalool'));
    expect(JSON.parse(keptIn(storage) ?? 'null')).toEqual(['Limonene', 'Linalool']);
  });

  it('never writes back a list it read, at its start or followed from another tab', async () => {
    const storage = createMemoryStorage({ [AVOID_KEY]: '["Linalool"]' });
    const store = openTab(storage);
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Linalool']);
    });
    await withAvoidList(store.dispatch, ({ avoidListRead }) => avoidListRead(['Geraniol'], true));
    expect(avoidedIn(store)).toEqual(['Geraniol']);
    await withAvoidList(store.dispatch, ({ avoidListRead }) => avoidListRead(['Limonene']));
    expect(avoidedIn(store)).toEqual(['Limonene']);
    expect(storage.writes).toEqual([]);
  });

  it('keeps the list for the visit while storage refuses it, and the page from loading afresh meanwhile', async () => {
    let accepting = false;
    const store = openTab({ read: () => null, write: () => accepting });
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Linalool'));
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Geraniol'));
    expect(avoidedIn(store)).toEqual(['Linalool', 'Geraniol']);
    expect(browserPage().holdsUnsaved()).toBe(true);
    accepting = true;
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Geraniol'));
    expect(avoidedIn(store)).toEqual(['Linalool']);
    expect(browserPage().holdsUnsaved()).toBe(false);
  });
});

describe('a bad avoid list kept', () => {
  const inCart = makeProduct({ id: 3, name: 'Green Tea Toner', price: 24 });
  const cart: CartState = { items: [{ ...inCart, quantity: 2 }], totalPrice: 48 };

  it.each([
    ['not JSON', '["Linalool"'],
    ['not a list', JSON.stringify({ names: ['Linalool'] })],
    ['a name alone', JSON.stringify('Linalool')],
  ])('(%s) is read as empty, with one warning, and the cart is untouched', async (_what, bad) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createMemoryStorage({ [AVOID_KEY]: bad, [CART_KEY]: keptCart.text(cart) });
    const store = openTab(storage);
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith(UNREADABLE);
    });
    expect(appWarnings(warn)).toEqual([[UNREADABLE]]);
    expect(avoidedIn(store)).toEqual([]);
    expect(store.getState().cart).toEqual(cart);
    // Reading rewrites nothing: the bad value stays until the shopper's next toggle replaces it.
    expect(storage.writes).toEqual([]);
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Linalool'));
    expect(keptIn(storage)).toBe('["Linalool"]');
    expect(storage.values.get(CART_KEY)).toBe(keptCart.text(cart));
    expect(writesOf(storage, CART_KEY)).toEqual([]);
  });

  it('drops the names it cannot use with one warning, and keeps the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = openTab(createMemoryStorage({ [AVOID_KEY]: '["Linalool", 7, "", "LINALOOL", "Geraniol"]' }));
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Linalool', 'Geraniol']);
    });
    expect(appWarnings(warn)).toEqual([['Dropped 3 unreadable ingredient(s) from those you avoid.']]);
  });
});

describe('the avoid list across tabs', () => {
  it('brings the list when another tab first keeps one, reads it, and follows it from then on', async () => {
    const asked = jest.spyOn(avoided, 'withAvoidList');
    const storage = createMemoryStorage();
    const store = openTab(storage, { followed: true });
    anotherTabKept(storage, CART_KEY, keptCart.text({ items: [], totalPrice: 0 }));
    expect(asked).not.toHaveBeenCalled();

    anotherTabKept(storage, AVOID_KEY, '["Linalool"]');
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Linalool']);
    });
    expect(asked).toHaveBeenCalled();
    anotherTabKept(storage, AVOID_KEY, '["Linalool","Geraniol"]');
    expect(avoidedIn(store)).toEqual(['Linalool', 'Geraniol']);
    // Back from the back/forward cache, with a list another tab changed meanwhile.
    storage.values.set(AVOID_KEY, '[]');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(avoidedIn(store)).toEqual([]);
    // What it followed is shown, never written back: the other tab would hear it again.
    expect(writesOf(storage, AVOID_KEY)).toEqual([]);
  });

  it('follows another tab that empties the whole storage', async () => {
    const storage = createMemoryStorage({ [AVOID_KEY]: '["Linalool"]' });
    const store = openTab(storage, { followed: true });
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Linalool']);
    });
    storage.values.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(avoidedIn(store)).toEqual([]);
  });
});

describe('the painted page’s Avoid toggle handed over to the store', () => {
  it('keeps the tap in storage at once, and the store takes the list it kept without writing it again', async () => {
    const storage = createMemoryStorage({ [AVOID_KEY]: '["Limonene"]' });
    const store = makeStore(undefined, { storage });
    const toggle = toggleThroughTheStore(store, avoidOnThePaintedPage.toggleInStorage(storage));
    expect(toggle('Linalool')).toEqual(['Limonene', 'Linalool']);
    expect(keptIn(storage)).toBe('["Limonene","Linalool"]');
    await waitFor(() => {
      expect(avoidedIn(store)).toEqual(['Limonene', 'Linalool']);
    });
    expect(storage.writes).toHaveLength(1);
  });

  it('leaves the tap to the app when storage refuses it: nothing is taken into the store', async () => {
    const store = makeStore(undefined, { storage: createMemoryStorage() });
    const refusing = { read: () => null, write: () => false };
    const asked = jest.spyOn(avoided, 'withAvoidList');
    const toggle = toggleThroughTheStore(store, avoidOnThePaintedPage.toggleInStorage(refusing));
    expect(toggle('Linalool')).toBeUndefined();
    expect(asked).not.toHaveBeenCalled();
    // The app's own toggle then keeps it in the store, for the visit.
    await withAvoidList(store.dispatch, ({ avoidToggled }) => avoidToggled('Linalool'));
    expect(avoidedIn(store)).toEqual(['Linalool']);
  });
});

/*
 * Two tabs of one shopper whose catalogue answers differ (a price changed between their loads): each shows what the
 * other saved, read against its own file, and neither writes that reading back. Storage is written by taps, and by a
 * tab's own first reading of the file; the tabs settle.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { clearAllListeners } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { booted } from '../../../src/app/lifecycle';
import { makeStore } from '../../../src/app/store';
import type { AppStore } from '../../../src/app/store';
import { add, selectLineChanges, keptCart } from '../../../src/features/cart';
import { CartAnnouncer } from '../../../src/features/cart/CartAnnouncer';
import { catalogApi } from '../../../src/features/catalog';
import type { Product } from '../../../src/features/catalog';
import { SAVED_LIST_KEY, selectSavedItems, heartToggled } from '../../../src/features/saved';
import type { KeyValueStorage, StorageEvents } from '../../../src/lib/storage';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';

const serum = makeProduct({ id: 1, name: 'Dew Serum', price: 20 });
const oil = makeProduct({ id: 2, name: 'Rose Oil', price: 30 });
const dearerSerum = { ...serum, price: 24 };

const server = useCatalogServer();

/** The browser's storage shared by the tabs: a write by one is told to every other, after the writer's task. */
function sharedStorage() {
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  return {
    values,
    /** One tab's view of it: its storage, its window's events, and the count of its own writes per key. */
    tab() {
      const events = new EventTarget();
      tabs.push(events);
      const writes = new Map<string, number>();
      const storage: KeyValueStorage = {
        read: (key) => values.get(key) ?? null,
        write(key, value) {
          values.set(key, value);
          writes.set(key, (writes.get(key) ?? 0) + 1);
          for (const other of tabs.filter((tab) => tab !== events)) {
            setTimeout(() => other.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
          }
          return true;
        },
      };
      // An EventTarget stands for the tab's window: the two events followed are all it is asked for.
      return { storage, events: events as unknown as StorageEvents, writes };
    },
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => {
    stop();
  });
});

/** A tab whose catalogue file answered with `products`, booted as the page boots it. */
async function openTab(shared: ReturnType<typeof sharedStorage>, products: Product[]) {
  const { storage, events, writes } = shared.tab();
  server.setMode('body');
  server.serveBody({ products });
  const store = makeStore(undefined, { storage, events, catalogBaseUrl: server.url });
  stops.push(() => store.dispatch(clearAllListeners()));
  // Kept subscribed, as a page that shows the catalogue keeps it.
  await store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
  store.dispatch(booted());
  return { store, writes };
}

/** Lets every storage event the tabs' writes sent reach the other tabs, and what they write in turn, 50 times over. */
async function manyTasksLater() {
  await act(async () => {
    for (let task = 0; task < 50; task += 1) await new Promise((resolve) => setTimeout(resolve));
  });
}

const writesOf = (tab: { writes: Map<string, number> }, key: string) => tab.writes.get(key) ?? 0;

describe('two tabs with different catalogue answers', () => {
  it('an Add to Cart in one is shown in the other at its own price, and written once: the tabs settle', async () => {
    const shared = sharedStorage();
    const cheap = await openTab(shared, [serum, oil]);
    const dear = await openTab(shared, [dearerSerum, oil]);

    cheap.store.dispatch(add(serum));
    await manyTasksLater();
    expect(writesOf(cheap, 'cart')).toBe(1);
    expect(writesOf(dear, 'cart')).toBe(0);
    expect(dear.store.getState().cart).toEqual({ items: [{ ...dearerSerum, quantity: 1 }], totalPrice: 24 });
    expect(cheap.store.getState().cart).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 20 });

    // A tap in the other tab writes that tab's reading, which the first shows at its own price without writing.
    dear.store.dispatch(add(oil));
    await manyTasksLater();
    expect(writesOf(dear, 'cart')).toBe(1);
    expect(writesOf(cheap, 'cart')).toBe(1);
    expect(shared.values.get('cart')).toBe(
      keptCart.text({
        items: [
          { ...dearerSerum, quantity: 1 },
          { ...oil, quantity: 1 },
        ],
        totalPrice: 54,
      }),
    );
    expect(cheap.store.getState().cart.totalPrice).toBe(50);
  });

  it('a heart in one is shown in the other at its own price, and written once: the tabs settle', async () => {
    const shared = sharedStorage();
    const cheap = await openTab(shared, [serum, oil]);
    const dear = await openTab(shared, [dearerSerum, oil]);

    cheap.store.dispatch(heartToggled(serum));
    cheap.store.dispatch(add(oil));
    await manyTasksLater();
    expect(writesOf(cheap, SAVED_LIST_KEY)).toBe(1);
    expect(writesOf(dear, SAVED_LIST_KEY)).toBe(0);
    expect(selectSavedItems(dear.store.getState())).toEqual([{ ...dearerSerum, quantity: 1 }]);
    expect(selectSavedItems(cheap.store.getState())).toEqual([{ ...serum, quantity: 1 }]);
  });

  it('a product the other tab’s file no longer has stays saved in storage, a tap there included', async () => {
    const shared = sharedStorage();
    const full = await openTab(shared, [serum, oil]);
    const without = await openTab(shared, [oil]);

    full.store.dispatch(heartToggled(serum));
    await manyTasksLater();
    expect(selectSavedItems(without.store.getState())).toEqual([]);
    expect(writesOf(without, SAVED_LIST_KEY)).toBe(0);

    // The shopper saves another product there: the list written keeps the one that tab's file does not have.
    without.store.dispatch(heartToggled(oil));
    await manyTasksLater();
    expect(JSON.parse(shared.values.get(SAVED_LIST_KEY) ?? 'null')).toEqual([
      { ...oil, quantity: 1 },
      { ...serum, quantity: 1 },
    ]);
    expect(selectSavedItems(full.store.getState())).toEqual([
      { ...oil, quantity: 1 },
      { ...serum, quantity: 1 },
    ]);
    expect(writesOf(full, SAVED_LIST_KEY)).toBe(1);
  });

  it('a tab whose file answers only after the other tab’s tap shows it at its own price, and writes nothing', async () => {
    const shared = sharedStorage();
    const cheap = await openTab(shared, [serum, oil]);
    const { storage, events, writes } = shared.tab();
    const late = makeStore(undefined, { storage, events, catalogBaseUrl: server.url });
    stops.push(() => late.dispatch(clearAllListeners()));
    late.dispatch(booted());

    cheap.store.dispatch(add(serum));
    await manyTasksLater();
    server.serveBody({ products: [dearerSerum, oil] });
    await late.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    await manyTasksLater();
    expect(late.getState().cart).toEqual({ items: [{ ...dearerSerum, quantity: 1 }], totalPrice: 24 });
    expect(writesOf({ writes }, 'cart')).toBe(0);
  });

  it('a tab reading the kept cart at its start against its own file writes that reading once', async () => {
    const shared = sharedStorage();
    shared.values.set('cart', keptCart.text({ items: [{ ...serum, quantity: 1 }], totalPrice: 20 }));
    const dear = await openTab(shared, [dearerSerum, oil]);
    await manyTasksLater();
    expect(writesOf(dear, 'cart')).toBe(1);
    expect(dear.store.getState().cart.totalPrice).toBe(24);
  });
});

describe('the notice of a changed price, with two tabs', () => {
  /** Every message the cart's live region of a tab's page says, in order. */
  function saidBy(store: AppStore) {
    render(
      <Provider store={store}>
        <CartAnnouncer />
      </Provider>,
    );
    const said: string[] = [];
    const region = screen.getByRole('status');
    new MutationObserver(() => said.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    return said;
  }

  it('is said once in a tab however often the other tab saves the line at its own price', async () => {
    const shared = sharedStorage();
    const cheap = await openTab(shared, [serum, oil]);
    const dear = await openTab(shared, [dearerSerum, oil]);
    const said = saidBy(dear.store);

    cheap.store.dispatch(add(serum));
    await manyTasksLater();
    // The shopper's own tap there is said; then the first tab saves the line at its old price once more.
    act(() => {
      dear.store.dispatch(add(oil));
    });
    await manyTasksLater();
    cheap.store.dispatch(add(serum));
    await manyTasksLater();

    expect(said.filter((message) => message.includes('price changed'))).toEqual([
      'Dew Serum: price changed from $20.00 to $24.00.',
    ]);
    expect(selectLineChanges(dear.store.getState())).toEqual([
      { id: 1, name: 'Dew Serum', price: 24, was: { name: 'Dew Serum', price: 20 } },
    ]);
  });
});

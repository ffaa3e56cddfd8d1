/*
 * The entry (src/app/enter.ts) on a prerendered page, before the app has arrived: it paints the kept cart's count,
 * saves an Add to Cart at once by the spec's add rule, shows '+' at once and marks any other tap as taken. Then the
 * app makes the store, which reads that cart, takes the cart taps over and hydrates the page without a mismatch.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '../../src/app/enter';
import { CART_KEY, keptCart } from '../../src/features/cart';
import { ADDED_FOR_MS } from '../../src/features/cart/addedMark';
import type { CartState } from '../../src/features/cart';
import type { KeyValueStorage } from '../../src/lib/storage';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';
import { paintedSnapshotBlock } from '../support/dom';
import { createMemoryStorage } from '../support/memoryStorage';
import { productAt } from '../support/products';

const chosen = productAt(2);
const saved: CartState = {
  items: [
    { ...productAt(0), quantity: 1 },
    { ...productAt(1), quantity: 3 },
  ],
  totalPrice: productAt(0).price + productAt(1).price * 3,
};

const server = useCatalogServer();
const built = useBuiltPages(server);

/** What the page says aloud: its one polite live region, the entry's and then the app's (src/lib/liveRegion.ts). */
const entrySays = () => screen.getAllByRole('status').at(-1) ?? null;
const cartKept = (storage: KeyValueStorage) => JSON.parse(storage.read(CART_KEY) ?? 'null') as CartState | null;
const card = () => screen.getByRole('article', { name: chosen.name });

/** Gives the timers back after a test that held the "added" marks. */
let releaseAddedMarks: (() => void) | undefined;
afterEach(() => {
  releaseAddedMarks?.();
  releaseAddedMarks = undefined;
});

/**
 * Keeps the "added" mark on Add to Cart (it goes after ADDED_FOR_MS) until the test ends: a test that reads the mark
 * sees it for sure, however slowly the machine runs the taps before it. Other timers run as usual. A plain function,
 * not a Jest mock: Testing Library takes a mocked setTimeout for Jest's fake timers.
 */
function holdAddedMarks() {
  const schedule = globalThis.setTimeout;
  const hold = (handler: () => void, delay?: number, ...args: unknown[]) =>
    delay === ADDED_FOR_MS ? (-1 as unknown as ReturnType<typeof setTimeout>) : schedule(handler, delay, ...args);
  globalThis.setTimeout = hold as typeof setTimeout;
  releaseAddedMarks = () => {
    globalThis.setTimeout = schedule;
  };
}

describe('the entry on a prerendered product page, before the app', () => {
  it('paints the saved count, saves each Add to Cart at once by the spec’s add rule; the app then takes over', async () => {
    const user = userEvent.setup();
    holdAddedMarks();
    const storage = createMemoryStorage({ [CART_KEY]: keptCart.text(saved) });
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter({ storage });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));
    expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('2');
    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    // A new line with the card's quantity, in the kept cart at the moment of the tap: no store exists yet.
    expect(cartKept(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 2 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(addToCart).toHaveAttribute('data-added', '2');
    expect(entrySays()).toHaveTextContent(`${chosen.name} added to cart — 3 items in cart`);

    // A second tap: one more, whatever the card's quantity (spec §4), shown at once like the first.
    await user.click(addToCart);
    expect(cartKept(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 3 });
    expect(cartKept(storage)?.totalPrice).toBeCloseTo(saved.totalPrice + chosen.price * 3);
    expect(addToCart).toHaveAttribute('data-added', '3');
    expect(entrySays()).toHaveTextContent(`${chosen.name}, quantity 3 — 3 items in cart`);
    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));

    const region = entrySays();
    await page.startApp();
    // The app's own state reaches what the shopper saw: the '+' taps played, the adds not played again.
    await waitFor(() => {
      expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
    });
    expect(cartKept(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 3 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    // One polite region for the page, the app's now: what the painted page said last is gone from it.
    const polite = screen.getAllByRole('status').filter((element) => element.getAttribute('aria-live') === 'polite');
    expect(polite.filter((element) => element.textContent.includes('in cart'))).toEqual([]);
    expect(entrySays()).toBe(region);
    expect(region).toHaveTextContent(/^$/);
    // From now on an Add to Cart is the store's: one more, saved by its listener, said through the same region.
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    expect(cartKept(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 4 });
    expect(region).toHaveTextContent(`${chosen.name}, quantity 4 — 3 items in cart`);
    await waitFor(() => {
      expect(server.catalogRequests()).toBe(1);
    });
    // The page hydrated cleanly: useBuiltPages fails the test on any console error but the expected warnings.
  });

  it('reads what the page painted when the page is first idle after a frame, so an Add to Cart only adds', async () => {
    const user = userEvent.setup();
    // The browser's frames and idle periods, run by the test.
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    const frameRequests = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: IdleRequestCallback) => idle.push(callback),
    });
    // A browser that has one has the other: the page's idle work may be cancelled when it unmounts.
    Object.defineProperty(window, 'cancelIdleCallback', {
      configurable: true,
      value: (handle: number) => {
        idle.splice(handle - 1, 1, () => undefined);
      },
    });
    try {
      const storage = createMemoryStorage();
      const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
      void page.enter({ storage });
      await waitFor(() => {
        expect(frames).toHaveLength(1);
      });
      // Nothing waits for idleness before the frame.
      expect(idle).toHaveLength(0);
      for (const frame of frames.splice(0)) frame(performance.now());
      expect(idle).toHaveLength(1);
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      // What the page carries is no longer readable: a tap answered from it can only use what was read before.
      const block = paintedSnapshotBlock();
      const written = block?.textContent ?? null;
      expect(written).not.toBeNull();
      if (block) block.textContent = '{';
      await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
      expect(cartKept(storage)?.items).toEqual([{ ...chosen, quantity: 1 }]);
      // The page as it was painted again, for the app, which reads it as it starts.
      if (block) block.textContent = written;
      frameRequests.mockRestore();
      await page.startApp();
    } finally {
      frameRequests.mockRestore();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('hands Add to Cart to the store the moment the store is made, before the held taps play', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    const addToCart = () => within(card()).getByRole('button', { name: 'Add to Cart' });
    // The store is made (the start's first, synchronous step); the page hydrates and the held taps play later.
    void page.enter({
      storage,
      whenTheStoreIsMade: () => {
        addToCart().click();
      },
    });
    await user.click(addToCart());
    expect(cartKept(storage)?.items).toEqual([{ ...chosen, quantity: 1 }]);
    await page.startApp();
    // The second add went through the store, which saved it: a third, by the app, counts both.
    expect(cartKept(storage)?.items).toEqual([{ ...chosen, quantity: 2 }]);
    await user.click(addToCart());
    expect(cartKept(storage)?.items).toEqual([{ ...chosen, quantity: 3 }]);
  });

  it('paints the count of an add the store takes before the page hydrates, and React renders the same count', async () => {
    const storage = createMemoryStorage({ [CART_KEY]: keptCart.text(saved) });
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    const countShownWhenTheStoreAdded: boolean[] = [];
    const addToCart = () => within(card()).getByRole('button', { name: 'Add to Cart' });
    void page.enter({
      storage,
      whenTheStoreIsMade: () => {
        addToCart().click();
        countShownWhenTheStoreAdded.push(screen.queryByRole('link', { name: 'Cart 3 items' }) !== null);
      },
    });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    await page.startApp();
    // The store took the add (the page had not hydrated yet), and the entry painted its count at once.
    expect(countShownWhenTheStoreAdded).toEqual([true]);
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    // From now on the count is React's, and the store's adds still save.
    await userEvent.setup().click(addToCart());
    expect(cartKept(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 2 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
  });

  it('paints the count another tab saves while the store is still to come, then leaves it to the store', async () => {
    const storage = createMemoryStorage({ [CART_KEY]: keptCart.text(saved) });
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter({ storage });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    const oneLine: CartState = { items: [{ ...productAt(0), quantity: 1 }], totalPrice: productAt(0).price };
    storage.write(CART_KEY, keptCart.text(oneLine));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();

    await page.startApp();
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    storage.write(CART_KEY, keptCart.text(saved));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
  });

  it('marks a tap it cannot answer as taken, and the app plays it once it runs', async () => {
    const user = userEvent.setup();
    const page = await built.paint('/shop');
    void page.enter();
    const loadMore = await screen.findByRole('button', { name: 'Load More' });
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();
    });
    await user.click(loadMore);
    expect(loadMore).toHaveAttribute('aria-busy', 'true');

    await page.startApp();
    expect(await screen.findByText(/^Showing 16 of /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).not.toHaveAttribute('aria-busy');
  });

  it('holds an Add to Cart that storage refuses, shown as taken, and the app adds it for the visit', async () => {
    const user = userEvent.setup();
    const storage: KeyValueStorage = { read: () => null, write: () => false };
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter({ storage });
    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    await user.click(addToCart);
    // Nothing was saved, so nothing is counted or said: the taps wait for the store, which keeps the cart in the page.
    expect(addToCart).toHaveAttribute('aria-busy', 'true');
    expect(addToCart).not.toHaveAttribute('data-added');
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();

    await page.startApp();
    expect(await screen.findByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    // Both held taps were played: the second raised the line to 2, and one more tap makes it 3.
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(`${chosen.name}, quantity 3 — 1 item in cart`)).toBeInTheDocument();
  });

  it('leaves links to the browser', async () => {
    const user = userEvent.setup();
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter();
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    const cartLink = screen.getByRole('link', { name: 'Cart 1 item' });
    // jsdom loads no pages: the click the browser would follow is seen here, not prevented.
    let followed = false;
    document.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await user.click(cartLink);
    expect(followed).toBe(true);
    expect(cartLink).not.toHaveAttribute('aria-busy');
    await page.startApp();
  });

  it('watches for the page being left only until the app runs: Firefox keeps no such page in its back/forward cache', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter();
    const watches = () => added.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener);
    expect(watches()).toHaveLength(1);
    expect(removed.mock.calls.filter(([type]) => type === 'beforeunload')).toEqual([]);
    await page.startApp();
    expect(removed.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener)).toEqual(
      watches(),
    );
  });
});

// After the tests that count the catalogue's requests: this page's request may reach the server after its test.
describe('a built page, on the first paint and once the app runs', () => {
  it('is the product’s page: its name and price, painted and then hydrated', async () => {
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    expect(within(card()).getByText(`$${chosen.price.toFixed(2)}`)).toBeInTheDocument();
    await page.startApp();
    expect(within(card()).getByText(`$${chosen.price.toFixed(2)}`)).toBeInTheDocument();
  });
});

// Near the end: the entry of a page whose app never starts goes on saving its Add to Cart taps for as long as the page
// lives, and only the tests below, which tap no Add to Cart, come after it.
describe('when the app cannot be loaded', () => {
  it('still saves an Add to Cart, and leaves every other tap to the browser', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    await built.paint(`/selectedproduct/${String(chosen.id)}`);
    const failed = enter(document, {
      storage,
      loadApp: () => Promise.reject(new Error('the app could not be downloaded')),
    });
    await expect(failed).rejects.toThrow('the app could not be downloaded');
    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    expect(cartKept(storage)).toEqual({ items: [{ ...chosen, quantity: 1 }], totalPrice: chosen.price });
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    const pages = screen.getByRole('button', { name: 'Pages' });
    await user.click(pages);
    expect(pages).not.toHaveAttribute('aria-busy');
  });
});

/** webpack's error for a script of the store that did not load (a release since replaced, say). */
const chunkLoadError = () => Object.assign(new Error('Loading chunk app failed.'), { name: 'ChunkLoadError' });

describe('when the app’s script is gone (a release since replaced)', () => {
  it('the page says so, with a link that loads it again; a tap held meanwhile is let go', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await built.paint(`/selectedproduct/${String(chosen.id)}`);
    let fail: (() => void) | undefined;
    const failed = enter(document, {
      storage: createMemoryStorage(),
      loadApp: () =>
        new Promise((_, reject) => {
          fail = () => {
            reject(chunkLoadError());
          };
        }),
    });
    const pages = screen.getByRole('button', { name: 'Pages' });
    await user.click(pages);
    expect(pages).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => {
      expect(fail).toBeDefined();
    });
    fail?.();
    await expect(failed).rejects.toThrow('Loading chunk app failed.');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not finish loading.');
    expect(screen.getByRole('link', { name: 'Load the page again' })).toHaveAttribute(
      'href',
      new URL(`/selectedproduct/${String(chosen.id)}`, window.location.href).href,
    );
    expect(pages).not.toHaveAttribute('aria-busy');
  });

  it('a page being left says nothing: the browser cancelled its loads', async () => {
    await built.paint(`/selectedproduct/${String(chosen.id)}`);
    let settled = false;
    void enter(document, {
      storage: createMemoryStorage(),
      loadApp: () => {
        window.dispatchEvent(new Event('beforeunload'));
        return Promise.reject(chunkLoadError());
      },
    }).finally(() => {
      settled = true;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(settled).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

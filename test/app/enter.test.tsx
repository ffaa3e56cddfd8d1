/*
 * The entry (src/app/enter.ts) on a prerendered page, before the app has arrived: it paints the saved cart's count,
 * saves an Add to Cart at once by the spec's add rule, shows '+' at once and marks any other tap as taken. Then the
 * app makes the store, which reads that cart, takes the cart taps over and hydrates the page without a mismatch.
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { enter } from '../../src/app/enter';
import { start } from '../../src/app/start';
import { SAVED_CART_KEY, savedCartText } from '../../src/features/cart';
import type { CartState } from '../../src/features/cart';
import type { KeyValueStorage } from '../../src/lib/storage';
import { render as pageOfTheBuild } from '../../src/prerender';
import { useCatalogServer } from '../support/catalogServer';
import { paintedSnapshotBlock } from '../support/dom';
import { mockMatchMedia } from '../support/matchMedia';
import { createMemoryStorage } from '../support/memoryStorage';
import { catalogProducts, productAt } from '../support/products';

const chosen = productAt(2);
const saved: CartState = {
  items: [
    { ...productAt(0), quantity: 1 },
    { ...productAt(1), quantity: 3 },
  ],
  totalPrice: productAt(0).price + productAt(1).price * 3,
};

const server = useCatalogServer();

/** Puts the build's HTML of `pathname` in the document, as the browser parses it, at that URL. */
async function paintedPage(pathname: string, chunks?: string) {
  const { html, snapshotElement } = await pageOfTheBuild(pathname, { products: catalogProducts });
  const named = chunks === undefined ? '' : ` data-chunks="${chunks}"`;
  document.body.innerHTML = `<div id="root"${named}>${html}</div>${snapshotElement ?? ''}`;
  window.history.replaceState(null, '', pathname);
}

/**
 * Runs the entry with `storage`; the app arrives only when `arrive()` is called, then starts with the test's
 * catalogue server. `whenTheStoreIsMade` runs as soon as the app has made the store, before the page hydrates.
 * `entered` settles with the app's `stop` once the app has started.
 */
function enterThePage(storage: KeyValueStorage, whenTheStoreIsMade?: () => void) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const entered = enter(document, {
    storage,
    loadApp: async () => {
      await arrived;
      return {
        start: (container, entry) => {
          const started = start(container, entry, { catalogBaseUrl: server.url });
          whenTheStoreIsMade?.();
          return started;
        },
      };
    },
  });
  return { entered, arrive };
}

/** Lets the app arrive and start, waits until it has played the held taps, and unmounts it when the page ends. */
async function startTheApp({ entered, arrive }: ReturnType<typeof enterThePage>) {
  let stop: (() => void) | undefined;
  await act(async () => {
    arrive();
    stop = await entered;
  });
  return () => {
    act(() => {
      stop?.();
    });
  };
}

/** What the entry says aloud: its own live region, the page's last (the app's are inside its root, before it). */
const entrySays = () => screen.getAllByRole('status').at(-1) ?? null;
const savedCart = (storage: KeyValueStorage) => JSON.parse(storage.read(SAVED_CART_KEY) ?? 'null') as CartState | null;
const card = () => screen.getByRole('article', { name: chosen.name });

beforeAll(() => {
  // The app starts in short tasks (yieldToMain): jsdom has no MessageChannel, Node does.
  if (typeof globalThis.MessageChannel === 'undefined') {
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
  }
  // The page's main picture (preloaded by the painted page) has arrived: jsdom downloads no pictures.
  class DownloadedPicture {
    src = '';
    readonly complete = true;
  }
  Object.defineProperty(window, 'Image', { value: DownloadedPicture, configurable: true });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the entry on a prerendered product page, before the app', () => {
  it('paints the saved count, saves each Add to Cart at once by the spec’s add rule; the app then takes over', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    const problems = jest.spyOn(console, 'error');
    const storage = createMemoryStorage({ [SAVED_CART_KEY]: savedCartText(saved) });
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const page = enterThePage(storage);
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));
    expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('2');
    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    // A new line with the card's quantity, in the saved cart at the moment of the tap: no store exists yet.
    expect(savedCart(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 2 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(addToCart).toHaveAttribute('data-added', '2');
    expect(entrySays()).toHaveTextContent(`${chosen.name} added to cart — 3 items in cart`);

    // A second tap: one more, whatever the card's quantity (spec §4), shown at once like the first.
    await user.click(addToCart);
    expect(savedCart(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 3 });
    expect(savedCart(storage)?.totalPrice).toBeCloseTo(saved.totalPrice + chosen.price * 3);
    expect(addToCart).toHaveAttribute('data-added', '3');
    expect(entrySays()).toHaveTextContent(`${chosen.name}, quantity 3 — 3 items in cart`);
    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));

    const stop = await startTheApp(page);
    // The app's own state reaches what the shopper saw: the '+' taps played, the adds not played again.
    await waitFor(() => {
      expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
    });
    expect(savedCart(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 3 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    // From now on an Add to Cart is the store's: one more, saved by its listener.
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    expect(savedCart(storage)?.items.at(-1)).toEqual({ ...chosen, quantity: 4 });
    await waitFor(() => {
      expect(server.catalogRequests()).toBe(1);
    });
    // React's development build notes the attributes the entry set (the '−' enabled, the add's mark); the
    // production build neither compares nor patches attributes, and the app renders them itself from here on.
    const attributesOnly = "A tree hydrated but some attributes of the server rendered HTML didn't match";
    const reported = problems.mock.calls.map(([message]) => String(message));
    expect(reported.filter((message) => !message.startsWith(attributesOnly))).toEqual([]);
    stop();
  });

  it('reads what the page painted when the page is first idle after a frame, so an Add to Cart only adds', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
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
    try {
      const storage = createMemoryStorage();
      await paintedPage(`/selectedproduct/${String(chosen.id)}`);
      const page = enterThePage(storage);
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
      expect(block).not.toBeNull();
      if (block) block.textContent = '{';
      await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
      expect(savedCart(storage)?.items).toEqual([{ ...chosen, quantity: 1 }]);
      frameRequests.mockRestore();
      const stop = await startTheApp(page);
      stop();
    } finally {
      frameRequests.mockRestore();
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('hands Add to Cart to the store the moment the store is made, before the held taps play', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    const storage = createMemoryStorage();
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const addToCart = () => within(card()).getByRole('button', { name: 'Add to Cart' });
    // The store is made (the start's first, synchronous step); the page hydrates and the held taps play later.
    const page = enterThePage(storage, () => {
      addToCart().click();
    });
    await user.click(addToCart());
    expect(savedCart(storage)?.items).toEqual([{ ...chosen, quantity: 1 }]);
    const stop = await startTheApp(page);
    // The second add went through the store, which saved it: a third, by the app, counts both.
    expect(savedCart(storage)?.items).toEqual([{ ...chosen, quantity: 2 }]);
    await user.click(addToCart());
    expect(savedCart(storage)?.items).toEqual([{ ...chosen, quantity: 3 }]);
    stop();
  });

  it('paints the count another tab saves while the store is still to come, then leaves it to the store', async () => {
    mockMatchMedia();
    const storage = createMemoryStorage({ [SAVED_CART_KEY]: savedCartText(saved) });
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const page = enterThePage(storage);
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    const oneLine: CartState = { items: [{ ...productAt(0), quantity: 1 }], totalPrice: productAt(0).price };
    storage.write(SAVED_CART_KEY, savedCartText(oneLine));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_CART_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();

    const stop = await startTheApp(page);
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    storage.write(SAVED_CART_KEY, savedCartText(saved));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_CART_KEY }));
    });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    stop();
  });

  it('marks a tap it cannot answer as taken, and the app plays it once it runs', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    await paintedPage('/shop');
    const page = enterThePage(createMemoryStorage());
    const loadMore = await screen.findByRole('button', { name: 'Load More' });
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();
    });
    await user.click(loadMore);
    expect(loadMore).toHaveAttribute('aria-busy', 'true');

    const stop = await startTheApp(page);
    expect(await screen.findByText(/^Showing 16 of /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).not.toHaveAttribute('aria-busy');
    stop();
  });

  it('keeps an Add to Cart that storage refuses for the visit, and hands it to the store', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    const storage: KeyValueStorage = { read: () => null, write: () => false };
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const page = enterThePage(storage);
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('data-added', '2');

    const stop = await startTheApp(page);
    await screen.findByRole('link', { name: 'Cart 1 item' });
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(`${chosen.name}, quantity 3 — 1 item in cart`)).toBeInTheDocument();
    stop();
  });

  it('holds a link while storage has refused the cart, and the app follows it with the cart kept', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    const storage: KeyValueStorage = { read: () => null, write: () => false };
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const page = enterThePage(storage);
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    const cartLink = screen.getByRole('link', { name: 'Cart 1 item' });
    await user.click(cartLink);
    expect(cartLink).toHaveAttribute('aria-busy', 'true');

    const stop = await startTheApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart');
    expect(screen.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('1');
    stop();
  });

  it('leaves links to the browser while the cart is saved', async () => {
    const user = userEvent.setup();
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const page = enterThePage(createMemoryStorage());
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
    const stop = await startTheApp(page);
    stop();
  });
});

// Last: the entry of a page whose app never starts goes on saving its Add to Cart taps for as long as the page lives.
describe('when the app cannot be loaded', () => {
  it('still saves an Add to Cart, and leaves every other tap to the browser', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const failed = enter(document, {
      storage,
      loadApp: () => Promise.reject(new Error('the app could not be downloaded')),
    });
    await expect(failed).rejects.toThrow('the app could not be downloaded');
    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    expect(savedCart(storage)).toEqual({ items: [{ ...chosen, quantity: 1 }], totalPrice: chosen.price });
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    const pages = screen.getByRole('button', { name: 'Pages' });
    await user.click(pages);
    expect(pages).not.toHaveAttribute('aria-busy');
  });
});

/** webpack's error for a script of the store that did not load (a release since replaced, say). */
const chunkLoadError = () => Object.assign(new Error('Loading chunk app failed.'), { name: 'ChunkLoadError' });

describe('when a script of a release since replaced cannot load', () => {
  // First: the entries of the tests after it never settle, and go on holding the document's taps.
  it('a page the shopper has tapped stays as it is, and so does one the rule keeps (already loaded afresh)', async () => {
    const user = userEvent.setup();
    for (const [tapFirst, allowed] of [
      [true, true],
      [false, false],
    ] as const) {
      const storage = createMemoryStorage();
      await paintedPage(`/selectedproduct/${String(chosen.id)}`);
      let fail: (() => void) | undefined;
      const reloadAfresh = jest.fn(() => allowed);
      const failed = enter(document, {
        storage,
        loadApp: () =>
          new Promise((_, reject) => {
            fail = () => {
              reject(chunkLoadError());
            };
          }),
        reloadAfresh,
      });
      if (tapFirst) await user.click(screen.getByRole('button', { name: 'Pages' }));
      await waitFor(() => {
        expect(fail).toBeDefined();
      });
      fail?.();
      await expect(failed).rejects.toThrow('Loading chunk app failed.');
      expect(reloadAfresh).toHaveBeenCalledTimes(tapFirst ? 0 : 1);
      document.body.innerHTML = '';
    }
  });
  it('an untouched page loads afresh, and the entry says no failure meanwhile', async () => {
    const storage = createMemoryStorage();
    await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const reloadAfresh = jest.fn(() => true);
    let settled = false;
    void enter(document, { storage, loadApp: () => Promise.reject(chunkLoadError()), reloadAfresh }).finally(() => {
      settled = true;
    });
    await waitFor(() => {
      expect(reloadAfresh).toHaveBeenCalledTimes(1);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(settled).toBe(false);
  });

  it('so does one whose preloaded page module fails', async () => {
    const storage = createMemoryStorage();
    await paintedPage(`/selectedproduct/${String(chosen.id)}`, 'page-product');
    const reloadAfresh = jest.fn(() => true);
    const preloaded: string[] = [];
    void enter(document, {
      storage,
      loadApp: () => new Promise(() => undefined),
      preloadChunk: (chunk, failed) => {
        preloaded.push(chunk);
        failed();
      },
      reloadAfresh,
    });
    await waitFor(() => {
      expect(reloadAfresh).toHaveBeenCalledTimes(1);
    });
    expect(preloaded).toEqual(['page-product']);
  });
});

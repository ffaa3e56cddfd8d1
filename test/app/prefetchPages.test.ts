/*
 * The next page ready before the tap lands (src/app/prefetchPages.ts): a pointer over or pressing a link of the store,
 * or the focus on it, has the browser fetch that page's chunk without running it, once, and the catalogue if the
 * store holds no answer of it; a press that follows the link here preloads the chunk, for the click's script to take
 * over its download. A link that shows on screen once the browser is idle has its page prefetched too, the links a
 * page renders later as well, unless the shopper saves data. A link elsewhere or to the open page asks nothing, and
 * nothing is asked before the shopper shows intent or the link shows.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { prefetchPages } from '../../src/app/prefetchPages';
import { makeStore } from '../../src/app/store';
import { catalogApi } from '../../src/features/catalog';
import { useCatalogServer } from '../support/catalogServer';
import { preloadHints, prefetchHints } from '../support/dom';
import { screenObservers, screenShows, screenWatches, useScreen } from '../support/viewport';

const server = useCatalogServer();
useScreen();
const globals = globalThis as { __webpack_get_script_filename__?: unknown; __webpack_public_path__?: unknown };

describe('prefetchPages', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    // What webpack gives a build: the chunks' file names, and where they are served.
    globals.__webpack_get_script_filename__ = (chunk: string) => `assets/${chunk}.js`;
    globals.__webpack_public_path__ = '/';
    document.body.innerHTML = `
      <a href="/cart">Cart</a>
      <a href="/selectedproduct/2"><span>A product</span></a>
      <a href="https://elsewhere.example/shop">Elsewhere</a>
      <a href="/">Home</a>`;
  });
  afterEach(() => {
    stop();
    delete globals.__webpack_get_script_filename__;
    delete globals.__webpack_public_path__;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('fetches a link’s page on intent, once, and the catalogue the store has not asked for', async () => {
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    stop = prefetchPages(document, store);
    expect(prefetchHints()).toEqual([]);
    expect(server.catalogRequests()).toBe(0);

    const link = (name: string) => screen.getByRole('link', { name });
    link('Elsewhere').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetchHints()).toEqual([]);

    screen.getByText('A product').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetchHints()).toEqual([['script', '/assets/page-product.js']]);
    await waitFor(() => {
      expect(catalogApi.endpoints.getCatalog.select(undefined)(store.getState()).isSuccess).toBe(true);
    });

    link('Cart').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('Cart').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link('A product').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetchHints()).toEqual([
      ['script', '/assets/page-product.js'],
      ['script', '/assets/page-cart.js'],
    ]);
    // The presses preload what they are about to open (the next test says how).
    expect(preloadHints()).toEqual([
      ['script', '/assets/page-cart.js', 'high'],
      ['script', '/assets/page-product.js', 'high'],
    ]);
    // The store holds the catalogue's answer: it is not asked again.
    expect(server.catalogRequests()).toBe(1);

    stop();
    link('Elsewhere').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.insertAdjacentHTML('beforeend', '<a href="/checkout">Checkout</a>');
    link('Checkout').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    link('Checkout').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetchHints()).toHaveLength(2);
    expect(preloadHints()).toHaveLength(2);
  });

  it('preloads a pressed link’s page at high priority, once, for the click a moment later to take over', async () => {
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    stop = prefetchPages(document, store);
    const link = (name: string) => screen.getByRole('link', { name });

    // A pointer over the link or the focus on it: a prefetch, no preload.
    link('Cart').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    link('Cart').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloadHints()).toEqual([]);
    expect(prefetchHints()).toEqual([['script', '/assets/page-cart.js']]);

    // Pressed where the pointer already was: the press still preloads it, once however often it is pressed.
    link('Cart').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link('Cart').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloadHints()).toEqual([['script', '/assets/page-cart.js', 'high']]);

    // A press that opens the page elsewhere (the middle button, a key held for a new tab) is intent only.
    const product = screen.getByText('A product');
    product.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 1 }));
    product.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, ctrlKey: true }));
    expect(preloadHints()).toHaveLength(1);
    expect(prefetchHints()).toEqual([
      ['script', '/assets/page-cart.js'],
      ['script', '/assets/page-product.js'],
    ]);

    // The main button, no key held; a link elsewhere asks nothing.
    product.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    link('Elsewhere').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloadHints()).toEqual([
      ['script', '/assets/page-cart.js', 'high'],
      ['script', '/assets/page-product.js', 'high'],
    ]);
    // The catalogue the first intent asked for has come before the test ends.
    await waitFor(() => {
      expect(catalogApi.endpoints.getCatalog.select(undefined)(store.getState()).isSuccess).toBe(true);
    });
  });

  const catalogueAnswered = (store: ReturnType<typeof makeStore>) =>
    catalogApi.endpoints.getCatalog.select(undefined)(store.getState()).isSuccess;

  it('fetches the page of a link that shows on screen once the browser is idle, the links rendered later too', async () => {
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    stop = prefetchPages(document, store);
    const link = (name: string) => screen.getByRole('link', { name });

    // Nothing is watched before the browser is idle.
    expect(screenWatches(link('Cart'))).toBe(false);
    await waitFor(() => {
      expect(screenWatches(link('Cart'))).toBe(true);
    });
    // Watched, not yet on screen: nothing. A link elsewhere, or to the open page (home, whose chunk is here), on
    // screen: nothing.
    expect(prefetchHints()).toEqual([]);
    screenShows(link('Elsewhere'));
    screenShows(link('Home'));
    link('Home').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetchHints()).toEqual([]);
    expect(preloadHints()).toEqual([]);

    screenShows(link('Cart'));
    expect(prefetchHints()).toEqual([['script', '/assets/page-cart.js']]);
    await waitFor(() => {
      expect(catalogueAnswered(store)).toBe(true);
    });

    // A link the page renders later, inside what it renders: once it shows. A link shown again asks nothing more.
    document.body.insertAdjacentHTML('beforeend', '<nav><a href="/checkout">Checkout</a></nav>');
    await waitFor(() => {
      expect(screenWatches(link('Checkout'))).toBe(true);
    });
    screenShows(link('Checkout'));
    screenShows(link('Cart'));
    expect(prefetchHints()).toEqual([
      ['script', '/assets/page-cart.js'],
      ['script', '/assets/page-checkout.js'],
    ]);
    // Seen is not pressed: nothing preloaded. The catalogue was asked for once.
    expect(preloadHints()).toEqual([]);
    expect(server.catalogRequests()).toBe(1);

    stop();
    screenShows(link('A product'));
    expect(prefetchHints()).toHaveLength(2);
  });

  it('with the shopper saving data, fetches a page on intent only, not when its link shows', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    try {
      const store = makeStore(undefined, { catalogBaseUrl: server.url });
      stop = prefetchPages(document, store);
      const cart = screen.getByRole('link', { name: 'Cart' });
      // Nothing watches the screen.
      expect(screenObservers()).toBe(0);
      screenShows(cart);
      expect(prefetchHints()).toEqual([]);

      cart.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(prefetchHints()).toEqual([['script', '/assets/page-cart.js']]);
      await waitFor(() => {
        expect(catalogueAnswered(store)).toBe(true);
      });
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

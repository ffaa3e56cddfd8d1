/*
 * The boot (src/app/boot.ts) on a prerendered page, before the app has arrived: the page's store reads the saved
 * cart, paints the header's count, and answers the taps on the painted products through the spec's add rule, saved
 * at once. Then the app hydrates the same page with that same store, without a mismatch.
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { bootStore } from '../../src/app/boot';
import { start } from '../../src/app/start';
import { CART_STORAGE_KEY, serialiseCart } from '../../src/features/cart';
import type { CartState } from '../../src/features/cart';
import { holdEarlyTaps } from '../../src/lib/earlyTaps';
import { render as pageOfTheBuild } from '../../src/prerender';
import { useCatalogServer } from '../support/catalogServer';
import { mockMatchMedia } from '../support/matchMedia';
import { catalogProducts, productAt } from '../support/products';

const chosen = productAt(2);
const saved: CartState = {
  items: [
    { ...productAt(0), quantity: 1 },
    { ...productAt(1), quantity: 3 },
  ],
  totalPrice: productAt(0).price + productAt(1).price * 3,
};

let pages = 0;

/** Puts the build's HTML of `pathname` in the document, as the browser parses it, at that URL; returns its #root. */
async function paintedPage(pathname: string) {
  const { html, snapshotElement } = await pageOfTheBuild(pathname, { products: catalogProducts });
  // A root of its own id for each test: the holders of earlier tests, still listening on the document, leave it alone.
  pages += 1;
  const container = document.createElement('div');
  container.id = `root-${String(pages)}`;
  container.innerHTML = html;
  document.body.innerHTML = snapshotElement ?? '';
  document.body.prepend(container);
  window.history.replaceState(null, '', pathname);
  return container;
}

const server = useCatalogServer();

/** What the boot says aloud: its own live region, outside the app's root (the app's are inside it). */
const bootSays = (container: HTMLElement) =>
  screen.getAllByRole('status').find((region) => !container.contains(region)) ?? null;

const savedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as CartState | null;
const card = () => screen.getByRole('article', { name: chosen.name });

beforeAll(() => {
  // The app starts in short tasks (yieldToMain): jsdom has no MessageChannel, Node does.
  if (typeof globalThis.MessageChannel === 'undefined') {
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
  }
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the boot on a prerendered product page', () => {
  it('paints no count until the saved cart is read, then its count', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, serialiseCart(saved));
    const container = await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    bootStore(container, holdEarlyTaps(document, container.id));
    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
  });

  it('saves an Add to Cart at once, with the quantity the card shows, under the spec’s add rule', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CART_STORAGE_KEY, serialiseCart(saved));
    const container = await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const { store } = bootStore(container, holdEarlyTaps(document, container.id));
    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));
    expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('2');

    const addToCart = within(card()).getByRole('button', { name: 'Add to Cart' });
    await user.click(addToCart);
    // A new line, with the card's quantity, saved by the store's listener: no app has run.
    expect(savedCart()?.items.at(-1)).toEqual({ ...chosen, quantity: 2 });
    expect(store.getState().cart.items).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(addToCart).toHaveAttribute('data-added', '2');
    expect(bootSays(container)).toHaveTextContent(`${chosen.name} added to cart — 3 items in cart`);

    // A second tap: one more, whatever the card's quantity (spec §4), shown at once like the first.
    await user.click(addToCart);
    expect(savedCart()?.items.at(-1)).toEqual({ ...chosen, quantity: 3 });
    expect(savedCart()?.totalPrice).toBeCloseTo(saved.totalPrice + chosen.price * 3);
    expect(addToCart).toHaveAttribute('data-added', '3');
    expect(bootSays(container)).toHaveTextContent(`${chosen.name}, quantity 3 — 3 items in cart`);
  });

  it('marks a tap it cannot answer as taken', async () => {
    const user = userEvent.setup();
    const container = await paintedPage('/shop');
    bootStore(container, holdEarlyTaps(document, container.id));
    const loadMore = screen.getByRole('button', { name: 'Load More' });
    await user.click(loadMore);
    expect(loadMore).toHaveAttribute('aria-busy', 'true');
  });

  it('hands the same store to the app, which hydrates the page as the boot left it, then plays the held taps', async () => {
    const user = userEvent.setup();
    mockMatchMedia();
    const problems = jest.spyOn(console, 'error');
    window.localStorage.setItem(CART_STORAGE_KEY, serialiseCart(saved));
    const container = await paintedPage(`/selectedproduct/${String(chosen.id)}`);
    const earlyTaps = holdEarlyTaps(document, container.id);
    const booted = bootStore(container, earlyTaps, { catalogBaseUrl: server.url });
    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));
    await user.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(card()).getByRole('button', { name: `Increase quantity of ${chosen.name}` }));

    let stop: (() => void) | undefined;
    await act(async () => {
      stop = await start(container, { ...booted, earlyTaps });
    });
    // The app's own state reaches what the shopper saw: the '+' taps played, the add not played again.
    await waitFor(() => {
      expect(within(card()).getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
    });
    expect(booted.store.getState().cart.items.at(-1)).toEqual({ ...chosen, quantity: 2 });
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
    // The catalogue file's answer came after hydration, as the page was prerendered: nothing to repair. React's
    // development build notes the attributes the boot set (the '−' enabled, the add's mark); the production build
    // neither compares nor patches attributes, and the app renders them itself from here on.
    await waitFor(() => {
      expect(server.catalogRequests()).toBe(1);
    });
    const attributesOnly = "A tree hydrated but some attributes of the server rendered HTML didn't match";
    const reported = problems.mock.calls.map(([message]) => String(message));
    expect(reported.filter((message) => !message.startsWith(attributesOnly))).toEqual([]);
    // The page ends here: the app lets go of it before the next test's page.
    act(() => {
      stop?.();
    });
  });
});

/*
 * The pages with a cart kept in a bad state, or with storage that refuses every access: read as the store reads it
 * once started (keptCart.read, src/features/cart/keptCartListeners.ts), then rendered through the app's own routes.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { keptCart } from '../../../src/features/cart';
import { formatMoney } from '../../../src/lib/money';
import { createBrowserStorage, createSafeStorage } from '../../../src/lib/storage';
import type { KeyValueStorage } from '../../../src/lib/storage';
import { describedValue } from '../../support/dom';
import { useCatalogServer } from '../../support/catalogServer';
import { productAt } from '../../support/products';
import { mockMatchMedia } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

// Products of the catalogue the test server serves: the cart is read against it (docs/decisions/0010), and these lines
// are as the file has them, so nothing but the bad entries changes.
const serum = { ...productAt(0), quantity: 2 };
const oil = { ...productAt(1), quantity: 1 };
const goodTotal = serum.price * 2 + oil.price;

/** Two good lines among everything a hand edit, an old version or a broken write could leave behind. */
const MALFORMED_KEPT_CART = JSON.stringify({
  items: [
    null,
    serum,
    { ...serum, id: 907, name: 'NO PRICE', price: undefined },
    { ...serum, id: 908, name: 'TEXT PRICE', price: '22.50' },
    { ...serum, id: 909, name: 'TEXT QUANTITY', quantity: '2' },
    { ...serum, id: 910, name: 'NO QUANTITY', quantity: undefined },
    { ...serum, id: 911, name: 'ZERO QUANTITY', quantity: 0 },
    { ...oil, giftWrap: true, addedAt: '2024-05-01' },
    { ...serum, quantity: 9 },
    42,
    serum.name,
    [],
    {},
  ],
  totalPrice: 9999,
});

/** The catalogue comes over real HTTP and pages load lazily: allow for a busy machine, not only the 1 s default. */
const WAIT = { timeout: 5000 };

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

function quietConsole() {
  return {
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

/** Renders `route` the way the browser entry starts: the kept cart read once, then the store made with it. */
async function openWith(storage: KeyValueStorage, route: string) {
  return renderApp({ route, storage, catalogBaseUrl: server.url, preloadedState: { cart: keptCart.read(storage) } });
}

describe('a kept cart with lines the store cannot show', () => {
  beforeEach(() => {
    window.localStorage.setItem('cart', MALFORMED_KEPT_CART);
  });

  it('shows the cart page with the good lines only, and totals recomputed from them', async () => {
    const { warn } = quietConsole();
    await openWith(createBrowserStorage(), '/cart');
    const lines = screen.getByRole('list', { name: 'Cart items' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: `Quantity of ${serum.name}` })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: `Quantity of ${oil.name}` })).toHaveValue('1');
    expect(describedValue('Subtotal')).toBe(formatMoney(goodTotal));
    expect(describedValue('Total')).toBe(formatMoney(goodTotal + 100));
    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('lets the shopper go on: the next change saves a clean cart', async () => {
    quietConsole();
    const { user } = await openWith(createBrowserStorage(), '/cart');
    await user.click(screen.getByRole('button', { name: `Remove ${oil.name} from cart` }));
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual({
      items: [serum],
      totalPrice: serum.price * 2,
    });
  });

  it.each([
    ['home', '/', () => screen.findByRole('heading', { name: 'Skincare that starts in the garden' }, WAIT)],
    ['shop', '/shop', () => screen.findByRole('list', { name: 'Products' }, WAIT)],
    ['checkout', '/checkout', () => screen.findByRole('button', { name: 'Pay Now' }, WAIT)],
  ])('renders the %s page with the header counting the good lines', async (_page, route, pageIsShown) => {
    quietConsole();
    await openWith(createBrowserStorage(), route);
    expect(await pageIsShown()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error' })).not.toBeInTheDocument();
  });
});

describe('browser storage that refuses every access', () => {
  const chosen = productAt(0);

  const refuse = (refusal: DOMException) => () => {
    throw refusal;
  };
  const forbidden = refuse(new DOMException('The operation is insecure.', 'SecurityError'));
  const full = refuse(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

  it.each([
    ['forbidden (SecurityError on every access)', { getItem: forbidden, setItem: forbidden }],
    ['full (QuotaExceededError on every save)', { getItem: () => null, setItem: full }],
  ])('when %s, the cart still works in memory and the shopper is told nothing', async (_case, backing) => {
    const { warn, error } = quietConsole();
    // One storage for the whole visit, as in the browser: read on load, then every save.
    const storage = createSafeStorage(() => backing);
    const { user } = await openWith(storage, '/shop');
    const card = (await screen.findAllByRole('article', {}, WAIT)).find((article) =>
      within(article).queryByRole('heading', { name: chosen.name }),
    );
    if (!card) throw new Error(`The shop shows no card for ${chosen.name}.`);
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cart 1 item' }));
    await screen.findByRole('heading', { level: 1, name: 'Your cart' }, WAIT);
    const increase = screen.getByRole('button', { name: `Increase quantity of ${chosen.name}` });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
    expect(describedValue('Subtotal')).toBe(formatMoney(chosen.price * 3));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});

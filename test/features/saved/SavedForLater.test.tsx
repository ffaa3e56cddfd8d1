/*
 * Saved for later on the pages, through the app's own routes: the heart on every product card and on the product
 * page, and the cart page's "Saved for later" with Move to cart and Remove, and each line's "Save for later".
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { CartState } from '../../../src/features/cart';
import type { SavedItem } from '../../../src/features/saved';
import { selectSavedItems } from '../../../src/features/saved';
import { formatMoney } from '../../../src/lib/money';
import { useCatalogServer } from '../../support/catalogServer';
import { createMemoryStorage } from '../../support/memoryStorage';
import { catalogProducts, productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
const serum = productAt(0);
const oil = productAt(1);
const mist = productAt(3);

const heart = (name: string) => screen.getByRole('button', { name: `Save ${name} for later` });
const savedList = () => screen.getByRole('list', { name: 'Saved for later' });

async function open(route: string, { saved = [], cart }: { saved?: SavedItem[]; cart?: CartState } = {}) {
  const storage = createMemoryStorage();
  const view = await renderApp({
    route,
    storage,
    catalogBaseUrl: server.url,
    preloadedState: {
      saved: { items: saved, leftOut: [], followed: false, keptForOtherTabs: [] },
      ...(cart ? { cart } : {}),
    },
  });
  const kept = () => JSON.parse(storage.values.get('saved') ?? 'null') as unknown;
  const cartKept = () => JSON.parse(storage.values.get('cart') ?? 'null') as unknown;
  return { ...view, kept, cartKept };
}

describe('the heart', () => {
  it('on every card of the shop: a toggle named for its product, pressed while it is saved', async () => {
    const { user, store, kept } = await open('/shop', { saved: [{ ...oil, quantity: 1 }] });
    await screen.findByRole('list', { name: 'Products' });
    for (const product of catalogProducts.slice(0, 8)) expect(heart(product.name)).toBeInTheDocument();
    expect(heart(oil.name)).toHaveAttribute('aria-pressed', 'true');
    expect(heart(serum.name)).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart(serum.name));
    expect(heart(serum.name)).toHaveAttribute('aria-pressed', 'true');
    expect(kept()).toEqual([
      { ...oil, quantity: 1 },
      { ...serum, quantity: 1 },
    ]);
    await user.click(heart(oil.name));
    expect(heart(oil.name)).toHaveAttribute('aria-pressed', 'false');
    expect(selectSavedItems(store.getState())).toEqual([{ ...serum, quantity: 1 }]);
  });

  it('on the product page, beside Add to Cart, and on its suggestions', async () => {
    const { user } = await open(`/selectedproduct/${String(serum.id)}`);
    await screen.findByRole('heading', { level: 1, name: serum.name });
    await user.click(heart(serum.name));
    expect(heart(serum.name)).toHaveAttribute('aria-pressed', 'true');
    const suggestions = await screen.findByRole('list', { name: `More for ${serum.category}` });
    const [first] = within(suggestions).getAllByRole('article');
    if (!first) throw new Error('a suggestion expected');
    expect(within(first).getByRole('button', { name: /^Save .+ for later$/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on the home page’s lists', async () => {
    await open('/');
    const featured = await screen.findByRole('list', { name: 'Featured products' });
    expect(within(featured).getAllByRole('button', { name: /^Save .+ for later$/ })).toHaveLength(3);
  });
});

describe('the cart page’s "Saved for later"', () => {
  const cart: CartState = { items: [{ ...serum, quantity: 3 }], totalPrice: serum.price * 3 };

  it('is not there while nothing is saved', async () => {
    await open('/cart', { cart });
    await screen.findByRole('list', { name: 'Cart items' });
    expect(screen.queryByRole('heading', { name: 'Saved for later' })).not.toBeInTheDocument();
  });

  it('lists each saved product with its picture, name linking to it, price and quantity', async () => {
    await open('/cart', { cart, saved: [{ ...mist, quantity: 2 }] });
    const [item] = within(await screen.findByRole('list', { name: 'Saved for later' })).getAllByRole('listitem');
    if (!item) throw new Error('a saved product expected');
    expect(within(item).getByRole('link', { name: mist.name })).toHaveAttribute(
      'href',
      `/selectedproduct/${String(mist.id)}`,
    );
    // The picture links to the product too, hidden from screen readers beside the name's link.
    expect(within(item).getByRole('presentation', { hidden: true })).toHaveAttribute('src', `/images/${mist.image}`);
    expect(within(item).getByText(formatMoney(mist.price))).toBeInTheDocument();
    expect(within(item).getByText('Quantity 2')).toBeInTheDocument();
  });

  it('a line’s "Save for later" takes it out of the cart and into the list with its quantity; "Move to cart" back', async () => {
    const { user, kept, cartKept } = await open('/cart', { cart });
    await user.click(await screen.findByRole('button', { name: `Save ${serum.name} for later` }));
    // Under the empty cart's message.
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(savedList()).getByText('Quantity 3')).toBeInTheDocument();
    expect(kept()).toEqual([{ ...serum, quantity: 3 }]);
    expect(cartKept()).toEqual({ items: [], totalPrice: 0 });
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Move ${serum.name} to cart` }));
    expect(screen.getByRole('textbox', { name: `Quantity of ${serum.name}` })).toHaveValue('3');
    expect(screen.queryByRole('heading', { name: 'Saved for later' })).not.toBeInTheDocument();
    expect(kept()).toEqual([]);
    expect(cartKept()).toEqual(cart);
  });

  it('"Remove … from saved" takes a product off the list, and the cart is untouched', async () => {
    const { user, kept, cartKept } = await open('/cart', {
      cart,
      saved: [
        { ...oil, quantity: 1 },
        { ...mist, quantity: 1 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: `Remove ${oil.name} from saved` }));
    expect(within(savedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(kept()).toEqual([{ ...mist, quantity: 1 }]);
    expect(cartKept()).toBeNull();
    expect(screen.getByRole('textbox', { name: `Quantity of ${serum.name}` })).toHaveValue('3');
  });

  it('offers no "Save for later" on a line the catalogue no longer has; the saved products it no longer has are said', async () => {
    server.setMode('body');
    server.serveBody({
      products: catalogProducts.filter((product) => product.id !== serum.id && product.id !== oil.id),
    });
    await open('/cart', {
      cart,
      saved: [
        { ...oil, quantity: 1 },
        { ...mist, quantity: 1 },
      ],
    });
    expect(await screen.findByText('No longer available: not included in your order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Save ${serum.name} for later` })).not.toBeInTheDocument();
    const told = `${oil.name} is no longer available, so it is no longer saved.`;
    expect(within(screen.getByRole('region', { name: 'Saved for later' })).getByText(told)).toBeInTheDocument();
    expect(within(savedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(told);
  });
});

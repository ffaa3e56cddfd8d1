import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { describeLineChange } from '../../../src/features/cart/cartAnnouncement';
import { clear, keptCartRead } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const serum = makeProduct({ id: 1, name: 'Dew Drop Serum', price: 38.5 });
const oil = makeProduct({ id: 2, name: 'Rosehip Glow Oil', price: 42 });
const empty: CartState = { items: [], totalPrice: 0 };
const one: CartState = { items: [{ ...serum, quantity: 1 }], totalPrice: 38.5 };
const two: CartState = {
  items: [
    { ...serum, quantity: 1 },
    { ...oil, quantity: 1 },
  ],
  totalPrice: 80.5,
};

describe('what the cart live region says', () => {
  it('names the product and counts the lines like the header', () => {
    expect(describeLineChange(serum.id, empty, one)).toBe('Dew Drop Serum added to cart — 1 item in cart');
    expect(describeLineChange(oil.id, one, two)).toBe('Rosehip Glow Oil added to cart — 2 items in cart');
  });

  it('gives the new quantity when a line changes', () => {
    const more: CartState = { items: [{ ...serum, quantity: 2 }], totalPrice: 77 };
    expect(describeLineChange(serum.id, one, more)).toBe('Dew Drop Serum, quantity 2 — 1 item in cart');
    expect(describeLineChange(serum.id, more, one)).toBe('Dew Drop Serum, quantity 1 — 1 item in cart');
  });

  it('says when a line goes, and when the cart is then empty', () => {
    expect(describeLineChange(oil.id, two, one)).toBe('Rosehip Glow Oil removed from cart — 1 item in cart');
    expect(describeLineChange(serum.id, one, empty)).toBe('Dew Drop Serum removed from cart — your cart is empty');
  });

  it('stays quiet for an id that was never in the cart', () => {
    expect(describeLineChange(99, one, one)).toBeNull();
  });
});

describe('the cart live region in the page', () => {
  const server = useCatalogServer();

  it('announces Add to Cart politely, and not a payment or a cart from another tab', async () => {
    const first = productAt(0);
    const { store, user } = await renderApp({
      route: '/shop',
      catalogBaseUrl: server.url,
      preloadedState: { cart: { items: [{ ...productAt(5), quantity: 1 }], totalPrice: productAt(5).price } },
    });
    const region = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent === '');
    expect(region).toBeDefined();
    await screen.findByRole('heading', { name: first.name });
    const card = screen
      .getAllByRole('article')
      .find((article) => within(article).queryByRole('heading', { name: first.name }));
    if (!card) throw new Error('no card for the first product');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const said = `${first.name} added to cart — 2 items in cart`;
    expect(await screen.findByText(said)).toHaveAttribute('aria-live', 'polite');
    act(() => {
      store.dispatch(keptCartRead({ items: [], totalPrice: 0 }));
      store.dispatch(clear());
    });
    expect(region).toHaveTextContent(said);
  });
});

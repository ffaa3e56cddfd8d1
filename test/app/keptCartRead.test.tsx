/*
 * The cart pages while the app starts (src/app/start.tsx): until the kept cart is read they show no lines,
 * only the place the prerendered page holds (whose empty message shows only for a kept cart the entry saw empty: a
 * matter of the stylesheet, held by test/e2e/hydration.spec.ts); `booted`, as the app makes the store, reads it.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { booted } from '../../src/app/lifecycle';
import { CartPage } from '../../src/features/cart/CartPage';
import { CART_KEY, keptCartNotRead, emptyCart, keptCart } from '../../src/features/cart';
import { makeProduct } from '../support/fixtures';
import { createMemoryStorage } from '../support/memoryStorage';
import { renderWithProviders } from '../support/renderWithProviders';

const line = { ...makeProduct({ id: 3, name: 'HOLOCENA', price: 22.5 }), quantity: 2 };
const notRead = { cart: emptyCart, keptCartStatus: keptCartNotRead };

describe('the cart pages before and after the kept cart is read', () => {
  it('shows no lines until the kept cart is read, only the place the prerendered page holds', () => {
    renderWithProviders(<CartPage />, { preloadedState: notRead });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('then shows the saved lines, and does not save them again', async () => {
    const storage = createMemoryStorage({ [CART_KEY]: keptCart.text({ items: [line], totalPrice: 45 }) });
    const { store } = renderWithProviders(<CartPage />, { storage, preloadedState: notRead });
    act(() => {
      store.dispatch(booted());
    });
    expect(await screen.findByRole('link', { name: 'HOLOCENA' })).toBeInTheDocument();
    expect(store.getState().cart).toEqual({ items: [line], totalPrice: 45 });
    expect(storage.writes).toEqual([]);
  });

  it('says the cart is empty once an empty kept cart is read', async () => {
    const { store } = renderWithProviders(<CartPage />, { preloadedState: notRead });
    act(() => {
      store.dispatch(booted());
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});

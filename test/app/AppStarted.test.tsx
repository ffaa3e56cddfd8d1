/*
 * The app's start (src/app/start.tsx): the store starts with an empty, not yet restored cart, exactly as the page
 * was prerendered, and the saved cart is read once AppStarted says the first render is committed.
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AppStarted } from '../../src/app/AppStarted';
import { CartPage } from '../../src/features/cart/CartPage';
import { CART_STORAGE_KEY, cartNotRestored, emptyCart, serialiseCart } from '../../src/features/cart';
import { makeProduct } from '../support/fixtures';
import { createMemoryStorage } from '../support/memoryStorage';
import { renderWithProviders } from '../support/renderWithProviders';

const line = { ...makeProduct({ id: 3, name: 'HOLOCENA', price: 22.5 }), quantity: 2 };

function CartPageStartingUp({ restore }: { restore: boolean }) {
  return (
    <>
      <CartPage />
      {restore && <AppStarted />}
    </>
  );
}

describe('restoring the saved cart after the first render', () => {
  it('shows neither lines nor "Your cart is empty" until the saved cart is read', () => {
    renderWithProviders(<CartPageStartingUp restore={false} />, {
      preloadedState: { cart: emptyCart, cartRestore: cartNotRestored },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
  });

  it('then shows the saved lines, and does not save them again', async () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: serialiseCart({ items: [line], totalPrice: 45 }) });
    const { store } = renderWithProviders(<CartPageStartingUp restore />, {
      storage,
      preloadedState: { cart: emptyCart, cartRestore: cartNotRestored },
    });
    expect(await screen.findByRole('link', { name: 'HOLOCENA' })).toBeInTheDocument();
    expect(store.getState().cart).toEqual({ items: [line], totalPrice: 45 });
    expect(storage.writes).toEqual([]);
  });

  it('says the cart is empty once an empty saved cart is read', async () => {
    renderWithProviders(<CartPageStartingUp restore />, {
      preloadedState: { cart: emptyCart, cartRestore: cartNotRestored },
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});

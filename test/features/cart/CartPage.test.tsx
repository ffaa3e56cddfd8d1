import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { CartState } from '../../../src/features/cart';
import { describedValue } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderWithProviders';

const serum = makeProduct({ id: 1, name: 'HOLOCENA', price: 22.5 });
const oil = makeProduct({ id: 2, name: 'VERDANCE', price: 40 });
const cart: CartState = {
  items: [
    { ...serum, quantity: 2 },
    { ...oil, quantity: 1 },
  ],
  totalPrice: 85,
};

async function renderCart(preloaded: CartState = cart) {
  const storage = createMemoryStorage();
  const view = await renderApp({ route: '/cart', preloadedState: { cart: preloaded }, storage });
  const saved = () => JSON.parse(storage.values.get('cart') ?? 'null') as unknown;
  return { ...view, saved };
}

const summaryValue = describedValue;

describe('cart page', () => {
  it('lists each line with its quantity and shows Subtotal, Transaction Fee $100.00 and Total', async () => {
    await renderCart();
    const lines = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Quantity of HOLOCENA' })).toHaveValue('2');
    expect(summaryValue('Subtotal')).toBe('$85.00');
    expect(summaryValue('Transaction Fee')).toBe('$100.00');
    expect(summaryValue('Total')).toBe('$185.00');
  });

  it("'+' adds one, updates the totals and saves the cart", async () => {
    const { user, saved } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of HOLOCENA' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of HOLOCENA' })).toHaveValue('3');
    expect(summaryValue('Subtotal')).toBe('$107.50');
    expect(summaryValue('Total')).toBe('$207.50');
    expect(saved()).toEqual({
      items: [
        { ...serum, quantity: 3 },
        { ...oil, quantity: 1 },
      ],
      totalPrice: 107.5,
    });
  });

  it("'-' takes one off, and removes the line at 1", async () => {
    const { user, saved } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of HOLOCENA' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of HOLOCENA' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of VERDANCE' }));
    expect(screen.queryByText('VERDANCE')).not.toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$22.50');
    expect(saved()).toEqual({ items: [{ ...serum, quantity: 1 }], totalPrice: 22.5 });
  });

  it('Remove deletes the whole line', async () => {
    const { user, saved } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove HOLOCENA from cart' }));
    expect(screen.queryByText('HOLOCENA')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('$140.00');
    expect(saved()).toEqual({ items: [{ ...oil, quantity: 1 }], totalPrice: 40 });
  });

  it('shows a message linking to the shop when the cart is empty', async () => {
    const { user, router } = await renderCart({ items: [], totalPrice: 0 });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText('Transaction Fee')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to the Shop' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('becomes the empty message once the last line is removed', async () => {
    const { user } = await renderCart({ items: [{ ...serum, quantity: 1 }], totalPrice: 22.5 });
    await user.click(await screen.findByRole('button', { name: 'Remove HOLOCENA from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('offers the way to checkout', async () => {
    await renderCart();
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });
});

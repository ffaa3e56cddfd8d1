import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { remove, keptCartRead } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import { useFakePayment } from '../../../src/features/checkout/useFakePayment';
import { formatMoney } from '../../../src/lib/money';
import { useCatalogServer } from '../../support/catalogServer';
import { describedValue } from '../../support/dom';
import { createMemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

// The checkout totals only prices the catalogue file holds: it reads the cart against the file's answer.
const server = useCatalogServer();
const serum = productAt(0);
const cart: CartState = { items: [{ ...serum, quantity: 2 }], totalPrice: serum.price * 2 };
const cartKept = JSON.stringify(cart);

async function renderCheckout(preloaded: CartState = cart) {
  jest.useFakeTimers();
  const storage = createMemoryStorage({ cart: cartKept });
  const view = await renderApp({
    route: '/checkout',
    preloadedState: { cart: preloaded },
    storage,
    fakeTimers: true,
    catalogBaseUrl: server.url,
  });
  // What the shopper lived through after the page was on screen: each navigation (a new history entry), and each change of the
  // cart's lines (a `clear` makes a new, empty list even when the list was already empty).
  const visited: string[] = [];
  let locationKey = view.router.state.location.key;
  view.router.subscribe((state) => {
    if (state.location.key === locationKey) return;
    locationKey = state.location.key;
    visited.push(state.location.pathname);
  });
  const cartChanges: CartState['items'][] = [];
  view.store.subscribe(() => {
    const { items } = view.store.getState().cart;
    if (items !== (cartChanges.at(-1) ?? preloaded.items)) cartChanges.push(items);
  });
  return { ...view, storage, visited, cartChanges };
}

/** Pay Now, once the order's totals show: the prices have been read against the catalogue file. */
async function payNowOnceTotalled() {
  await screen.findByText('Transaction Fee');
  return screen.getByRole('button', { name: 'Pay Now' });
}

/** Lets the 2 s payment and anything queued behind it run, and much longer, so a late effect would show. */
async function waitLongAfterPayment() {
  await act(async () => {
    jest.advanceTimersByTime(10_000);
    await Promise.resolve();
  });
}

describe('checkout form', () => {
  it.each([
    ['Email address *', 'email', 'email'],
    ['First name *', 'text', 'given-name'],
    ['Last name *', 'text', 'family-name'],
    ['Phone *', 'tel', 'tel'],
    ['Street address *', 'text', 'address-line1'],
    ['Postcode / ZIP (optional)', 'text', 'postal-code'],
  ])('has the field "%s" of type %s with autocomplete %s', async (label, type, autoComplete) => {
    await renderCheckout();
    const field = await screen.findByLabelText(label);
    expect(field).toHaveAttribute('type', type);
    expect(field).toHaveAttribute('autocomplete', autoComplete);
  });

  it.each(['Country / Region *', 'State *', 'LGA / City *'])('has the select "%s" with no options', async (label) => {
    await renderCheckout();
    const select = await screen.findByLabelText(label);
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect(within(select).getByRole('option')).toHaveValue('');
  });

  it('has optional order notes', async () => {
    await renderCheckout();
    expect((await screen.findByLabelText('Order notes (optional)')).tagName).toBe('TEXTAREA');
  });

  it('checks nothing and sends nothing: submitting is cancelled', async () => {
    const { user, router } = await renderCheckout();
    const email = await screen.findByLabelText('Email address *');
    await user.type(email, 'not-an-email{Enter}');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Billing details' }))).toBe(false);
  });
});

describe('order details and Pay Now', () => {
  it('lists the order with its totals', async () => {
    await renderCheckout();
    const lines = await screen.findByRole('list', { name: 'Order items' });
    expect(within(lines).getByText(serum.name)).toBeInTheDocument();
    expect(await screen.findByText('Transaction Fee')).toBeInTheDocument();
    expect(describedValue('Transaction Fee')).toBe('$100.00');
    expect(describedValue('Total')).toBe(formatMoney(serum.price * 2 + 100));
  });

  it("shows 'Processing...' for 2 seconds, then clears the cart without saving and goes to /thank-you", async () => {
    const { user, store, storage, router } = await renderCheckout();
    await user.click(await payNowOnceTotalled());
    const processing = screen.getByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();

    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(router.state.location.pathname).toBe('/checkout');
    expect(store.getState().cart.items).toHaveLength(1);

    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(store.getState().cart).toEqual({ items: [], totalPrice: cart.totalPrice });
    expect(storage.writes).toHaveLength(0);
    expect(storage.values.get('cart')).toBe(cartKept);
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();
  });

  it('is disabled, with the empty message, when the cart is empty', async () => {
    const { user, visited, cartChanges } = await renderCheckout({ items: [], totalPrice: 0 });
    const payNow = await screen.findByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(payNow);
    await waitLongAfterPayment();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(visited).toEqual([]);
    expect(cartChanges).toEqual([]);
  });

  it('pays once for a double click: one clear, one trip to /thank-you', async () => {
    const { user, router, visited, cartChanges } = await renderCheckout();
    await user.dblClick(await payNowOnceTotalled());
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitLongAfterPayment();
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    await waitLongAfterPayment();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(visited).toEqual(['/thank-you']);
    expect(cartChanges).toEqual([[]]);
  });

  it('cancels the pending payment when the shopper leaves the page: the cart stays, no trip to /thank-you', async () => {
    const { user, store, storage, router, visited, cartChanges } = await renderCheckout();
    await user.click(await payNowOnceTotalled());
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    await user.click(screen.getByRole('link', { name: /^Cart\b/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /cart/i })).toBeInTheDocument();
    await waitLongAfterPayment();
    expect(router.state.location.pathname).toBe('/cart');
    expect(visited).toEqual(['/cart']);
    expect(cartChanges).toEqual([]);
    expect(store.getState().cart).toEqual(cart);
    expect(storage.writes).toHaveLength(0);
  });

  it('drops the pending payment when the cart empties meanwhile (another tab), and stays on checkout', async () => {
    const { store, user, visited } = await renderCheckout();
    await user.click(await payNowOnceTotalled());
    act(() => {
      jest.advanceTimersByTime(500);
      store.dispatch(remove(serum.id));
    });
    await waitLongAfterPayment();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(visited).toEqual([]);
  });
});

describe('useFakePayment', () => {
  it('pays once however often it is pressed', () => {
    jest.useFakeTimers();
    const onPaid = jest.fn();
    const { result } = renderHook(() => useFakePayment(onPaid));
    act(() => {
      result.current.pay();
      result.current.pay();
    });
    expect(result.current.processing).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(onPaid).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('cancels the pending payment when the page goes away', () => {
    jest.useFakeTimers();
    const onPaid = jest.fn();
    const { result, unmount } = renderHook(() => useFakePayment(onPaid));
    act(() => {
      result.current.pay();
    });
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('cancel() drops a pending payment and lets the shopper pay again', () => {
    jest.useFakeTimers();
    const onPaid = jest.fn();
    const { result } = renderHook(() => useFakePayment(onPaid));
    act(() => {
      result.current.pay();
    });
    act(() => {
      result.current.cancel();
    });
    expect(result.current.processing).toBe(false);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(onPaid).not.toHaveBeenCalled();
    act(() => {
      result.current.pay();
      jest.advanceTimersByTime(2000);
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('cancel() after the payment went through changes nothing', () => {
    jest.useFakeTimers();
    const onPaid = jest.fn();
    const { result } = renderHook(() => useFakePayment(onPaid));
    act(() => {
      result.current.pay();
      jest.advanceTimersByTime(2000);
    });
    act(() => {
      result.current.cancel();
    });
    expect(result.current.processing).toBe(true);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});

describe('thank-you page', () => {
  it('confirms the fake payment and links back home', async () => {
    const { user, router } = await renderApp({ route: '/thank-you' });
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your order. Your skincare products will be processed soon.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened directly, it shows the confirmation and Back to Home only: no order', async () => {
    await renderApp({ route: '/thank-you' });
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order items' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Home' })).toHaveLength(1);
  });

  it('shows what was paid for: each line with its quantity, and the totals, as the cart was when Pay Now was pressed', async () => {
    const oil = productAt(1);
    const twoLines: CartState = {
      items: [
        { ...serum, quantity: 2 },
        { ...oil, quantity: 1 },
      ],
      totalPrice: serum.price * 2 + oil.price,
    };
    const { user, store } = await renderCheckout(twoLines);
    await user.click(await payNowOnceTotalled());
    // Another tab changes the cart while the payment is processing: the order is the one the shopper paid for.
    act(() => {
      jest.advanceTimersByTime(1000);
      store.dispatch(keptCartRead({ items: [{ ...oil, quantity: 5 }], totalPrice: oil.price * 5 }));
    });
    await waitLongAfterPayment();
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();

    const order = screen.getByRole('region', { name: 'Your order' });
    const lines = within(order).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${serum.name}\u00a0×\u00a02${formatMoney(serum.price * 2)}`,
      `${oil.name}\u00a0×\u00a01${formatMoney(oil.price)}`,
    ]);
    const subtotal = serum.price * 2 + oil.price;
    expect(describedValue('Subtotal')).toBe(formatMoney(subtotal));
    expect(describedValue('Transaction Fee')).toBe('$100.00');
    expect(describedValue('Total')).toBe(formatMoney(subtotal + 100));
    // The spec's confirmation is all there, above the order.
    expect(
      screen.getByText('Thank you for your order. Your skincare products will be processed soon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('keeps the order in its history entry: a page that comes back to it (a reload, Back) shows it again', async () => {
    const { user, router } = await renderCheckout();
    await user.click(await payNowOnceTotalled());
    await waitLongAfterPayment();
    expect(await screen.findByRole('region', { name: 'Your order' })).toBeInTheDocument();
    const state: unknown = router.state.location.state;

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Mossbloom/ })).toBeInTheDocument();
    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual(state);
    expect(within(screen.getByRole('list', { name: 'Order items' })).getByText(serum.name)).toBeInTheDocument();
  });

  it.each([
    ['nothing', null],
    ['no order', { from: 'elsewhere' }],
    ['an order without lines', { order: { lines: [], subtotal: 0, fee: 100, total: 100 } }],
    [
      'a line without a whole quantity',
      {
        order: {
          lines: [{ id: 1, name: 'A', image: 'a.svg', price: 1, quantity: 0.5 }],
          subtotal: 1,
          fee: 100,
          total: 101,
        },
      },
    ],
    [
      'a total that is not a number',
      {
        order: {
          lines: [{ id: 1, name: 'A', image: 'a.svg', price: 1, quantity: 1 }],
          subtotal: 1,
          fee: 100,
          total: '101',
        },
      },
    ],
  ])('a history entry with %s shows the confirmation alone', async (_, state) => {
    const { router } = await renderApp({ route: '/' });
    await act(async () => {
      await router.navigate('/thank-you', { state });
    });
    expect(await screen.findByRole('heading', { name: 'Fake Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});

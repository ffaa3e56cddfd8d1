/*
 * "✓ 2 in cart" on Add to Cart after an add (src/features/cart/addedMark.ts): the one answer the entry gives on a
 * painted page (test/app/enter.test.tsx) and AddToCart gives once the app runs.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { AddToCart, add as addProduct, remove } from '../../../src/features/cart';
import { ADDED_FOR_MS, markAdded } from '../../../src/features/cart/addedMark';
import { makeProduct } from '../../support/fixtures';
import { renderWithProviders } from '../../support/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the added mark', () => {
  it("shows the line's quantity until ADDED_FOR_MS after the last add", () => {
    const button = document.createElement('button');
    markAdded(button, 1);
    expect(button).toHaveAttribute('data-added', '1');
    jest.advanceTimersByTime(ADDED_FOR_MS - 1);
    markAdded(button, 2);
    jest.advanceTimersByTime(ADDED_FOR_MS - 1);
    expect(button).toHaveAttribute('data-added', '2');
    jest.advanceTimersByTime(1);
    expect(button).not.toHaveAttribute('data-added');
  });
});

describe('Add to Cart in the app', () => {
  it('reads "✓ N in cart" for a moment after each add, with the line as it is', async () => {
    const product = makeProduct({ id: 5, name: 'Dew Drop Serum' });
    const { user, store } = renderWithProviders(<AddToCart product={product} />, { fakeTimers: true });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).not.toHaveAttribute('data-added');
    await user.click(add);
    expect(add).toHaveAttribute('data-added', '1');
    await user.click(add);
    expect(add).toHaveAttribute('data-added', '2');
    act(() => {
      jest.advanceTimersByTime(ADDED_FOR_MS);
    });
    expect(add).not.toHaveAttribute('data-added');

    await user.click(add);
    expect(add).toHaveAttribute('data-added', '3');
    // The line changed elsewhere (another card of the product, another tab): the mark follows it, and goes with it.
    act(() => {
      store.dispatch(addProduct(product));
    });
    expect(add).toHaveAttribute('data-added', '4');
    // The line removed elsewhere (the cart page, another tab): the mark goes with it.
    act(() => {
      store.dispatch(remove(product.id));
    });
    expect(add).not.toHaveAttribute('data-added');
  });
});

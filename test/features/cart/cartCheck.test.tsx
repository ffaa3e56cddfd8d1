/*
 * The cart read against the catalogue file (docs/decisions/0010): a line takes the file's price and name and the
 * shopper is told; a line whose product the file no longer has is marked, out of the total and of Pay Now.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import {
  add,
  checkCart,
  selectCartLines,
  selectLineChanges,
  selectOrderTotals,
  selectPayableItems,
} from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import { describeCartCheck } from '../../../src/features/cart/cartCheckAnnouncement';
import { catalogApi } from '../../../src/features/catalog';
import type { Product } from '../../../src/features/catalog';
import { formatMoney } from '../../../src/lib/money';
import { useCatalogServer } from '../../support/catalogServer';
import { describedValue } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { catalogProducts, productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const serum = makeProduct({ id: 1, name: 'Dew Serum', price: 20 });
const oil = makeProduct({ id: 2, name: 'Rose Oil', price: 30 });
const balm = makeProduct({ id: 3, name: 'Lip Balm', price: 8 });

describe('checkCart', () => {
  it('finds nothing when every line holds its product as the file has it', () => {
    expect(checkCart([{ ...serum, quantity: 2 }], [serum, oil])).toEqual({ updated: [], changes: [], withdrawn: [] });
  });

  it('gives a line the file’s product when any field differs, and tells a new price or name', () => {
    const dearer = { ...serum, price: 22.5 };
    const renamed = { ...oil, name: 'Rose Glow Oil' };
    const described = { ...balm, description: 'Now with shea.' };
    const check = checkCart(
      [
        { ...serum, quantity: 2 },
        { ...oil, quantity: 1 },
        { ...balm, quantity: 1 },
      ],
      [dearer, renamed, described],
    );
    expect(check.updated).toEqual([dearer, renamed, described]);
    expect(check.changes).toEqual([
      { id: 1, name: 'Dew Serum', price: 22.5, was: { name: 'Dew Serum', price: 20 } },
      { id: 2, name: 'Rose Glow Oil', price: 30, was: { name: 'Rose Oil', price: 30 } },
    ]);
    expect(check.withdrawn).toEqual([]);
  });

  it('lists, as text, the lines whose product the file no longer has; ids compare as text', () => {
    const check = checkCart(
      [
        { ...serum, id: '1', quantity: 1 },
        { ...oil, quantity: 1 },
      ],
      [serum],
    );
    expect(check).toEqual({ updated: [{ ...serum }], changes: [], withdrawn: ['2'] });
  });
});

describe('what the live region says of a check', () => {
  const before: CartState = {
    items: [
      { ...serum, quantity: 1 },
      { ...oil, quantity: 1 },
    ],
    totalPrice: 50,
  };

  it('names the line, its old and new price, a new name, and a withdrawn product', () => {
    const check = checkCart(before.items, [{ ...serum, name: 'Dew Drop Serum', price: 22.5 }]);
    expect(describeCartCheck(check, before)).toBe(
      'Dew Serum: price changed from $20.00 to $22.50, now called Dew Drop Serum. ' +
        'Rose Oil is no longer available and is left out of your order.',
    );
  });

  it('says nothing when nothing changed, nor a withdrawn product already told', () => {
    expect(describeCartCheck(checkCart(before.items, [serum, oil]), before)).toBeNull();
    expect(describeCartCheck(checkCart(before.items, [serum]), before, { changes: [], withdrawn: ['2'] })).toBeNull();
  });
});

const server = useCatalogServer();

/** A store whose catalogue file answers with `products`, the cart saved as `items`. */
async function storeAnswered(items: CartState['items'], products: Product[]) {
  server.setMode('body');
  server.serveBody({ products });
  const storage = createMemoryStorage();
  const store = makeStore({ cart: { items, totalPrice: 0 } }, { storage, catalogBaseUrl: server.url });
  const request = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
  await request;
  request.unsubscribe();
  const saved = () => JSON.parse(storage.values.get('cart') ?? 'null') as unknown;
  return { store, storage, saved };
}

describe('the store reads the cart against each answer of the file', () => {
  it('takes the file’s price and name into the line, recomputes the total and saves the cart', async () => {
    const dearer = { ...serum, name: 'Dew Drop Serum', price: 22.5 };
    const { store, saved } = await storeAnswered([{ ...serum, quantity: 2 }], [dearer, oil]);
    expect(store.getState().cart).toEqual({ items: [{ ...dearer, quantity: 2 }], totalPrice: 45 });
    expect(saved()).toEqual({ items: [{ ...dearer, quantity: 2 }], totalPrice: 45 });
    expect(selectLineChanges(store.getState())).toEqual([
      { id: 1, name: 'Dew Drop Serum', price: 22.5, was: { name: 'Dew Serum', price: 20 } },
    ]);
  });

  it('keeps a withdrawn line, out of the total and of what Pay Now pays for, and writes nothing for it', async () => {
    const { store, storage } = await storeAnswered(
      [
        { ...serum, quantity: 2 },
        { ...oil, quantity: 1 },
      ],
      [serum],
    );
    const state = store.getState();
    expect(state.cart.items).toHaveLength(2);
    expect(selectCartLines(state).map((line) => line.available)).toEqual([true, false]);
    expect(selectPayableItems(state)).toEqual([{ ...serum, quantity: 2 }]);
    expect(selectOrderTotals(state)).toEqual({ subtotal: 40, fee: 100, total: 140 });
    expect(storage.writes).toEqual([]);
  });

  it('reads an Add to Cart of a painted product against the answer it came after', async () => {
    const dearer = { ...serum, price: 22.5 };
    const { store, saved } = await storeAnswered([], [dearer]);
    // An Add to Cart of a painted product, taken from the page's snapshot, once the file has answered.
    store.dispatch(add({ ...serum, quantity: 1 }));
    expect(store.getState().cart.items).toEqual([{ ...dearer, quantity: 1 }]);
    expect(saved()).toEqual({ items: [{ ...dearer, quantity: 1 }], totalPrice: 22.5 });
  });
});

describe('the cart and checkout pages after the file changed the cart', () => {
  const kept = productAt(0);
  const withdrawn = productAt(1);
  const saved: CartState['items'] = [
    { ...kept, price: kept.price - 2, quantity: 2 },
    { ...withdrawn, quantity: 1 },
  ];
  const served = catalogProducts.filter((product) => product.id !== withdrawn.id);

  async function open(route: string) {
    server.setMode('body');
    server.serveBody({ products: served });
    return renderApp({ route, preloadedState: { cart: { items: saved, totalPrice: 0 } }, catalogBaseUrl: server.url });
  }

  it('the cart page shows the file’s price with the change, and the withdrawn line with Remove only', async () => {
    const { user } = await open('/cart');
    const lines = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    const [keptLine, withdrawnLine] = lines;
    if (!keptLine || !withdrawnLine) throw new Error('two lines expected');
    expect(
      await within(keptLine).findByText(
        `Price changed from ${formatMoney(kept.price - 2)} to ${formatMoney(kept.price)}.`,
      ),
    ).toBeInTheDocument();
    expect(within(keptLine).getByText(formatMoney(kept.price * 2))).toBeInTheDocument();
    expect(within(withdrawnLine).getByText('No longer available: not included in your order.')).toBeInTheDocument();
    expect(within(withdrawnLine).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();
    expect(describedValue('Subtotal')).toBe(formatMoney(kept.price * 2));
    // Said in the cart's live region too.
    const said = screen.getAllByRole('status').map((region) => region.textContent);
    expect(said).toContain(
      `${kept.name}: price changed from ${formatMoney(kept.price - 2)} to ${formatMoney(kept.price)}. ` +
        `${withdrawn.name} is no longer available and is left out of your order.`,
    );

    await user.click(within(withdrawnLine).getByRole('button', { name: `Remove ${withdrawn.name} from cart` }));
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('checkout totals the file’s prices only, without the withdrawn line', async () => {
    await open('/checkout');
    expect(await screen.findByText('Transaction Fee')).toBeInTheDocument();
    expect(describedValue('Subtotal')).toBe(formatMoney(kept.price * 2));
    expect(describedValue('Total')).toBe(formatMoney(kept.price * 2 + 100));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('checkout pays for nothing when every line is withdrawn', async () => {
    server.setMode('body');
    server.serveBody({ products: served });
    await renderApp({
      route: '/checkout',
      preloadedState: { cart: { items: [{ ...withdrawn, quantity: 1 }], totalPrice: withdrawn.price } },
      catalogBaseUrl: server.url,
    });
    expect(await screen.findByText('No longer available: not included in your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  it('checkout totals nothing until the file answers, and offers Try again when it fails', async () => {
    server.setMode('error500');
    const { user } = await renderApp({
      route: '/checkout',
      preloadedState: { cart: { items: [{ ...kept, quantity: 1 }], totalPrice: kept.price } },
      catalogBaseUrl: server.url,
    });
    expect(await screen.findByText('The prices could not be checked with the shop.')).toBeInTheDocument();
    expect(screen.queryByText('Transaction Fee')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    server.setMode('ok');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Transaction Fee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

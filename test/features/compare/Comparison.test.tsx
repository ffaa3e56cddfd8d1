/*
 * The comparison (src/features/compare/Comparison.tsx), opened by the header's "Compare (n)": the chosen products
 * side by side with their fields, the ingredients only one has, a dash for what an entry does not give, each product's
 * Add to Cart (the cart's add) and Remove, and Close, the focus going back to the control.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { add } from '../../../src/features/cart';
import { COMPARE_KEY, CompareControl } from '../../../src/features/compare';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderWithProviders } from '../../support/renderWithProviders';

const serum = makeProduct({
  id: 1,
  name: 'Dew Drop Serum',
  price: 38.5,
  size: { amount: 30, unit: 'ml' },
  ingredients: ['Aqua', 'Glycerin', 'Sodium Hyaluronate'],
  keyIngredients: [{ name: 'Sodium Hyaluronate', does: 'holds water in the skin' }],
  skinTypes: ['dry', 'sensitive'],
  freeFrom: ['fragrance', 'alcohol'],
} as Partial<ReturnType<typeof makeProduct>>);
const oil = makeProduct({
  id: 2,
  name: 'Rosehip Glow Oil',
  price: 30,
  size: { amount: 15, unit: 'ml' },
  ingredients: ['Rosa Canina Fruit Oil', 'GLYCERIN'],
  skinTypes: ['normal'],
} as Partial<ReturnType<typeof makeProduct>>);
const balm = makeProduct({ id: 3, name: 'Lip Balm', price: 8 });
const unchosen = makeProduct({ id: 4, name: 'Clay Mask', price: 12 });

const server = useCatalogServer();

// jsdom has no modal dialogs: as a browser does it, opened and closed, with its close event.
const DIALOG_METHODS = ['showModal', 'close'] as const;
const jsdomDialog = DIALOG_METHODS.map(
  (method) => [method, Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, method)] as const,
);
beforeAll(() => {
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    },
  });
});
afterAll(() => {
  for (const [method, own] of jsdomDialog) {
    if (own) Object.defineProperty(HTMLDialogElement.prototype, method, own);
    else Reflect.deleteProperty(HTMLDialogElement.prototype, method);
  }
});

async function openComparison(kept = '["1","2","3"]') {
  server.setMode('body');
  server.serveBody({ products: [serum, oil, balm, unchosen] });
  const storage = createMemoryStorage({ [COMPARE_KEY]: kept });
  const view = renderWithProviders(<CompareControl addToCart={add} place="header" />, {
    storage,
    catalogBaseUrl: server.url,
  });
  act(() => {
    view.store.dispatch(booted());
  });
  const control = screen.getByRole('button', { name: 'Compare (3)' });
  await view.user.click(control);
  const dialog = await screen.findByRole('dialog', { name: 'Compare products' });
  const table = await within(dialog).findByRole('table');
  return { ...view, storage, control, dialog, table };
}

/** The cells of the row named `field`, one per product, as text. */
const row = (table: HTMLElement, field: string) => {
  const [line] = within(table)
    .getAllByRole('row')
    .filter((candidate) => within(candidate).queryByRole('rowheader', { name: field }) !== null);
  if (!line) throw new Error(`No row "${field}".`);
  return within(line)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the comparison', () => {
  it('shows the chosen products side by side, in the order chosen, each named and linked to its page', async () => {
    const { table } = await openComparison();
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual(['Dew Drop Serum', 'Rosehip Glow Oil', 'Lip Balm']);
    const serumColumn = within(table).getByRole('columnheader', { name: 'Dew Drop Serum' });
    expect(within(serumColumn).getByRole('link', { name: 'Dew Drop Serum' })).toHaveAttribute(
      'href',
      '/selectedproduct/1',
    );
    expect(screen.queryByText('Clay Mask')).not.toBeInTheDocument();
    // It scrolls within its own region, which the keyboard reaches.
    const region = screen.getByRole('region', { name: '3 products side by side' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('shows each field, and a dash that says "Not given" where an entry gives none', async () => {
    const { table } = await openComparison();
    expect(row(table, 'Price')).toEqual(['$38.50', '$30.00', '$8.00']);
    expect(row(table, 'Size')).toEqual(['30 ml', '15 ml', '—Not given']);
    expect(row(table, 'Price per 100 ml or g')).toEqual(['$128.33 / 100 ml', '$200.00 / 100 ml', '—Not given']);
    expect(row(table, 'Rating')).toEqual(['Rated 4.5 out of 5', 'Rated 4.5 out of 5', 'Rated 4.5 out of 5']);
    expect(row(table, 'Skin types')).toEqual(['DrySensitive', 'Normal', '—Not given']);
    expect(row(table, 'Free from')).toEqual(['FragranceDrying alcohol', '—Not given', '—Not given']);
    expect(row(table, 'Key ingredients')).toEqual([
      'Sodium Hyaluronate: holds water in the skin',
      '—Not given',
      '—Not given',
    ]);
  });

  it('names the ingredients only one product has, of those with a list', async () => {
    const { table } = await openComparison();
    expect(within(table).getByRole('rowheader', { name: 'Ingredients only this one has' })).toBeInTheDocument();
    expect(row(table, 'Ingredients only this one has')).toEqual([
      'AquaSodium Hyaluronate',
      'Rosa Canina Fruit Oil',
      '—Not given',
    ]);
  });

  it('adds a product to the cart by the cart’s add, and says so under it', async () => {
    const { user, store, dialog } = await openComparison();
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart Rosehip Glow Oil' }));
    expect(store.getState().cart.items).toEqual([{ ...oil, quantity: 1 }]);
    expect(within(dialog).getByText('✓ Added to your cart')).toBeInTheDocument();
    // The spec's add: one more of a product already in the cart.
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart Rosehip Glow Oil' }));
    expect(store.getState().cart.items).toEqual([{ ...oil, quantity: 2 }]);
  });

  it('removes a product from the comparison and the kept list, and the header counts one fewer', async () => {
    const { user, storage, dialog, table } = await openComparison();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Rosehip Glow Oil from the comparison' }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Dew Drop Serum', 'Lip Balm']);
    expect(storage.values.get(COMPARE_KEY)).toBe('["1","3"]');
    expect(screen.getByRole('button', { name: 'Compare (2)', hidden: true })).toBeInTheDocument();
  });

  it('closes with Close, and the focus goes back to "Compare (n)"', async () => {
    const { user, dialog, control } = await openComparison();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
  });

  it('leaves out, quietly, a product the catalogue file no longer has', async () => {
    const { table } = await openComparison('["1","99","2"]');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Dew Drop Serum', 'Rosehip Glow Oil']);
  });
});

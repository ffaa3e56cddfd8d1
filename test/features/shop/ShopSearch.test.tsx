import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { mockMatchMedia } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

/** Twelve products: three rose ones, nine others, across two needs. */
const products = Array.from({ length: 12 }, (_, index) =>
  makeProduct({
    id: index + 1,
    name: index < 3 ? `Rose Balm ${String(index + 1)}` : `Oat Cream ${String(index + 1)}`,
    description: 'A daily formula.',
    price: 40 - index,
    category: index % 2 === 0 ? 'Hydrates' : 'Soothes',
  }),
);

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('shop search, need and order', () => {
  it('narrows the grid as the shopper types, says how many, and writes the search into the URL', async () => {
    server.serveBody({ products });
    const { user, router } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByText('Showing 8 of 12 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rose');
    expect(cardNames()).toEqual(['Rose Balm 1', 'Rose Balm 2', 'Rose Balm 3']);
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “rose”' })).toBeInTheDocument();
    expect(screen.getByText('3 products found')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    // The URL follows in a transition: it is the state once it has caught up.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=rose');
    });
  });

  it('counts each need for the search, disables an empty one, and filters and sorts with the selects', async () => {
    server.serveBody({ products });
    const { user, router } = await renderApp({ route: '/shop?q=balm', catalogBaseUrl: server.url });
    await screen.findByText('3 products found');
    const need = screen.getByRole('combobox', { name: 'Skin need' });
    expect(within(need).getByRole('option', { name: 'Hydrates (2)' })).toBeEnabled();
    expect(within(need).getByRole('option', { name: 'Soothes (1)' })).toBeEnabled();
    expect(within(need).getByRole('option', { name: 'Tones (0)' })).toBeDisabled();

    await user.selectOptions(need, 'Hydrates');
    expect(cardNames()).toEqual(['Rose Balm 1', 'Rose Balm 3']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(cardNames()).toEqual(['Rose Balm 3', 'Rose Balm 1']);
    expect(router.state.location.search).toBe('?q=balm&need=Hydrates&sort=price-asc');

    // Back: the previous need and order, in the form too.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    expect(cardNames()).toEqual(['Rose Balm 1', 'Rose Balm 3']);
  });

  it('starts the paging again at 8 when the query changes, and offers a way back when nothing matches', async () => {
    server.serveBody({ products });
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(cardNames()).toHaveLength(12);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(cardNames()).toHaveLength(8);

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 8 of 12 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  });

  it('ignores unknown values in the URL', async () => {
    server.serveBody({ products });
    await renderApp({ route: '/shop?sort=cheap&need=Roses', catalogBaseUrl: server.url });
    expect(await screen.findByText('Showing 8 of 12 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All products' })).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Rose Balm 1');
  });
});

import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { useCatalogServer } from '../../support/catalogServer';
import { holderOf } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { mockMatchMedia } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

/** Four products: what each says of the skin it suits, what it is free from and what it holds. */
const products = [
  {
    ...makeProduct({ id: 1, name: 'Calm Serum', category: 'Soothes' }),
    skinTypes: ['sensitive', 'dry'],
    freeFrom: ['fragrance', 'alcohol'],
    ingredients: ['Aqua', 'Sodium Hyaluronate', 'Panthenol'],
  },
  {
    ...makeProduct({ id: 2, name: 'Garden Cream', category: 'Hydrates' }),
    skinTypes: ['dry', 'normal'],
    freeFrom: ['alcohol'],
    ingredients: ['Aqua', 'Rosa Damascena Flower Water', 'Linalool'],
  },
  {
    ...makeProduct({ id: 3, name: 'Clear Tonic', category: 'Soothes' }),
    skinTypes: ['oily', 'sensitive'],
    freeFrom: ['fragrance'],
    ingredients: ['Aqua', 'Salix Alba Bark Extract'],
  },
  // Says nothing of its skin or claims: no filter finds it, and it is never said to suit anyone.
  makeProduct({ id: 4, name: 'Plain Balm', category: 'Soothes' }),
];

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the shop filters by skin type and by free-from', () => {
  it('narrows the grid with the selects, says how many, and writes both into the URL beside the need', async () => {
    server.serveBody({ products });
    const { user, router } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByText('Showing 4 of 4 products');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Skin type' }), 'Sensitive');
    expect(cardNames()).toEqual(['Calm Serum', 'Clear Tonic']);
    expect(screen.getByText('2 products found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Products, for sensitive skin' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Free from' }), 'Drying alcohol');
    expect(cardNames()).toEqual(['Calm Serum']);
    const need = screen.getByRole('combobox', { name: 'Skin need' });
    // The need's counts are of the products the filters leave.
    expect(within(need).getByRole('option', { name: 'Soothes (1)' })).toBeEnabled();
    expect(within(need).getByRole('option', { name: 'Hydrates (0)' })).toBeDisabled();
    await waitFor(() => {
      expect(router.state.location.search).toBe('?skin=sensitive&free=alcohol');
    });
  });

  it('opens a shared link filtered, and Back and Forward go between the filters', async () => {
    server.serveBody({ products });
    const { user, router } = await renderApp({ route: '/shop?skin=dry&free=alcohol', catalogBaseUrl: server.url });
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Calm Serum', 'Garden Cream']);
    expect(screen.getByRole('combobox', { name: 'Skin type' })).toHaveValue('dry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skin type' }), 'Oily');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Free from' }), 'No preference');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Clear Tonic']);
    await act(async () => {
      await router.navigate(-2);
    });
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Skin type' })).toHaveValue('dry');
    expect(screen.getByRole('combobox', { name: 'Free from' })).toHaveValue('alcohol');
    await act(async () => {
      await router.navigate(1);
    });
    expect(await screen.findByText('Products, for oily skin, free from drying alcohol')).toBeInTheDocument();
  });

  it('says so when nothing suits the choices, and offers every product again', async () => {
    server.serveBody({ products });
    await renderApp({ route: '/shop?skin=oily&free=alcohol', catalogBaseUrl: server.url });
    expect(await screen.findByText(/Nothing in the shop matches these choices/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute('href', '/shop');
  });
});

describe('the search finds products by their ingredients', () => {
  it('finds any word of an INCI name, case and accents aside, and the card says which ingredient', async () => {
    server.serveBody({ products });
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByText('Showing 4 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'HYALURONATE');
    expect(cardNames()).toEqual(['Calm Serum']);
    const card = holderOf(screen.getByRole('heading', { name: 'Calm Serum' }), 'article');
    expect(within(card).getByText('Contains Sodium Hyaluronate')).toBeVisible();
  });

  it('says nothing of ingredients on a card its name or description found', async () => {
    server.serveBody({ products });
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByText('Showing 4 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rosa');
    expect(cardNames()).toEqual(['Garden Cream']);
    expect(screen.getByText('Contains Rosa Damascena Flower Water')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'calm');
    expect(cardNames()).toEqual(['Calm Serum']);
    expect(screen.queryByText(/^Contains /)).not.toBeInTheDocument();
  });
});

/*
 * The shop's `?avoid=hide`: the products whose ingredient list holds an ingredient the shopper avoids are left out of
 * the list, never silently. The results say how many and why, in words, with the link that shows them again; the
 * number found and the need's counts are of what is shown. Nothing more is said when nothing is hidden.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import * as avoided from '../../../src/features/avoid/avoided';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { selectCatalogAnswered } from '../../../src/features/catalog';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { mockMatchMedia } from '../../support/matchMedia';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

/** Four products: two hold Linalool (spelled as two labels spell it), one holds none, one lists no ingredients. */
const products = [
  { ...makeProduct({ id: 1, name: 'Calm Serum', category: 'Soothes' }), ingredients: ['Aqua', 'Panthenol'] },
  {
    ...makeProduct({ id: 2, name: 'Garden Cream', category: 'Hydrates' }),
    ingredients: ['Aqua', 'Rosa Damascena Flower Water', 'Linalool'],
  },
  {
    ...makeProduct({ id: 3, name: 'Night Balm', category: 'Soothes', description: 'A rich balm.' }),
    ingredients: ['Aqua', 'LINALOOL', 'Limonene'],
  },
  makeProduct({ id: 4, name: 'Plain Balm', category: 'Soothes', description: 'A plain balm.' }),
];

/** Opens `route` with `avoided` kept under `avoid`, the store booted as the page's start boots it. */
async function openShop(route: string, avoided: string[]) {
  server.serveBody({ products });
  const storage = createMemoryStorage({ [AVOID_KEY]: JSON.stringify(avoided) });
  const view = await renderApp({ route, storage, catalogBaseUrl: server.url });
  act(() => {
    view.store.dispatch(booted());
  });
  return view;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const needOption = (name: string) =>
  within(screen.getByRole('combobox', { name: 'Skin need' })).getByRole('option', { name });
const HIDDEN_WORDS = /hidden: (it contains|they contain) ingredients you avoid/;

describe('the shop hides the products with an ingredient the shopper avoids (?avoid=hide)', () => {
  it('leaves them out, says how many and why, and counts only what it shows', async () => {
    await openShop('/shop?avoid=hide', ['Linalool']);
    const found = await screen.findByText('2 products found');
    expect(found).toHaveAttribute('role', 'status');
    expect(cardNames()).toEqual(['Calm Serum', 'Plain Balm']);
    const said = screen.getByText(HIDDEN_WORDS);
    expect(said).toHaveTextContent('2 products hidden: they contain ingredients you avoid. Show them');
    expect(said).toHaveAttribute('role', 'status');
    expect(within(said).getByRole('link', { name: 'Show them' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('heading', { level: 2, name: 'Products, without ingredients you avoid' })).toBeVisible();
    expect(screen.getByText('Showing 2 of 2 products')).toBeInTheDocument();
    // The need's counts are of what the shop shows.
    expect(needOption('Soothes (2)')).toBeEnabled();
    expect(needOption('Hydrates (0)')).toBeDisabled();
  });

  it('shows no product before it knows which to hide: the results wait for the avoid list', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bring = avoided.withAvoidList;
    jest.spyOn(avoided, 'withAvoidList').mockImplementation(async (...args) => {
      await held;
      await bring(...args);
    });
    const { store } = await openShop('/shop?avoid=hide', ['Linalool']);
    await waitFor(() => {
      expect(selectCatalogAnswered(store.getState())).toBe(true);
    });
    expect(screen.getByText('Products loading...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(needOption('Soothes')).toBeEnabled();

    release();
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Calm Serum', 'Plain Balm']);
  });

  it('“Show them” shows them again, the rest of the discovery kept, and Back hides them again', async () => {
    const { user, router } = await openShop('/shop?q=balm&avoid=hide', ['linalool']);
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Plain Balm']);
    expect(screen.getByText(HIDDEN_WORDS)).toHaveTextContent(
      '1 product hidden: it contains ingredients you avoid. Show them',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “balm”, without ingredients you avoid' }));

    await user.click(screen.getByRole('link', { name: 'Show them' }));
    expect(router.state.location.search).toBe('?q=balm');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Night Balm', 'Plain Balm']);
    expect(screen.queryByText(HIDDEN_WORDS)).not.toBeInTheDocument();
    // Named as its own label names it.
    expect(screen.getByText('Contains LINALOOL, which you avoid')).toBeVisible();

    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Plain Balm']);
  });

  it('says so when it hides every product found, with the way to show them', async () => {
    await openShop('/shop?need=Hydrates&avoid=hide', ['Linalool']);
    expect(await screen.findByRole('heading', { level: 3, name: 'No products found' })).toBeVisible();
    expect(screen.getByText('Every product that matches contains an ingredient you avoid.')).toBeVisible();
    expect(screen.getByText(HIDDEN_WORDS)).toHaveTextContent(
      '1 product hidden: it contains ingredients you avoid. Show them',
    );
    expect(screen.getByRole('link', { name: 'Show them' })).toHaveAttribute('href', '/shop?need=Hydrates');
  });

  it('says nothing more when it hides nothing: nothing avoided, or nothing found holds it', async () => {
    await openShop('/shop?avoid=hide', []);
    expect(await screen.findByText('4 products found')).toBeInTheDocument();
    expect(screen.queryByText(/hidden/)).not.toBeInTheDocument();
    expect(needOption('Hydrates (1)')).toBeEnabled();
  });

  it('hides nothing when the URL does not ask, and the cards say what they contain', async () => {
    await openShop('/shop?need=Soothes', ['Linalool']);
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Calm Serum', 'Night Balm', 'Plain Balm']);
    expect(await screen.findByText('Contains LINALOOL, which you avoid')).toBeVisible();
    expect(screen.queryByText(HIDDEN_WORDS)).not.toBeInTheDocument();
  });

  it('follows the list: an ingredient avoided in another tab hides its products at once', async () => {
    const { store } = await openShop('/shop?avoid=hide', ['Limonene']);
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    await act(() =>
      avoided.withAvoidList(store.dispatch, ({ avoidListRead }) => avoidListRead(['Linalool', 'Panthenol'], true)),
    );
    await waitFor(() => {
      expect(cardNames()).toEqual(['Plain Balm']);
    });
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    expect(screen.getByText(HIDDEN_WORDS)).toHaveTextContent('3 products hidden');
  });
});

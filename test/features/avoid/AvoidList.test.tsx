/*
 * The one place where the avoid list is seen and emptied: the shop's "Ingredients you avoid" (a <details>,
 * src/features/avoid/AvoidList.tsx). Its count once the list has come, each ingredient with its Remove, Empty the
 * list, the link that hides the products that contain them or shows them again, the words when nothing is avoided,
 * and a link to `#avoided` opening it. Rendered through the app's own routes, with the list kept in storage and the
 * store booted as the page boots it; what the panel changes is kept under `avoid`.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { useCatalogServer } from '../../support/catalogServer';
import { focusedElement, forgetTheLiveRegion, holderOf } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
afterEach(() => {
  forgetTheLiveRegion();
});

const products = [
  { ...makeProduct({ id: 1, name: 'Calm Serum', category: 'Soothes' }), ingredients: ['Aqua', 'Panthenol'] },
  { ...makeProduct({ id: 2, name: 'Garden Cream', category: 'Hydrates' }), ingredients: ['Aqua', 'Linalool'] },
  { ...makeProduct({ id: 3, name: 'Night Balm', category: 'Soothes' }), ingredients: ['Aqua', 'Limonene'] },
];

const EMPTY_WORDS = 'You avoid no ingredients. Mark them on a product’s page, under Ingredients.';

/** Opens the shop at `route` with `kept` under `avoid` (nothing kept when null), booted as the page's start does. */
async function openShop(route: string, kept: string | null) {
  server.serveBody({ products });
  const storage = createMemoryStorage(kept === null ? {} : { [AVOID_KEY]: kept });
  const view = await renderApp({ route, storage, catalogBaseUrl: server.url });
  act(() => {
    view.store.dispatch(booted());
  });
  await screen.findByRole('heading', { level: 3, name: 'Calm Serum' });
  return { ...view, storage };
}

/** The summary's words, which a tap on opens or closes the panel. */
const summaryWords = () => screen.getByText('Ingredients you avoid', { selector: 'span' });
/** The disclosure itself: whether it is open is its `open` attribute, which no role tells. */
const disclosure = () => holderOf(summaryWords(), 'details');
/** The disclosure's summary, with the count once the list has come: "Ingredients you avoid (2)". */
const summaryText = () => holderOf(summaryWords(), 'summary').textContent;
const avoidedList = () => screen.getByRole('list', { name: 'Ingredients you avoid' });
/** The ingredients listed, in order, as their Remove buttons name them ("Remove Linalool"). */
const avoidedNames = () =>
  within(avoidedList())
    .getAllByRole('button', { name: /^Remove / })
    .map((button) => button.textContent.replace(/^Remove /, ''));
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** What the page says aloud, in its one polite live region (src/lib/liveRegion.ts). */
const said = async (words: string) => {
  const region = await screen.findByText(words);
  expect(region).toHaveAttribute('aria-live', 'polite');
};

describe('the shop’s list of the ingredients you avoid', () => {
  it('shows the ingredients avoided, with their count, each with its Remove', async () => {
    const { user } = await openShop('/shop', '["Linalool","Limonene"]');
    await waitFor(() => {
      expect(summaryText()).toBe('Ingredients you avoid (2)');
    });
    expect(disclosure()).not.toHaveAttribute('open');
    await user.click(summaryWords());
    expect(disclosure()).toHaveAttribute('open');
    expect(avoidedNames()).toEqual(['Linalool', 'Limonene']);
    // Its visible word starts its name, which a speech user says (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Remove Linalool' })).toHaveTextContent(/^Remove/);
    expect(screen.getByRole('button', { name: 'Remove Limonene' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empty the list' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hide products that contain them' })).toHaveAttribute(
      'href',
      '/shop?avoid=hide',
    );
  });

  it('Remove takes the ingredient off the list and keeps the new list; the focus goes to the next Remove', async () => {
    const { user, storage } = await openShop('/shop', '["Linalool","Limonene","Geraniol"]');
    await user.click(summaryWords());
    await user.click(await screen.findByRole('button', { name: 'Remove Limonene' }));
    await waitFor(() => {
      expect(avoidedNames()).toEqual(['Linalool', 'Geraniol']);
    });
    expect(storage.values.get(AVOID_KEY)).toBe('["Linalool","Geraniol"]');
    expect(summaryText()).toBe('Ingredients you avoid (2)');
    await waitFor(() => {
      expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Remove Geraniol' }));
    });
    await said('You no longer avoid Limonene.');

    // The last one: the focus goes to the one before it.
    await user.click(screen.getByRole('button', { name: 'Remove Geraniol' }));
    await waitFor(() => {
      expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Remove Linalool' }));
    });
    expect(storage.values.get(AVOID_KEY)).toBe('["Linalool"]');
    // The cards say it of the product with what is still avoided, and only of it.
    expect(screen.getByText('Contains Linalool, which you avoid')).toBeVisible();
  });

  it('closes at Escape, and when the focus moves past it, so it never hides the control the focus is on', async () => {
    const { user } = await openShop('/shop', '["Linalool"]');
    await user.click(summaryWords());
    await screen.findByRole('button', { name: 'Remove Linalool' });
    await user.keyboard('{Escape}');
    expect(disclosure()).not.toHaveAttribute('open');
    expect(focusedElement()).toBe(holderOf(summaryWords(), 'summary'));

    await user.click(summaryWords());
    expect(disclosure()).toHaveAttribute('open');
    // Past its last control: the focus moves on to the page after it, and the panel closes.
    screen.getByRole('button', { name: 'Empty the list' }).focus();
    await user.tab();
    expect(disclosure()).not.toHaveAttribute('open');
  });

  it('Empty the list avoids nothing, keeps an empty list, and says so in words', async () => {
    const { user, storage } = await openShop('/shop', '["Linalool","Limonene"]');
    await user.click(summaryWords());
    await user.click(await screen.findByRole('button', { name: 'Empty the list' }));
    expect(await screen.findByText(EMPTY_WORDS)).toBeVisible();
    expect(storage.values.get(AVOID_KEY)).toBe('[]');
    expect(summaryText()).toBe('Ingredients you avoid (0)');
    expect(screen.queryByRole('list', { name: 'Ingredients you avoid' })).not.toBeInTheDocument();
    expect(screen.queryByText(/which you avoid/)).not.toBeInTheDocument();
    expect(focusedElement()).toBe(holderOf(summaryWords(), 'summary'));
    await said('You avoid no ingredients now.');
  });

  it('says in words that nothing is avoided when nothing is kept, and keeps nothing for opening it', async () => {
    const { user, storage } = await openShop('/shop', null);
    await user.click(summaryWords());
    expect(await screen.findByText(EMPTY_WORDS)).toBeVisible();
    expect(summaryText()).toBe('Ingredients you avoid (0)');
    expect(screen.queryByRole('button', { name: 'Empty the list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /products that contain them/ })).not.toBeInTheDocument();
    expect(storage.writes).toEqual([]);
  });

  it('hides the products that contain them from the shop, and shows them again, with the discovery kept', async () => {
    const { user, router } = await openShop('/shop?need=Soothes', '["Limonene"]');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    await user.click(summaryWords());
    await user.click(await screen.findByRole('link', { name: 'Hide products that contain them' }));
    expect(router.state.location.search).toBe('?need=Soothes&avoid=hide');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Calm Serum']);
    // The panel stays open, its link now the way back.
    expect(disclosure()).toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'Show products that contain them' }));
    expect(router.state.location.search).toBe('?need=Soothes');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Calm Serum', 'Night Balm']);
  });

  it('opens when the shop is opened at #avoided, as the product page links to it', async () => {
    await openShop('/shop#avoided', '["Linalool"]');
    await waitFor(() => {
      expect(disclosure()).toHaveAttribute('open');
    });
    expect(disclosure()).toHaveAttribute('id', 'avoided');
    expect(await screen.findByRole('button', { name: 'Remove Linalool' })).toBeVisible();
  });
});

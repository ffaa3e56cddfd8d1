/*
 * The routine finder on the home page (src/features/routine/RoutineFinder.tsx and its chunk, FinderAtWork.tsx):
 * a GET form of four questions behind "Find my routine", the routine of the URL's answers, the answers ticked from
 * the URL, the concerns held to two, the avoid list's ingredients ticked, and "Add the routine to the cart".
 * Rendered through the app's own routes on a small catalogue of one product per step.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import type { Product } from '../../../src/features/catalog';
import { useCatalogServer } from '../../support/catalogServer';
import { forgetTheLiveRegion, holderOf } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
afterEach(() => {
  forgetTheLiveRegion();
});

type Fields = Partial<Product> & Record<string, unknown>;
const made = (id: number, name: string, type: string, fields: Fields = {}) => ({
  ...makeProduct({ id, name, price: 20 + id, category: 'Feeds' }),
  type,
  size: { amount: 100, unit: 'ml' },
  skinTypes: ['dry', 'normal'],
  freeFrom: ['fragrance'],
  ingredients: ['Aqua', 'Glycerin'],
  ...fields,
});

const products = [
  made(1, 'Scented Cleanser', 'Cleanser', { ingredients: ['Aqua', 'Linalool'], freeFrom: [] }),
  made(2, 'Milk Cleanser', 'Cleanser'),
  made(3, 'Rose Toner', 'Toner'),
  made(4, 'Calm Serum', 'Serum', { category: 'Soothes', keyIngredients: [{ name: 'Glycerin', does: 'holds water' }] }),
  made(5, 'Day Cream', 'Moisturiser'),
  made(6, 'Sun Fluid', 'Sun cream', { howToUse: { when: 'morning', steps: ['Apply last.'] } }),
  made(7, 'Clay Mask', 'Clay mask', { skinTypes: ['oily'] }),
];

async function openHome(route: string, kept: Record<string, string> = {}) {
  server.serveBody({ products });
  const view = await renderApp({ route, storage: createMemoryStorage(kept), catalogBaseUrl: server.url });
  act(() => {
    view.store.dispatch(booted());
  });
  return view;
}

const summary = () => screen.getByText('Find my routine', { selector: 'summary' });
const finder = () => holderOf(summary(), 'details');
const form = () => screen.getByRole('form', { name: 'Find my routine' });
const question = (legend: string) => screen.getByRole('group', { name: legend });
const answer = () => screen.findByRole('region', { name: /^Your routine/ });
/** The products of the steps of `time`, in order; an unfilled step as its words. */
const stepsOf = async (time: 'Morning' | 'Evening') => {
  const list = within(await screen.findByRole('region', { name: time })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('link')?.textContent ?? item.textContent);
};

describe('the routine finder', () => {
  it('is a GET form of four questions, each a group with its legend, behind "Find my routine"', async () => {
    await openHome('/');
    expect(finder()).toHaveAttribute('id', 'routine');
    expect(finder()).not.toHaveAttribute('open');
    expect(form()).toHaveAttribute('method', 'get');
    expect(form()).toHaveAttribute('action', '/#routine');
    // Each group named by its legend, in this order, and no other.
    expect(within(form()).getAllByRole('group')).toEqual(['Skin type', 'Concerns', 'Leave out', 'When'].map(question));
    expect(
      within(question('Skin type'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(Array(5).fill('skin'));
    expect(within(question('Skin type')).getByLabelText<HTMLInputElement>('Sensitive').value).toBe('sensitive');
    expect(within(question('Concerns')).getByLabelText('Hydrates')).toHaveAttribute('name', 'concern');
    expect(within(question('Leave out')).getByLabelText('Fragrance')).toHaveAttribute('name', 'free');
    expect(within(question('When')).getByLabelText('Both')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show my routine' })).toHaveAttribute('type', 'submit');
    // No answer asked for: no routine.
    expect(screen.queryByRole('region', { name: /^Your routine/ })).not.toBeInTheDocument();
  });

  it('shows the routine of the URL’s answers, opened, with those answers ticked', async () => {
    await openHome('/?skin=dry&concern=Soothes&free=fragrance&when=both#routine');
    await answer();
    expect(finder()).toHaveAttribute('open');
    expect(await stepsOf('Morning')).toEqual(['Milk Cleanser', 'Rose Toner', 'Calm Serum', 'Day Cream', 'Sun Fluid']);
    // The evening has no sun cream; its weekly step's only mask is for oily skin, and says so.
    expect(await stepsOf('Evening')).toEqual([
      'Milk Cleanser',
      'Calm Serum',
      'Day Cream',
      'Once a weekNo mask or exfoliant here is for dry skin.',
    ]);
    expect(within(question('Skin type')).getByLabelText('Dry')).toBeChecked();
    expect(within(question('Concerns')).getByLabelText('Soothes')).toBeChecked();
    expect(within(question('Leave out')).getByLabelText('Fragrance')).toBeChecked();
    const region = await answer();
    // The serum serves morning and evening, each time with why.
    expect(within(region).getAllByText('For dry skin · meets Soothes · with Glycerin')).toHaveLength(2);
    expect(region).toHaveTextContent('Total $120.00 for 5 products');
  });

  it('answers the form in place, at the URL of its answers, leaving out what the shopper avoids', async () => {
    const { user, router } = await openHome('/', { [AVOID_KEY]: '["Linalool"]' });
    await user.click(summary());
    // The avoid list, already ticked, once the finder knows it.
    expect(await within(question('Leave out')).findByLabelText('Linalool')).toBeChecked();
    await user.click(within(question('Skin type')).getByLabelText('Normal'));
    await user.click(within(question('When')).getByLabelText('Morning'));
    await user.click(screen.getByRole('button', { name: 'Show my routine' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?skin=normal&avoid=Linalool&when=morning');
    });
    expect(router.state.location.hash).toBe('#routine');
    expect(await stepsOf('Morning')).toEqual(['Milk Cleanser', 'Rose Toner', 'Calm Serum', 'Day Cream', 'Sun Fluid']);
    expect(screen.queryByRole('region', { name: 'Evening' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your routine for normal skin' })).toHaveFocus();
  });

  it('holds the concerns to two: a third waits until one is unticked', async () => {
    const { user } = await openHome('/');
    await user.click(summary());
    const concerns = within(question('Concerns'));
    await user.click(concerns.getByLabelText('Hydrates'));
    await user.click(concerns.getByLabelText('Soothes'));
    await waitFor(() => {
      expect(concerns.getByLabelText('Feeds')).toBeDisabled();
    });
    expect(concerns.getByLabelText('Soothes')).toBeEnabled();
    await user.click(concerns.getByLabelText('Hydrates'));
    expect(concerns.getByLabelText('Feeds')).toBeEnabled();
  });

  it('adds the routine to the cart in one tap: each product once, through the cart’s add, said once', async () => {
    const { user, store, storage } = await openHome('/?skin=normal&when=both#routine');
    const region = await answer();
    await user.click(within(region).getByRole('button', { name: 'Add the routine to the cart' }));
    const items = store.getState().cart.items.map(({ id, quantity }) => [id, quantity]);
    expect(items).toEqual([
      [1, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    // Kept, as every add is.
    const kept = JSON.parse(storage.read('cart') ?? '{}') as { items: { id: number; quantity: number }[] };
    expect(kept.items.map(({ id, quantity }) => [id, quantity])).toEqual(items);
    expect(await screen.findByText('The 5 products of your routine are in your cart.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(within(region).getByRole('link', { name: 'See your cart' })).toHaveAttribute('href', '/cart');
  });

  it('says so of a step whose product holds what the shopper avoids, in a routine shared without her list', async () => {
    await openHome('/?skin=normal&when=morning#routine', { [AVOID_KEY]: '["Linalool"]' });
    const morning = within(await screen.findByRole('region', { name: 'Morning' }));
    const cleanse = morning
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link', { name: 'Scented Cleanser' }) !== null);
    if (cleanse === undefined) throw new Error('no step of Scented Cleanser in the morning');
    expect(await within(cleanse).findByText('Contains Linalool, which you avoid')).toBeVisible();
    // Her list is there to tick, unticked: the URL's answers chose no ingredient to avoid.
    expect(within(question('Leave out')).getByLabelText('Linalool')).not.toBeChecked();
  });
});

/*
 * The need filter on a built home page, before the app (src/features/home/needsOnThePaintedPage.ts): the page carries
 * the first products of every need, hidden, each marked by the store's own rule with the choices it shows for; a need
 * tapped before the app is pressed and shows its products, or says it has none; the app plays the same taps and
 * shows the same list, without a mismatch.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_NEEDS, productsForCategory } from '../../../src/features/home/homeContent';
import { useBuiltPages } from '../../support/builtPage';
import { useCatalogServer } from '../../support/catalogServer';
import { catalogProducts, productAt } from '../../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

const chip = (name: string) => within(screen.getByRole('list', { name: 'Skin needs' })).getByRole('button', { name });
const namesListed = (choice: string) =>
  within(screen.getByRole('list', { name: `${choice} products` }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? within(card).getByRole('heading').textContent);
const namesOf = (choice: string) => productsForCategory(catalogProducts, choice as typeof ALL_NEEDS).map((p) => p.name);

// The shipped catalogue's needs: one with several products, and one with none.
const need = productAt(9).category;
const empty = 'Regenerates after UV exposure';

describe('the need filter on a built home page', () => {
  it('shows a need at the tap before the app, says when one has nothing, and the app shows the same', async () => {
    const user = userEvent.setup();
    const page = await built.paint('/');
    void page.enter();
    expect(namesListed(ALL_NEEDS)).toEqual(namesOf(ALL_NEEDS));
    expect(namesOf(empty)).toEqual([]);

    await user.click(chip(need));
    // Answered as soon as the needs' answer has come, in its chunk, right after the first paint.
    await waitFor(() => {
      expect(chip(need)).toHaveAttribute('aria-pressed', 'true');
    });
    expect(chip(ALL_NEEDS)).toHaveAttribute('aria-pressed', 'false');
    expect(chip(need)).not.toHaveAttribute('aria-busy');
    expect(namesListed(need)).toEqual(namesOf(need));
    expect(screen.queryByRole('heading', { name: 'No Items found!' })).not.toBeInTheDocument();

    await user.click(chip(empty));
    expect(screen.getByRole('heading', { name: 'No Items found!' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: `${empty} products` })).not.toBeInTheDocument();
    await user.click(chip(need));
    expect(screen.queryByRole('heading', { name: 'No Items found!' })).not.toBeInTheDocument();

    await page.startApp();
    // The app played the three taps: the same need, pressed, and the same products (useBuiltPages fails on any other
    // mismatch).
    expect(chip(need)).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Skin needs' })).getAllByRole('button', { pressed: true }),
    ).toHaveLength(1);
    expect(namesListed(need)).toEqual(namesOf(need));
    await user.click(chip(ALL_NEEDS));
    expect(await screen.findByRole('list', { name: `${ALL_NEEDS} products` })).toBeInTheDocument();
    expect(namesListed(ALL_NEEDS)).toEqual(namesOf(ALL_NEEDS));
  });

  it('with more products of a need than the page holds, shows those and says the rest is loading until the file', async () => {
    const user = userEvent.setup();
    // The need gets five more products, early in the catalogue: eight in all, of which the page holds those among
    // the catalogue's first 7 and the need's first 4.
    const more = Array.from({ length: 5 }, (_, index) => ({
      ...productAt(9),
      id: 1000 + index,
      name: `More of the need ${String(index + 1)}`,
    }));
    const bigger = { products: [...catalogProducts.slice(0, 2), ...more, ...catalogProducts.slice(2)] };
    const ofNeed = bigger.products.filter((product) => product.category === need);
    const namesOfNeed = ofNeed.map((product) => product.name);
    const held = ofNeed
      .filter((product, index) => index < 4 || bigger.products.indexOf(product) < 7)
      .map((product) => product.name);
    expect(held.length).toBeGreaterThanOrEqual(4);
    expect(held.length).toBeLessThan(namesOfNeed.length);
    server.serveBody(bigger);
    server.hold();
    const page = await built.paint('/', { catalog: bigger });
    void page.enter();
    await user.click(chip(need));
    await waitFor(() => {
      expect(namesListed(need)).toEqual(held);
    });
    expect(screen.getByText('Products loading...')).toBeVisible();

    await page.startApp();
    expect(namesListed(need)).toEqual(held);
    server.release();
    await waitFor(() => {
      expect(namesListed(need)).toEqual(namesOfNeed);
    });
    expect(screen.queryByText('Products loading...')).not.toBeInTheDocument();
  });
});

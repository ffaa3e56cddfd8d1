/*
 * Load More and Show Less on a built shop page, before the app (src/features/shop/pagingOnThePaintedPage.ts): the
 * painted grid carries the next 8 products, hidden; Load More shows them at the tap and Show Less hides them again, by
 * the store's own paging rules, each button showing while it has something to do; a Load More with none painted ahead
 * waits for the app, which then plays every tap and shows as many.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBuiltPages } from '../../support/builtPage';
import { useCatalogServer } from '../../support/catalogServer';

const server = useCatalogServer();
const built = useBuiltPages(server);

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const loadMore = () => screen.getByRole('button', { name: 'Load More' });
const showLess = () => screen.queryByRole('button', { name: 'Show Less' });

describe('paging on a built shop page', () => {
  it('shows and hides the products painted ahead at the tap, holds what needs more, and the app shows as many', async () => {
    const user = userEvent.setup();
    const page = await built.paint('/shop');
    void page.enter();
    expect(cards()).toHaveLength(8);
    expect(showLess()).not.toBeInTheDocument();

    await user.click(loadMore());
    // Answered as soon as the paging's answer has come, in its chunk, right after the first paint.
    await waitFor(() => {
      expect(cards()).toHaveLength(16);
    });
    expect(loadMore()).not.toHaveAttribute('aria-busy');
    await user.click(showLess() ?? loadMore());
    expect(cards()).toHaveLength(8);
    expect(showLess()).not.toBeInTheDocument();
    await user.click(loadMore());
    expect(cards()).toHaveLength(16);
    // No more painted ahead: this tap waits for the app, and looks taken.
    await user.click(loadMore());
    expect(cards()).toHaveLength(16);
    expect(loadMore()).toHaveAttribute('aria-busy', 'true');

    await page.startApp();
    // Every tap played through the store's own paging: 8 + 8 − 8 + 8 + 8.
    expect(await screen.findByText(/^Showing 24 of /)).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(loadMore()).not.toHaveAttribute('aria-busy');
    await user.click(showLess() ?? loadMore());
    expect(cards()).toHaveLength(16);
  });
});

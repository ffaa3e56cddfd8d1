import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

describe('from one product to a suggested one', () => {
  it("opens the suggestion's page with its own quantity, starting at 1", async () => {
    const first = makeProduct({ id: 1, name: 'FIRST', category: 'Tones' });
    const second = makeProduct({ id: 2, name: 'SECOND', category: 'Tones' });
    server.serveBody({ products: [first, second] });
    const { user } = await renderApp({ route: '/selectedproduct/1', catalogBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Increase quantity of FIRST' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of FIRST' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of FIRST' })).toHaveValue('3');

    const suggestions = within(screen.getByRole('list', { name: 'More for Tones' }));
    await user.click(suggestions.getByRole('link', { name: 'SECOND' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'SECOND' })).toBeInTheDocument();
    const detail = within(screen.getByRole('article', { name: 'SECOND' }));
    expect(detail.getByRole('textbox', { name: 'Quantity of SECOND' })).toHaveValue('1');
    // And the page it came from is now the suggestion.
    expect(
      within(await screen.findByRole('list', { name: 'More for Tones' })).getByRole('heading', { name: 'FIRST' }),
    ).toBeInTheDocument();
  });
});

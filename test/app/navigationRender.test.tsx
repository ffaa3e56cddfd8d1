/*
 * The page a link of the store opens renders as an urgent update, in one piece, once its module is here: the app's
 * router wraps none of its updates in a transition (src/app/start.tsx, docs/decisions/0016). React renders a
 * transition in slices of a few milliseconds between other tasks, which on the slow phone spread the next page's
 * render over two or three times its own length. React Router reads the choice from its provider's `useTransitions`
 * and does not say which it made, so the test reads what the app gives the provider, then follows links with it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouterProviderProps } from 'react-router-dom';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';
import { productAt } from '../support/products';

const given: RouterProviderProps[] = [];
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return {
    ...actual,
    RouterProvider: (props: RouterProviderProps) => {
      given.push(props);
      return <actual.RouterProvider {...props} />;
    },
  };
});

const server = useCatalogServer();
const built = useBuiltPages(server);

describe('a link of the store, once the app runs', () => {
  it('opens its page with the router’s updates left urgent: the header’s Cart, then the cart’s own link', async () => {
    const user = userEvent.setup();
    const page = await built.paint(`/selectedproduct/${String(productAt(1).id)}`);
    await page.startApp();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Cart/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to the Shop' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeInTheDocument();

    expect(given.length).toBeGreaterThan(0);
    expect(given.every((props) => props.useTransitions === false)).toBe(true);
  });
});

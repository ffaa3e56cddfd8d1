/*
 * The page a link of the store opens renders as an urgent update once its module is here: the app's router wraps
 * none of its updates in a transition (src/app/start.tsx, docs/decisions/0016). React renders a transition later, in
 * slices of a few milliseconds between other tasks, which on the slow phone spread the next page's render over about
 * twice its own length; an urgent update from a tap renders before the browser's next task.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';
import { productAt } from '../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

/** React's own flag for tests that wrap every update in `act()`; off, React schedules updates as in a browser. */
const ACT_ENVIRONMENT = 'IS_REACT_ACT_ENVIRONMENT';
const actEnvironment: unknown = Reflect.get(globalThis, ACT_ENVIRONMENT);
afterEach(() => {
  Reflect.set(globalThis, ACT_ENVIRONMENT, actEnvironment);
});

const headerLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const cartHeading = () => screen.queryByRole('heading', { level: 1, name: 'Your cart' });

describe('a link of the store, once the app runs', () => {
  it('shows its page before the browser runs another task, once the page’s module is here', async () => {
    const user = userEvent.setup();
    const page = await built.paint(`/selectedproduct/${String(productAt(1).id)}`);
    await page.startApp();
    // The cart's module arrives on the first visit to the cart; then the shop, by the cart's own link.
    await user.click(headerLink(/^Cart/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to the Shop' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeInTheDocument();

    // A tap on Cart again, as a browser delivers it (not inside act(), which would render any update at once).
    Reflect.set(globalThis, ACT_ENVIRONMENT, false);
    headerLink(/^Cart/).click();
    // Only the microtasks that follow the tap run: no task of React's scheduler, which a transition waits for.
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
    expect(cartHeading()).toBeInTheDocument();
  });
});

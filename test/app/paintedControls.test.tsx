/*
 * A control on the painted page is the one the store runs with: React hydrates it in place, and what the store
 * renders once it has read the browser (the kept cart, the saved list, the URL's query) keeps it. A tap is a press
 * and a release: on a link or a button replaced between the two, while the store starts, the browser sends no click,
 * and the shopper's tap is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ByRoleMatcher } from '@testing-library/react';
import { paths } from '../../src/app/paths';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';
import { hidePopoversAsABrowserWithoutThem } from '../support/dom';
import { productAt } from '../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

// jsdom keeps no timing entries, which the shop's query page reads (whether it was loaded by its address).
beforeAll(() => {
  Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: () => [] });
});
afterAll(() => {
  Reflect.deleteProperty(window.performance, 'getEntriesByType');
});

/** Each page of the store, and a control of its own it paints (besides the header's and the footer's). */
const pages: [string, string][] = [
  [paths.home, 'All needs'],
  [paths.shop, 'Load More'],
  [`${paths.shop}?need=Hydrates`, 'Search products'],
  [paths.product(productAt(1).id), 'Add to Cart'],
  [paths.cart, 'Continue to the Shop'],
  [paths.checkout, 'Continue to the Shop'],
  [paths.thankYou, 'Back to Home'],
];

/** What a shopper taps or types in. */
const CONTROLS: ByRoleMatcher[] = ['link', 'button', 'textbox', 'searchbox', 'combobox', 'spinbutton', 'slider'];

/** How a test names a control: its tag and its text or label. */
const named = (control: Element) =>
  `${control.tagName} ${control.textContent.trim() || (control.getAttribute('aria-label') ?? '')}`;

describe('the painted page’s controls, once the store runs', () => {
  it.each(pages)('%s keeps each of them', async (pathname, ownControl) => {
    const page = await built.paint(pathname);
    // jsdom has no popovers: the menus' panels painted for a browser that has them are hidden, as in a browser that
    // has not, where the app opens and closes them (the buttons stay the painted page's).
    hidePopoversAsABrowserWithoutThem();
    const painted = CONTROLS.flatMap((role) => screen.queryAllByRole(role));
    const own = CONTROLS.flatMap((role) => screen.queryAllByRole(role, { name: ownControl }));
    expect(own.length).toBeGreaterThan(0);
    expect(painted).toEqual(expect.arrayContaining(own));
    await page.startApp();
    // Hydrated, and what the store read from the browser rendered.
    expect(painted.filter((control) => !control.isConnected).map(named)).toEqual([]);
  });
});

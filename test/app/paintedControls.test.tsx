/*
 * A control on the painted page is the one the store runs with: React hydrates it in place, and what the store
 * renders once it has read the browser (the saved cart, the saved list, the URL) and the catalogue keeps it. A tap is
 * a press and a release: on a link or a button replaced between the two, while the store starts, the browser sends
 * no click, and the shopper's tap is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
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

/** Each page of the store, and how many times it asks for the catalogue (the thank-you page shows the order kept). */
const pages: [string, number][] = [
  [paths.home, 1],
  [paths.shop, 1],
  [`${paths.shop}?need=Hydrates`, 1],
  [paths.product(productAt(1).id), 1],
  [paths.cart, 1],
  [paths.checkout, 1],
  [paths.thankYou, 0],
];

/** What a shopper taps or types in. */
const CONTROLS: ByRoleMatcher[] = ['link', 'button', 'textbox', 'searchbox', 'combobox', 'spinbutton', 'slider'];

/** How a test names a control: its tag and its text or label. */
const named = (control: Element) =>
  `${control.tagName} ${control.textContent.trim() || (control.getAttribute('aria-label') ?? '')}`;

describe('the painted page’s controls, once the store runs', () => {
  it.each(pages)('%s keeps each of them', async (pathname, catalogRequests) => {
    const page = await built.paint(pathname);
    // jsdom has no popovers: the menus painted for a browser that has them are hidden, as in a browser that has not,
    // and their buttons are the app's to render anew there (MobileMenu.tsx, PagesDropdown.tsx). Where popovers
    // work they are kept too.
    hidePopoversAsABrowserWithoutThem();
    const painted = CONTROLS.flatMap((role) => screen.queryAllByRole(role)).filter(
      (control) => !control.hasAttribute('popovertarget'),
    );
    expect(painted.length).toBeGreaterThan(0);
    const replaced = new Set<string>();
    const watch = new MutationObserver(() => {
      for (const control of painted) if (!control.isConnected) replaced.add(named(control));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await page.startApp();
    // Hydrated, and what the store read from the browser rendered. Then the catalogue's answer, a few milliseconds
    // from the test's server, and its render.
    await waitFor(() => {
      expect(server.catalogRequests()).toBe(catalogRequests);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    watch.disconnect();
    expect([...replaced]).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { focusOnArrival } from '../../src/app/focusHeading';

// A page loaded by a link from another page of the store, before the store ran, gets the focus a route change gives:
// its h1. Any other load keeps the browser's focus.

function arrive(url: string, from: string, type: NavigationTimingType = 'navigate') {
  document.body.innerHTML = `<a href="#main">Skip to content</a><main id="main" tabindex="-1"><h1>Your cart</h1></main>`;
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { configurable: true, value: from });
  // jsdom keeps no navigation timing: the browser's entry for this load is given here.
  const entries = (kind: string) => (kind === 'navigation' ? [{ type } as PerformanceNavigationTiming] : []);
  Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: entries });
  focusOnArrival(document);
}

const heading = () => document.querySelector('h1');

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(document, 'referrer');
  Reflect.deleteProperty(window.performance, 'getEntriesByType');
});

describe('focus on a page loaded from a link of the store', () => {
  it('goes to its h1, out of the tab order, as after a route change', () => {
    arrive('/cart', `${window.location.origin}/shop`);
    expect(heading()).toHaveFocus();
    expect(heading()).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['another site', '/cart', 'https://example.org/cart', 'navigate'],
    ['a typed address or a bookmark', '/cart', '', 'navigate'],
    ["the page's own form", '/shop?q=rose', '/shop', 'navigate'],
    ['a reload', '/cart', '/shop', 'reload'],
    ['Back or Forward', '/cart', '/shop', 'back_forward'],
    ['a link to a part of the page', '/#about', '/cart', 'navigate'],
  ] as const)('stays where the browser puts it after %s', (_, url, from, type) => {
    arrive(url, from.startsWith('/') ? `${window.location.origin}${from}` : from, type);
    expect(heading()).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});

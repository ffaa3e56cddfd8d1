import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { openAtResults } from '../../../src/features/shop/openAtResults';
import { RESULTS_HEADING_ID } from '../../../src/lib/pageContract';

// The shop's page for a query opens at its results unless the heading and a whole first result (its name, price
// and Add to Cart) show on the first screen; the browser's own placing of a reload, Back/Forward or a link to a part
// of the page is kept.

let scrolled: Element[] = [];

/** The results' heading, `top` px down the screen (jsdom lays nothing out: the browser's answer is given here). */
function paintHeading(top: number) {
  const heading = document.createElement('h2');
  heading.id = RESULTS_HEADING_ID;
  heading.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 40 });
  heading.scrollIntoView = function record(this: Element) {
    scrolled.push(this);
  };
  document.body.append(heading);
  return heading;
}

function visit(url: string, type: NavigationTimingType = 'navigate') {
  window.history.replaceState(null, '', url);
  // jsdom keeps no navigation timing: the browser's entry for this load is given here.
  const entries = (kind: string) => (kind === 'navigation' ? [{ type } as PerformanceNavigationTiming] : []);
  Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: entries });
}

beforeEach(() => {
  scrolled = [];
  // A phone turned sideways, unless a test says otherwise.
  window.innerHeight = 390;
});

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(window.performance, 'getEntriesByType');
});

describe('the shop page for a query, opened', () => {
  it.each(['/shop?sort=price-asc', '/shop?q=rose', '/shop?need=Tones'])(
    'at %s, with the results below a short screen, opens at the results heading',
    (url) => {
      const heading = paintHeading(660);
      visit(url);
      openAtResults(document);
      expect(scrolled).toEqual([heading]);
    },
  );

  it('leaves the page where it is when the heading and a whole first result show on the first screen', () => {
    window.innerHeight = 1200;
    paintHeading(100);
    visit('/shop?q=rose');
    openAtResults(document);
    expect(scrolled).toEqual([]);
  });

  it.each([
    ['a phone held upright', 844, 480],
    ['a laptop', 800, 420],
  ])('on %s, where the first result would end below the screen, opens at the results heading', (_, height, top) => {
    window.innerHeight = height;
    const heading = paintHeading(top);
    visit('/shop?q=rose');
    openAtResults(document);
    expect(scrolled).toEqual([heading]);
  });

  it('leaves the shop without a query at its top: the hero is its welcome', () => {
    paintHeading(660);
    visit('/shop');
    openAtResults(document);
    expect(scrolled).toEqual([]);
  });

  it.each(['reload', 'back_forward'] as const)('leaves a %s where the browser puts the shopper', (type) => {
    paintHeading(660);
    visit('/shop?q=rose', type);
    openAtResults(document);
    expect(scrolled).toEqual([]);
  });

  it('leaves a link to a part of the page to the browser', () => {
    paintHeading(660);
    visit('/shop?q=rose#membership');
    openAtResults(document);
    expect(scrolled).toEqual([]);
  });

  it('does nothing on another page, or a page without the results heading', () => {
    paintHeading(660);
    visit('/cart?q=rose');
    openAtResults(document);
    document.body.replaceChildren();
    visit('/shop?q=rose');
    openAtResults(document);
    expect(scrolled).toEqual([]);
  });

  it('finds the shop under the path the store is served at', async () => {
    const previous = process.env.MOSSBLOOM_BASE_PATH;
    process.env.MOSSBLOOM_BASE_PATH = '/skincare/';
    try {
      await jest.isolateModulesAsync(async () => {
        // The served path is fixed when the module loads, as a build fixes it: a fresh copy, loaded under the path.
        const underPath = await import('../../../src/features/shop/openAtResults');
        const heading = paintHeading(660);
        visit('/skincare/shop?q=rose');
        underPath.openAtResults(document);
        expect(scrolled).toEqual([heading]);
      });
    } finally {
      if (previous === undefined) delete process.env.MOSSBLOOM_BASE_PATH;
      else process.env.MOSSBLOOM_BASE_PATH = previous;
    }
  });

  it('does nothing once the shopper has scrolled', () => {
    paintHeading(660);
    visit('/shop?q=rose');
    window.scrollY = 120;
    try {
      openAtResults(document);
    } finally {
      window.scrollY = 0;
    }
    expect(scrolled).toEqual([]);
  });
});

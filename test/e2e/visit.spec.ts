import type { Locator, Page } from '@playwright/test';
import { HOME_PAINTED_PRODUCTS } from '../../src/features/home/homePaints';
import {
  catalog,
  expect,
  holdTheApp,
  isMobile,
  median,
  product,
  slowPhone,
  storeRunning,
  onAFirstVisit,
  test,
} from './support/fixtures';

// The whole visit on a slow phone (4x CPU, 200 KB/s, 150 ms), one journey per kind of measure of `npm run bench:visit`:
// a tap once the store runs, the next page, and a control of the painted page tapped at once. Each bound is twice the
// benchmark's slowest median of what it bounds (docs/performance.md), room for a busy machine; these run on their own,
// one at a time, after the rest of the suite (npm run test:e2e).
const THROTTLED = { tag: '@throttled' };
/** Long enough for the store to start on a 4x slower CPU over slow 4G, on a busy machine. */
const STORE_START = { timeout: 20_000 };
/**
 * A need, Add to Cart and Load More once the store runs, the median of three visits' first taps: the benchmark's
 * slowest median is Load More's, 232–328 ms in its runs of 27 November 2026. A single tap on a busy machine took up to
 * 512 ms in CI: the journey bounds the median, as the benchmark reports it.
 */
const TAP_BOUND_MS = 656;
/** The needs the home page's list is tapped to, one a visit: the first three of the products past those it paints. */
const THREE_NEEDS = [...new Set(catalog.slice(HOME_PAINTED_PRODUCTS).map((item) => item.category))].slice(0, 3);
/** A product card to its page, as this journey times it (its press comes with the click): 745–946 ms in CI. */
const NAVIGATION_BOUND_MS = 2000;
/**
 * The header's menu tapped at the first paint, the app's scripts held, the median of three visits: the benchmark's
 * medians are 64–97 ms on a quiet machine and 240 ms on a busy one (single visits 49–311 ms: a tap that lands while
 * the page still lays out and paints at 4x CPU waits for that frame). A menu that waited for the app would take 1.5 s.
 */
const MENU_BOUND_MS = 480;
/** The hero's Next tapped at the first paint, from the tap to the next slide shown: the benchmark's median, 547 ms. */
const EARLY_SLIDE_BOUND_MS = 1100;

/**
 * Keeps, from the page's first byte, every Event Timing entry of an interaction: what web-vitals' INP reads, from
 * the input to the next paint. Returns the longest entry since `since` (0 when every event of it took less than
 * 16 ms, which the browser does not report).
 */
async function keepEventTimings(page: Page) {
  await page.addInitScript(() => {
    const entries: { start: number; duration: number }[] = [];
    Object.assign(window, { eventTimings: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ((entry as PerformanceEventTiming).interactionId) {
          entries.push({ start: entry.startTime, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const now = () => page.evaluate(() => performance.now());
  return {
    now,
    /** The longest event of what came since `since`, once the frame after it has been reported. */
    longestSince: async (since: number) => {
      // Entries are reported after the frame that follows the input: two frames on, they are in.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => {
              requestAnimationFrame(() => {
                setTimeout(resolve, 0);
              });
            });
          }),
      );
      return page.evaluate(
        (from) =>
          (window as unknown as { eventTimings: { start: number; duration: number }[] }).eventTimings
            .filter((entry) => entry.start >= from)
            .reduce((longest, entry) => Math.max(longest, entry.duration), 0),
        since,
      );
    },
  };
}

/** A tap as the project's shopper makes it: a finger on the phone, the mouse on the desktop. */
const tap = (page: Page, control: Locator) => (isMobile(page) ? control.tap() : control.click());

test(
  'once the store runs, a need, Add to Cart and Load More each paint their answer in time, on three visits',
  THROTTLED,
  async ({ browser }) => {
    // Three first visits, each starting the store twice on the slow phone.
    test.setTimeout(120_000);
    const needTaps: number[] = [];
    const addTaps: number[] = [];
    const loadMoreTaps: number[] = [];
    for (const need of THREE_NEEDS) {
      await onAFirstVisit(browser, async (page) => {
        const timings = await keepEventTimings(page);
        await slowPhone(page);
        await page.goto('/');
        await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
        let since = await timings.now();
        const needs = page.getByRole('list', { name: 'Skin needs' });
        await tap(page, needs.getByRole('button', { name: need, exact: true }));
        const list = page.getByRole('list', { name: `${need} products` });
        await expect(list).toBeVisible();
        needTaps.push(await timings.longestSince(since));

        since = await timings.now();
        await tap(page, list.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }));
        await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
        addTaps.push(await timings.longestSince(since));

        await page.goto('/shop');
        await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
        since = await timings.now();
        await tap(page, page.getByRole('button', { name: 'Load More' }));
        await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(16);
        loadMoreTaps.push(await timings.longestSince(since));
      });
    }

    const taps = [
      ['a need', needTaps],
      ['Add to Cart', addTaps],
      ['Load More', loadMoreTaps],
    ] as const;
    console.log(taps.map(([name, durations]) => `${name}: ${durations.join(', ')} ms`).join('; '));
    for (const [name, durations] of taps) {
      expect(
        median(durations),
        `${name}: from the tap to the next paint, the median of three visits`,
      ).toBeLessThanOrEqual(TAP_BOUND_MS);
    }
  },
);

test(
  'once the finder has come, Show my routine paints its routine in time, for three answers',
  THROTTLED,
  async ({ page }) => {
    test.setTimeout(60_000);
    const timings = await keepEventTimings(page);
    await slowPhone(page);
    await page.goto('/');
    await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
    await tap(page, page.getByText('Find my routine', { exact: true }));
    // The finder's chunk, asked for at the first intent, has come (the "once the chunk is there").
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/routine\.[0-9a-f]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    const routine = page.getByRole('region', { name: /^Your routine/ });
    const shows: number[] = [];
    for (const skin of ['Dry', 'Oily', 'Sensitive']) {
      await tap(page, page.getByRole('group', { name: 'Skin type' }).getByText(skin, { exact: true }));
      const since = await timings.now();
      await tap(page, page.getByRole('button', { name: 'Show my routine' }));
      await expect(routine).toHaveAccessibleName(`Your routine for ${skin.toLowerCase()} skin`, STORE_START);
      shows.push(await timings.longestSince(since));
    }
    console.log(`Show my routine: ${shows.join(', ')} ms`);
    // The bound of a tap once the store runs: the benchmark's median is 96-108 ms on a quiet machine (the browser
    // alone shows the same routine's HTML in 48-52 ms); waiting for the network would show here.
    expect(median(shows), 'from the tap to the next paint, the median of three answers').toBeLessThanOrEqual(
      TAP_BOUND_MS,
    );
  },
);

test('once the store runs, a product card opens its page in time', THROTTLED, async ({ page }) => {
  await slowPhone(page);
  await page.goto('/shop');
  await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
  const chosen = product(0);
  // In the page, from the click to the end of the first frame that shows the product's heading.
  await page.evaluate((name) => {
    const timing: { tap: number | null; shown: number | null } = { tap: null, shown: null };
    Object.assign(window, { navigationTiming: timing });
    window.addEventListener(
      'click',
      (event) => {
        if (timing.tap !== null || !event.isTrusted) return;
        // A tap is no later than its handler: in CI a desktop click's own time stamp came seconds after it once.
        timing.tap = Math.min(event.timeStamp, performance.now());
        const frame = () => {
          const heading = document.querySelector('h1');
          if (heading?.textContent.includes(name)) {
            requestAnimationFrame(() => {
              timing.shown = performance.now();
            });
            return;
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      true,
    );
  }, chosen.name);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  await tap(page, card.getByRole('link', { name: chosen.name }));
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  // The measure ends a frame after the heading shows: read before, it was missing, and the bound held for nothing.
  const measured = () =>
    page.evaluate(() => {
      const { tap: tapped, shown } = (
        window as unknown as { navigationTiming: { tap: number | null; shown: number | null } }
      ).navigationTiming;
      return tapped === null || shown === null ? null : shown - tapped;
    });
  await expect.poll(measured).not.toBeNull();
  const taken = (await measured()) ?? Number.NaN;
  console.log(`shop → product: ${taken.toFixed(0)} ms`);
  expect(taken, 'from the tap to the product page painted').toBeGreaterThan(0);
  expect(taken, 'from the tap to the product page painted').toBeLessThanOrEqual(NAVIGATION_BOUND_MS);
});

test(
  'tapped at the first paint, with the app still to come, the header menu opens at once and the hero moves on',
  THROTTLED,
  async ({ browser }) => {
    // Three first visits, each waiting for the store on the slow phone once its taps are in.
    test.setTimeout(90_000);
    // Three shoppers on a first visit, each tapping the moment the controls show: a tap that lands while the browser
    // still lays out the first frame at 4x CPU waits for it (one slow frame of a shared machine is not the store's).
    const menuTaps: number[] = [];
    const slides: number[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      await onAFirstVisit(browser, async (page) => {
        const timings = await keepEventTimings(page);
        await slowPhone(page);
        const releaseTheApp = await holdTheApp(page);
        await page.goto('/', { waitUntil: 'commit' });
        // The menu: the Pages dropdown on a laptop, the phone menu on a phone. The browser opens it by itself.
        const opens = page.getByRole('button', { name: isMobile(page) ? 'Open menu' : 'Pages' });
        const since = await timings.now();
        await tap(page, opens);
        await expect(
          isMobile(page) ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('list', { name: 'Pages' }),
        ).toBeVisible();
        menuTaps.push(await timings.longestSince(since));
        await page.keyboard.press('Escape');
        // The carousel's answer comes in its own small chunk after the first paint, the app still held.
        const tapped = await timings.now();
        const hero = page.getByRole('region', { name: 'Mossbloom highlights' });
        await tap(page, hero.getByRole('button', { name: 'Next slide' }));
        await expect(hero.getByRole('group', { name: '2 of 4' })).toBeVisible();
        slides.push((await timings.now()) - tapped);
        expect(await storeRunning(page), 'the taps came before the store ran').toBe(false);
        releaseTheApp();
        await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
        await expect(hero.getByRole('group', { name: '2 of 4' })).toBeVisible();
      });
    }
    const slideTimes = slides.map((ms) => ms.toFixed(0)).join(', ');
    console.log(`menu at the first paint: ${menuTaps.join(', ')} ms; the next slide: ${slideTimes} ms`);
    expect(median(menuTaps), 'from the tap to the menu painted').toBeLessThanOrEqual(MENU_BOUND_MS);
    expect(median(slides), 'from the tap to the next slide shown, before the app').toBeLessThanOrEqual(
      EARLY_SLIDE_BOUND_MS,
    );
  },
);

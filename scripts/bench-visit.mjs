// @ts-check
// `npm run bench:visit`: a shopper's whole visit, on a slow phone and on a desktop: how soon each tap is answered and
// each next page painted, once the store runs, and what the controls of the painted page do when tapped at once.
//
// Builds dist/ when it is older than the sources, serves it with deploy/nginx.conf (scripts/serve-dist.cjs), and in
// Debian's Chromium, with an empty browser each run, makes four kinds of measure:
//
//   interaction   a tap or a key, once the page has settled (the store running, the network idle, then 1 s): its
//                 Event Timing duration, from the input to the next paint, as web-vitals' INP reads it (the longest
//                 event of the interaction). Under 16 ms the browser reports no entry: the figure is then "≤16".
//                 For the search, the slowest of the keystrokes of "rose". For Load More, also from the tap to the
//                 end of the first frame that shows its 8 cards: a tap answered in a frame of its own that leaves
//                 the cards for later would show here.
//   navigation    a link of the store tapped once the page has settled: from the tap (the click) to the end of the
//                 first frame that shows the next page's content (its heading, and for the shop its products): the
//                 start of the frame after it.
//   first paint   a control tapped the moment it shows on a page just loaded: from the tap to the end of the first
//                 frame that shows what the spec says it does. The menus are tapped twice: with the app's scripts
//                 held back (only the page's HTML and CSS, and the entry script that paints with them, can answer:
//                 the floor), and with the app starting as it does for a shopper (the tap then competes with it).
//   floor         Load More on the settled shop, three taps in a row: answered by the store, then with its click
//                 stopped before the store sees it (the tap's own cost: input, focus, the button's styles, a
//                 frame), then answered by a plain listener that inserts the same 8 cards' HTML (the browser's own
//                 cost of showing them). The store's answer reads against the other two. The same for a product
//                 page's Avoid toggle: its click stopped, then a plain listener that presses it and shows a line;
//                 and for the home page's "Show my routine": its click stopped, then its routine as plain HTML.
//
// A frame's end is the start of the frame after it. A tap on a settled page comes half a second after its control
// was scrolled into view (on the desktop, pointed at: a link's page is then prefetched on the pointer's intent, as a
// mouse's shopper has it), as a shopper taps what they have read.
//
// Prints, per profile, the median of RUNS visits (default 3) for each measure, and the store's start after the first
// paint (how long a control of the painted page that waits for the app waits). Nothing here passes or fails: the
// figures go to the README, docs/performance.md and notes; the @throttled journeys hold the limits.
//
// The clock and the tap are scripts/tap-clock.cjs's (shared with the other benchmarks and the journeys); the first
// paint's measures and Load More's floor, scripts/bench-visit-measures.mjs.
//
//   npm run bench:visit                              both profiles
//   RUNS=5 PROFILES=phone npm run bench:visit        more runs, one profile
//   ONLY=first-paint npm run bench:visit             the controls tapped at first paint only
import { chromium } from '@playwright/test';
import { loadAverage, median, openPage, PROFILES, runs } from './bench-profiles.mjs';
import {
  GRID,
  NEED,
  compareVisit,
  firstPaint,
  platformFloor,
  routineFinder,
  toggleFloor,
} from './bench-visit-measures.mjs';
import { CHROME_FLAGS, DIST, ensureBuild, startNginx, stop } from './serve-dist.cjs';
import tapClock from './tap-clock.cjs';

const { GIVE_UP_MS, STORE_RUNNING_MARK, instrument, interaction, interactionShowing, settle, tap, untilShown } =
  tapClock;

const RUNS = runs(3);
/** Only the controls tapped at first paint (the page's start), not the settled visit. */
const FIRST_PAINT_ONLY = process.env.ONLY === 'first-paint';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./bench-profiles.mjs').Profile} Profile */
/** @typedef {'interaction' | 'navigation' | 'first paint' | 'floor'} Kind */
/** @typedef {import('./tap-clock.cjs').Visit} Visit */

/**
 * The header's links: the desktop bar, or on a phone the menu (opened here, and timed).
 * @param {Page} page
 * @param {Profile} profile
 * @param {(name: string, value: number) => void} note
 */
async function headerLinks(page, profile, note) {
  if (!profile.mobile) return page.getByRole('navigation', { name: 'Main' });
  note(
    'open the phone menu',
    await interaction(page, () => tap(page.getByRole('button', { name: 'Open menu' }), profile)),
  );
  return page.getByRole('dialog', { name: 'Menu' });
}

/**
 * One visit, once the store runs: home, a product, the cart, checkout, the thank-you page, home again, the shop.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Profile} profile
 * @param {(kind: Kind, name: string, value: number) => void} record
 */
async function visit(browser, origin, profile, record) {
  const { context, page } = await openPage(browser, profile);
  const interacted = (/** @type {string} */ name, /** @type {number} */ value) => record('interaction', name, value);
  const navigated = (/** @type {string} */ name, /** @type {number} */ value) => record('navigation', name, value);
  try {
    await page.addInitScript(instrument);
    await page.goto(`${origin}/`);
    await settle(page);
    const store = await page.evaluate((mark) => {
      const { fcp } = /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit;
      return (performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN) - (fcp ?? Number.NaN);
    }, STORE_RUNNING_MARK);
    record('first paint', 'store running after the first paint (/)', store);

    // Home.
    interacted(
      'hero: next slide',
      await interaction(page, () => tap(page.getByRole('button', { name: 'Next slide' }).first(), profile)),
    );
    if (!profile.mobile) {
      interacted(
        'Pages menu',
        await interaction(page, () => tap(page.getByRole('button', { name: 'Pages' }), profile)),
      );
      await page.keyboard.press('Escape');
    }
    const needs = page.getByRole('list', { name: 'Skin needs' });
    interacted(
      `home need: ${NEED}`,
      await interaction(page, () => tap(needs.getByRole('button', { name: NEED }), profile)),
    );
    const needList = page.getByRole('list', { name: `${NEED} products` });
    const first = needList.getByRole('article').first();
    interacted(
      'card +',
      await interaction(page, () => tap(first.getByRole('button', { name: /^Increase quantity/ }), profile)),
    );
    interacted(
      'Add to Cart',
      await interaction(page, () => tap(first.getByRole('button', { name: /Add to Cart|in cart/ }), profile)),
    );
    interacted(
      `home need: All needs`,
      await interaction(page, () => tap(needs.getByRole('button', { name: 'All needs' }), profile)),
    );

    // Home → a product (a featured card's name).
    const featured = page.getByRole('region', { name: 'Our most loved rituals' }).getByRole('article').first();
    const featuredName = (await featured.getByRole('heading').first().textContent())?.trim() ?? '';
    navigated(
      'home → product',
      await untilShown(page, { selector: 'h1', text: featuredName }, () =>
        tap(featured.getByRole('link', { name: featuredName }).first(), profile),
      ),
    );
    await settle(page);
    const detail = page.getByRole('article', { name: featuredName });
    interacted(
      'product +',
      await interaction(page, () => tap(detail.getByRole('button', { name: /^Increase quantity/ }), profile)),
    );
    interacted(
      'product Add to Cart',
      await interaction(page, () => tap(detail.getByRole('button', { name: /Add to Cart|in cart/ }), profile)),
    );

    // The product's first ingredient's Avoid toggle: pressed, released, then the browser's own floor for it (a build
    // from before the avoid list has none).
    const avoid = page.getByRole('button', { name: /^Avoid / }).first();
    if ((await avoid.count()) > 0) {
      interacted('product Avoid, pressed', await interaction(page, () => tap(avoid, profile)));
      interacted('product Avoid, released', await interaction(page, () => tap(avoid, profile)));
      await toggleFloor(page, avoid, profile, (name, value) => record('floor', name, value));
    }

    // Product → Cart (the header's Cart, at every width).
    navigated(
      'product → cart',
      await untilShown(page, { selector: 'h1', text: 'Your cart' }, () =>
        tap(page.getByRole('link', { name: /^Cart/ }).first(), profile),
      ),
    );
    await settle(page);
    const lines = page.getByRole('list', { name: 'Cart items' });
    interacted(
      'cart +',
      await interaction(page, () => tap(lines.getByRole('button', { name: /^Increase quantity/ }).first(), profile)),
    );
    interacted(
      'cart −',
      await interaction(page, () => tap(lines.getByRole('button', { name: /^Decrease quantity/ }).first(), profile)),
    );
    interacted(
      'cart Remove',
      await interaction(page, () => tap(lines.getByRole('button', { name: /^Remove / }).last(), profile)),
    );

    // Cart → Checkout → Pay Now → thank-you → Back to Home.
    navigated(
      'cart → checkout',
      await untilShown(page, { selector: 'h1', text: 'Checkout' }, () =>
        tap(page.getByRole('link', { name: 'Checkout' }).last(), profile),
      ),
    );
    await settle(page);
    interacted('Pay Now', await interaction(page, () => tap(page.getByRole('button', { name: 'Pay Now' }), profile)));
    await page.getByRole('heading', { name: 'Fake Payment Successful!' }).waitFor({ timeout: GIVE_UP_MS });
    await settle(page);
    navigated(
      'thank-you → home',
      await untilShown(page, { selector: '[aria-roledescription="carousel"] h2' }, () =>
        tap(page.getByRole('link', { name: 'Back to Home' }), profile),
      ),
    );
    await settle(page);
    // Home again: the routine finder, then the browser's own floor for its answer.
    await routineFinder(page, profile, record);

    // Home → Shop (the header's Shop; on a phone in the menu).
    const links = await headerLinks(page, profile, interacted);
    navigated(
      'home → shop',
      await untilShown(page, { selector: `${GRID} article` }, () =>
        tap(links.getByRole('link', { name: 'Shop' }), profile),
      ),
    );
    await settle(page);
    const more = await interactionShowing(page, { selector: `${GRID} > li`, count: 16 }, () =>
      tap(page.getByRole('button', { name: 'Load More' }), profile),
    );
    interacted('Load More', more.duration);
    interacted('Load More, its 8 cards shown', more.shown);
    interacted(
      'Show Less',
      await interaction(page, () => tap(page.getByRole('button', { name: 'Show Less' }), profile)),
    );
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await tap(search, profile);
    await page.waitForTimeout(300);
    interacted(
      'search: typing "rose" (slowest key)',
      await interaction(page, () => page.keyboard.type('rose', { delay: 150 })),
    );
    await search.fill('');
    await page.waitForTimeout(300);
    await page.getByRole('combobox', { name: 'Sort by' }).focus();
    interacted('shop order (a key on Sort by)', await interaction(page, () => page.keyboard.press('ArrowDown')));
    await page.getByRole('combobox', { name: 'Skin need' }).focus();
    interacted('shop need (a key on Skin need)', await interaction(page, () => page.keyboard.press('ArrowDown')));
    await settle(page);

    // Shop → a product → Shop again by its breadcrumb.
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    const cardName = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    navigated(
      'shop → product',
      await untilShown(page, { selector: 'h1', text: cardName }, () =>
        tap(card.getByRole('link', { name: cardName }).first(), profile),
      ),
    );
    await settle(page);
    navigated(
      'product → shop (breadcrumb)',
      await untilShown(page, { selector: `${GRID} article` }, () =>
        tap(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }), profile),
      ),
    );
    await settle(page);

    // Shop → Cart → Shop (the header's links).
    navigated(
      'shop → cart',
      await untilShown(page, { selector: 'h1', text: 'Your cart' }, () =>
        tap(page.getByRole('link', { name: /^Cart/ }).first(), profile),
      ),
    );
    await settle(page);
    const again = await headerLinks(page, profile, interacted);
    navigated(
      'cart → shop',
      await untilShown(page, { selector: `${GRID} article` }, () =>
        tap(again.getByRole('link', { name: 'Shop' }), profile),
      ),
    );
    await settle(page);
    await compareVisit(page, profile, record);
    await platformFloor(page, profile, (name, value) => record('floor', name, value));
  } finally {
    await context.close();
  }
}

/** @param {number} value */
const shown = (value) => (Number.isNaN(value) ? 'never' : value <= 16 ? '≤16' : String(Math.round(value)));

async function main() {
  ensureBuild();
  const { url } = await startNginx({ root: DIST });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROME_FLAGS],
  });
  /** @type {Map<string, { kind: Kind, profile: string, name: string, values: number[] }>} */
  const figures = new Map();
  try {
    for (const profile of PROFILES) {
      for (let run = 0; run < RUNS; run += 1) {
        /** @type {(kind: Kind, name: string, value: number) => void} */
        const record = (kind, name, value) => {
          const key = `${profile.name}|${kind}|${name}`;
          const figure = figures.get(key) ?? { kind, profile: profile.name, name, values: [] };
          figure.values.push(value);
          figures.set(key, figure);
        };
        if (!FIRST_PAINT_ONLY) await visit(browser, url, profile, record);
        await firstPaint(browser, url, profile, record);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  console.log(`\nA shopper's visit, medians of ${String(RUNS)} (ms; load average before: ${loadBefore}):`);
  for (const kind of /** @type {Kind[]} */ (['interaction', 'navigation', 'first paint', 'floor'])) {
    const rows = [...figures.values()]
      .filter((figure) => figure.kind === kind)
      .map(({ profile, name, values }) => ({
        profile,
        [kind]: name,
        median: shown(median(values)),
        runs: values.map(shown).join(' '),
      }));
    console.table(rows);
  }
  console.log(`load average after: ${loadAverage()}`);
}

const loadBefore = loadAverage();
await main();

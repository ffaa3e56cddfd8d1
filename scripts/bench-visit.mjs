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
//                 cost of showing them). The store's answer reads against the other two.
//
// A frame's end is the start of the frame after it. A tap on a settled page comes half a second after its control
// was scrolled into view (on the desktop, pointed at: a link's page is then prefetched on the pointer's intent, as a
// mouse's shopper has it), as a shopper taps what they have read.
//
// Prints, per profile, the median of RUNS visits (default 3) for each measure, and the store's start after the first
// paint (how long a control of the painted page that waits for the app waits). Nothing here passes or fails: the
// figures go to the README, docs/performance.md and notes; the @throttled journeys hold the limits.
//
//   npm run bench:visit                              both profiles
//   RUNS=5 PROFILES=phone npm run bench:visit        more runs, one profile
//   ONLY=first-paint npm run bench:visit             the controls tapped at first paint only
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadAverage, median, openPage, PROFILES, runs } from './bench-profiles.mjs';
import { CHROME_FLAGS, DIST, ensureBuild, startNginx, stop } from './serve-dist.cjs';

const RUNS = runs(3);
/** Only the controls tapped at first paint (the page's start), not the settled visit. */
const FIRST_PAINT_ONLY = process.env.ONLY === 'first-paint';
const STORE_RUNNING_MARK = 'mossbloom:store-running';
/** The shop's grid of products. */
const GRID = 'ul[aria-label="Products"]';
/** How long a measure may wait for its answer before it counts as never answered. */
const GIVE_UP_MS = 15_000;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {import('./bench-profiles.mjs').Profile} Profile */
/** @typedef {'interaction' | 'navigation' | 'first paint' | 'floor'} Kind */
/** @typedef {{ selector: string, text?: string, count?: number }} Shows what a frame must show: an element matching
 *  `selector` that is rendered (not hidden), with `text` in it, or at least `count` such elements. */

/** @type {{ products: { id: number | string, name: string, category: string }[] }} */
const catalogue = JSON.parse(readFileSync(new URL('../public/data/db.products.json', import.meta.url), 'utf8'));
const products = catalogue.products;
/** The need the home page's list is tapped to: the one with the most products after the catalogue's first 7. */
const NEED = (() => {
  const counts = new Map();
  for (const product of products.slice(7)) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
})();
const NEED_COUNT = products.filter((product) => product.category === NEED).length;

/**
 * Runs in the page before any of its scripts: keeps every Event Timing entry of an interaction, the first paint, and
 * offers `__visit.watch(shows)`, which notes the next trusted click and the end of the first frame after it that
 * shows `shows`.
 */
function instrument() {
  /** @type {{ id: number, start: number, duration: number }[]} */
  const events = [];
  /** @type {{ tap: number | null, shown: number | null }} */
  const watched = { tap: null, shown: null };
  const visit = {
    events,
    watched,
    fcp: /** @type {number | null} */ (null),
    /** The main thread's tasks of 50 ms and more (the browser reports no shorter one). */
    longTasks: /** @type {{ start: number, duration: number }[]} */ ([]),
    /** @param {{ selector: string, text?: string, count?: number }} shows */
    watch(shows) {
      watched.tap = null;
      watched.shown = null;
      /** @param {Element} element */
      const rendered = (element) =>
        element instanceof HTMLElement &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        (shows.text === undefined || (element.textContent ?? '').includes(shows.text));
      const seen = () => [...document.querySelectorAll(shows.selector)].filter(rendered).length >= (shows.count ?? 1);
      const frame = () => {
        if (watched.tap !== null && seen()) {
          // The frame that shows it paints after this callback, and is drawn by the time the next frame begins: the
          // next frame's start is the measure's end. A long task right after this frame delays that start, and counts.
          // (A message posted from here could wait behind other tasks: on the slow phone, up to hundreds of
          // milliseconds after a tap, while frames went on being drawn.)
          requestAnimationFrame((next) => {
            watched.shown = next;
          });
          return;
        }
        requestAnimationFrame(frame);
      };
      const onClick = (/** @type {MouseEvent} */ event) => {
        if (!event.isTrusted || watched.tap !== null) return;
        // A tap is no later than its handler: in CI a desktop click's own time stamp came seconds after it once.
        watched.tap = Math.min(event.timeStamp, performance.now());
        requestAnimationFrame(frame);
        window.removeEventListener('click', onClick, true);
      };
      window.addEventListener('click', onClick, true);
    },
  };
  Object.assign(window, { __visit: visit });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId } = /** @type {PerformanceEventTiming} */ (entry);
      if (interactionId) events.push({ id: interactionId, start: entry.startTime, duration: entry.duration });
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) visit.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) visit.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** @typedef {{ events: { id: number, start: number, duration: number }[], watched: { tap: number | null, shown: number | null }, fcp: number | null, longTasks: { start: number, duration: number }[], watch: (shows: Shows) => void }} Visit */

/** @param {Page} page */
const now = (page) => page.evaluate(() => performance.now());

/** How long a shopper looks at a control a scroll brought into view before tapping it. */
const READ_MS = 500;

/**
 * A tap as the profile's shopper makes it on a settled page: the control is scrolled into view (on the desktop the
 * pointer moves onto it, and a link's page is prefetched on that intent, src/app/prefetchPages.ts), and tapped half a
 * second later, as a shopper taps what they have read. The scroll's own work (the pictures it brings into view, their
 * decoding) is then not counted as the tap's, which a tap the moment the scroll ends made it.
 * @param {Locator} control
 * @param {Profile} profile
 */
async function tap(control, profile) {
  await control.scrollIntoViewIfNeeded({ timeout: GIVE_UP_MS });
  if (!profile.mobile) await control.hover({ timeout: GIVE_UP_MS });
  await control.page().waitForTimeout(READ_MS);
  await tapNow(control, profile);
}

/**
 * A tap at once, as the profile's shopper makes it: a finger on the phone, the mouse on the desktop.
 * @param {Locator} control
 * @param {Profile} profile
 */
async function tapNow(control, profile) {
  if (profile.mobile) await control.tap({ timeout: GIVE_UP_MS });
  else await control.click({ timeout: GIVE_UP_MS });
}

/**
 * The Event Timing duration of what `act` does: the longest event of each interaction it makes, and of those the
 * longest (16 when the browser reported none: every event took less).
 * @param {Page} page
 * @param {() => Promise<void>} act
 */
async function interaction(page, act) {
  const since = await now(page);
  await act();
  // Entries are reported after the next paint; a pause lets the last of them in.
  await page.waitForTimeout(500);
  const events = await page.evaluate(
    (from) =>
      /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.events.filter(
        (entry) => entry.start >= from,
      ),
    since,
  );
  return events.reduce((longest, entry) => Math.max(longest, entry.duration), 16);
}

/**
 * From the click `act` makes to the end of the first frame that shows `shows`.
 * @param {Page} page
 * @param {Shows} shows
 * @param {() => Promise<void>} act
 */
async function untilShown(page, shows, act) {
  await page.evaluate((what) => {
    /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.watch(what);
  }, shows);
  await act();
  try {
    await page.waitForFunction(
      () => /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.watched.shown !== null,
      null,
      { timeout: GIVE_UP_MS, polling: 50 },
    );
  } catch {
    return Number.NaN;
  }
  return page.evaluate(() => {
    const { tap: tapped, shown } = /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.watched;
    return tapped === null || shown === null ? Number.NaN : shown - tapped;
  });
}

/**
 * A tap whose answer may come in more than one frame (a list that renders what the tap asked for right after the
 * tap's own frame): its Event Timing duration, and from the tap to the end of the first frame that shows `shows`.
 * @param {Page} page
 * @param {Shows} shows
 * @param {() => Promise<void>} act
 */
async function interactionShowing(page, shows, act) {
  let shown = Number.NaN;
  const duration = await interaction(page, async () => {
    shown = await untilShown(page, shows, act);
  });
  return { duration, shown };
}

/**
 * Waits until the page has settled: the store running, no request for half a second, then one more second.
 * @param {Page} page
 */
async function settle(page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, STORE_RUNNING_MARK, {
    timeout: 60_000,
    polling: 100,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

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
 * A page loaded, and nothing tapped: the longest task from its first paint until the store runs (the start: the
 * app's modules, the store, hydration), 0 when none reached the 50 ms from which the browser reports one.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 */
async function longestTaskOfTheStart(browser, url, profile) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.addInitScript(instrument);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, STORE_RUNNING_MARK, {
      timeout: GIVE_UP_MS,
      polling: 50,
    });
    return await page.evaluate((mark) => {
      const { fcp, longTasks } = /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit;
      const running = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const ofTheStart = longTasks.filter((task) => task.start >= (fcp ?? 0) && task.start <= running);
      return Math.max(0, ...ofTheStart.map((task) => task.duration));
    }, STORE_RUNNING_MARK);
  } finally {
    await context.close();
  }
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
    await platformFloor(page, profile, (name, value) => record('floor', name, value));
  } finally {
    await context.close();
  }
}

/**
 * Load More on the settled shop, answered by the store, then by the browser alone: its click stopped before the
 * store sees it, then the 8 cards the store showed inserted as plain HTML. Last in a visit: the grid then holds
 * cards the store did not render.
 * @param {Page} page
 * @param {Profile} profile
 * @param {(name: string, value: number) => void} note
 */
async function platformFloor(page, profile, note) {
  const cards = page.locator(`${GRID} > li`);
  const loadMore = () => tap(page.getByRole('button', { name: 'Load More' }), profile);
  note("Load More, the store's answer", await interaction(page, loadMore));
  await cards.nth(15).waitFor({ timeout: GIVE_UP_MS });
  const html = await cards.evaluateAll((items) =>
    items
      .slice(8, 16)
      .map((item) => item.outerHTML)
      .join(''),
  );
  await tap(page.getByRole('button', { name: 'Show Less' }), profile);
  await cards.nth(8).waitFor({ state: 'detached', timeout: GIVE_UP_MS });
  await answerLoadMore(page, null);
  note('Load More, its click stopped (the tap alone)', await interaction(page, loadMore));
  await answerLoadMore(page, html);
  note('Load More, its 8 cards as plain HTML', await interaction(page, loadMore));
}

/**
 * Stops the next click on Load More before the store sees it and, given `html`, inserts that at the grid's end.
 * @param {Page} page
 * @param {string | null} html
 */
async function answerLoadMore(page, html) {
  await page.evaluate(
    ({ grid, insert }) => {
      const list = document.querySelector(grid);
      if (list === null) throw new Error('The shop shows no grid of products');
      /** @param {MouseEvent} event */
      const answer = (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button')?.textContent?.includes('Load More'))
          return;
        window.removeEventListener('click', answer, true);
        event.stopPropagation();
        event.preventDefault();
        if (insert !== null) list.insertAdjacentHTML('beforeend', insert);
      };
      window.addEventListener('click', answer, true);
    },
    { grid: GRID, insert: html },
  );
}

/**
 * A page just loaded, and one control tapped the moment it shows: from the tap to the frame showing its answer.
 * `holdScripts`: every script of the store but the entry (which the page's first paint waits for) is held back.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 * @param {{ control: (page: Page) => Locator, shows: Shows, holdScripts?: boolean }} journey
 */
async function atFirstPaint(browser, url, profile, { control, shows, holdScripts = false }) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.addInitScript(instrument);
    if (holdScripts) await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, () => undefined);
    await page.addInitScript((what) => {
      /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.watch(what);
    }, shows);
    await page.goto(url, { waitUntil: 'commit' });
    await tapNow(control(page), profile);
    try {
      await page.waitForFunction(
        () => /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit.watched.shown !== null,
        null,
        { timeout: GIVE_UP_MS, polling: 50 },
      );
    } catch {
      return Number.NaN;
    }
    return await page.evaluate(() => {
      const { tap: tapped, shown } = /** @type {{ __visit: Visit }} */ (/** @type {unknown} */ (window)).__visit
        .watched;
      return tapped === null || shown === null ? Number.NaN : shown - tapped;
    });
  } finally {
    await context.close();
  }
}

/**
 * The controls of the painted page, each tapped the moment it shows.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Profile} profile
 * @param {(kind: Kind, name: string, value: number) => void} record
 */
async function firstPaint(browser, origin, profile, record) {
  for (const route of ['/', '/shop']) {
    record(
      'first paint',
      `the start's longest task (${route}; ≤16: none of 50 ms)`,
      await longestTaskOfTheStart(browser, `${origin}${route}`, profile),
    );
  }
  // The menus, with the app's scripts held (what the page alone does) and with the app starting as for a shopper.
  const menu = profile.mobile
    ? {
        name: 'phone menu opens',
        control: (/** @type {Page} */ page) => page.getByRole('button', { name: 'Open menu' }),
        shows: { selector: '[role="dialog"][aria-label="Menu"] a', text: 'Shop' },
      }
    : {
        name: 'Pages menu opens',
        control: (/** @type {Page} */ page) => page.getByRole('button', { name: 'Pages' }),
        shows: { selector: 'ul[aria-label="Pages"] li', text: 'Changelog' },
      };
  for (const holdScripts of [true, false]) {
    record(
      'first paint',
      `${menu.name} (${holdScripts ? 'scripts held' : 'the app starting'})`,
      await atFirstPaint(browser, `${origin}/shop`, profile, { ...menu, holdScripts }),
    );
  }
  record(
    'first paint',
    'hero: next slide (the app starting)',
    await atFirstPaint(browser, `${origin}/`, profile, {
      control: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
      shows: { selector: '[aria-roledescription="slide"][aria-label="2 of 4"][aria-hidden="false"]' },
    }),
  );
  record(
    'first paint',
    `home need: ${NEED}`,
    await atFirstPaint(browser, `${origin}/`, profile, {
      control: (page) => page.getByRole('list', { name: 'Skin needs' }).getByRole('button', { name: NEED }),
      shows: { selector: `ul[aria-label="${NEED} products"] > li`, count: NEED_COUNT },
    }),
  );
  record(
    'first paint',
    'Load More',
    await atFirstPaint(browser, `${origin}/shop`, profile, {
      control: (page) => page.getByRole('button', { name: 'Load More' }),
      shows: { selector: `${GRID} > li`, count: 16 },
    }),
  );
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

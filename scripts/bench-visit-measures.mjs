// @ts-check
// The parts of `npm run bench:visit` (scripts/bench-visit.mjs) that load a page afresh or end a visit: the controls of
// the painted page tapped the moment they show, the start's longest task, and Load More's floor on a settled shop.
import { readFileSync } from 'node:fs';
import { openPage } from './bench-profiles.mjs';
import tapClock from './tap-clock.cjs';

const { GIVE_UP_MS, STORE_RUNNING_MARK, instrument, interaction, settle, tap, tapNow, tapToShown, untilShown } =
  tapClock;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {import('./bench-profiles.mjs').Profile} Profile */
/** @typedef {import('./tap-clock.cjs').Shows} Shows */
/** @typedef {import('./tap-clock.cjs').Visit} Visit */
/** @typedef {'interaction' | 'navigation' | 'first paint' | 'floor'} Kind */

/** The shop's grid of products. */
export const GRID = 'ul[aria-label="Products"]';

/** @type {{ products: { id: number | string, name: string, category: string }[] }} */
const catalogue = JSON.parse(readFileSync(new URL('../public/data/db.products.json', import.meta.url), 'utf8'));
const products = catalogue.products;
/** The need the home page's list is tapped to: the one with the most products after the catalogue's first 7. */
export const NEED = (() => {
  const counts = new Map();
  for (const product of products.slice(7)) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
})();
const NEED_COUNT = products.filter((product) => product.category === NEED).length;

/**
 * Load More on the settled shop, answered by the store, then by the browser alone: its click stopped before the
 * store sees it, then the 8 cards the store showed inserted as plain HTML. Last in a visit: the grid then holds
 * cards the store did not render.
 * @param {Page} page
 * @param {Profile} profile
 * @param {(name: string, value: number) => void} note
 */
export async function platformFloor(page, profile, note) {
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
 * A pressed toggle (a product page's Avoid) answered by the browser alone, on a settled page: its click stopped before
 * the store sees it, then a plain listener that presses it and shows a line over the product's picture, as the store
 * does with "Contains …, which you avoid".
 * @param {Page} page
 * @param {Locator} toggle
 * @param {Profile} profile
 * @param {(name: string, value: number) => void} note
 */
export async function toggleFloor(page, toggle, profile, note) {
  for (const [name, answer] of /** @type {const} */ ([
    ['Avoid, its click stopped (the tap alone)', false],
    ['Avoid, pressed with a line by a plain listener', true],
  ])) {
    await toggle.evaluate((button, show) => {
      /** @param {MouseEvent} event */
      const stop = (event) => {
        if (!(event.target instanceof Node) || !button.contains(event.target)) return;
        window.removeEventListener('click', stop, true);
        event.stopPropagation();
        event.preventDefault();
        if (!show) return;
        button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'));
        const line = document.createElement('p');
        line.textContent = 'Contains Aqua, which you avoid';
        document.querySelector('main img')?.after(line);
      };
      window.addEventListener('click', stop, true);
    }, answer);
    note(name, await interaction(page, () => tap(toggle, profile)));
  }
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
    return await tapToShown(page);
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
export async function firstPaint(browser, origin, profile, record) {
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

/** The routine the finder shows, once answered. */
const ROUTINE = 'section[aria-labelledby="routine-answer-title"]';

/**
 * The home page's routine finder on a settled page: "Find my routine" opened, a skin type ticked and the routine shown
 * by the store, once the finder's chunk (asked for at the first intent) is there; then the same tap answered by the
 * browser alone: its click stopped, then the routine the store showed inserted again as plain HTML, then inserted and
 * brought into view by its heading, as the store brings the routine it shows. A build from before the finder has none:
 * nothing is measured.
 * @param {Page} page
 * @param {Profile} profile
 * @param {(kind: Kind, name: string, value: number) => void} record
 */
export async function routineFinder(page, profile, record) {
  const open = page.locator('summary', { hasText: 'Find my routine' });
  if ((await open.count()) === 0) return;
  record('interaction', 'Find my routine (opens it)', await interaction(page, () => tap(open, profile)));
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/routine\.[0-9a-f]+\.js$/.test(entry.name)),
    undefined,
    { timeout: GIVE_UP_MS },
  );
  await settle(page);
  const skin = page.getByRole('group', { name: 'Skin type' }).getByText('Dry', { exact: true });
  record('interaction', 'routine: a skin type ticked', await interaction(page, () => tap(skin, profile)));
  const show = page.getByRole('button', { name: 'Show my routine' });
  record('interaction', 'Show my routine', await interaction(page, () => tap(show, profile)));
  const html = await page.locator(ROUTINE).evaluate((section) => section.outerHTML, undefined, { timeout: GIVE_UP_MS });
  for (const [name, markup, intoView] of /** @type {const} */ ([
    ['Show my routine, its click stopped (the tap alone)', null, false],
    ['Show my routine, its routine as plain HTML', html, false],
    ['Show my routine, its routine as plain HTML, brought into view', html, true],
  ])) {
    await show.evaluate(
      (button, { insert, routine, scroll }) => {
        /** @param {MouseEvent} event */
        const stop = (event) => {
          if (!(event.target instanceof Node) || !button.contains(event.target)) return;
          window.removeEventListener('click', stop, true);
          event.stopPropagation();
          event.preventDefault();
          if (insert === null) return;
          // In place of an earlier copy: one copy after the store's own routine.
          document.querySelectorAll(routine)[1]?.remove();
          document.querySelector(routine)?.insertAdjacentHTML('afterend', insert);
          if (scroll) document.querySelectorAll(routine)[1]?.querySelector('h3')?.scrollIntoView({ block: 'start' });
        };
        window.addEventListener('click', stop, true);
      },
      { insert: markup, routine: ROUTINE, scroll: intoView },
    );
    record('floor', name, await interaction(page, () => tap(show, profile)));
  }
  // The copy goes: the store's own routine stays. The page back at its top, where the visit's next tap (the header's
  // Shop) starts in a build without the finder too.
  await page.evaluate((routine) => {
    document.querySelectorAll(routine)[1]?.remove();
    window.scrollTo(0, 0);
  }, ROUTINE);
}

/**
 * Compare on the settled shop: two cards' Compare toggles pressed, the page settled again (the shopper looks at what
 * she chose; the store asks for the comparison's chunk once the page is idle), then "Compare (2)" tapped, from the tap
 * to the first frame that shows the comparison's table, then closed with Escape and the toggles released. A build from
 * before Compare has none.
 * @param {Page} page
 * @param {Profile} profile
 * @param {(kind: Kind, name: string, value: number) => void} record
 */
export async function compareVisit(page, profile, record) {
  const toggles = page.locator(GRID).getByRole('button', { name: /^Compare / });
  if ((await toggles.count()) === 0) return;
  for (const index of [0, 1]) {
    record('interaction', 'card Compare, pressed', await interaction(page, () => tap(toggles.nth(index), profile)));
  }
  await settle(page);
  const open = page.getByRole('button', { name: 'Compare (2)' }).filter({ visible: true });
  record(
    'navigation',
    'Compare (2) → the comparison shown',
    await untilShown(page, { selector: 'dialog[open] table' }, () => tap(open, profile)),
  );
  await page.keyboard.press('Escape');
  for (const index of [0, 1]) await tap(toggles.nth(index), profile);
}

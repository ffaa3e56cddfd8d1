// @ts-check
// `npm run bench:taps`: how soon a tap on the painted page is answered, on a slow phone and on a desktop.
//
// Builds dist/ when it is older than the sources, serves it with deploy/nginx.conf (scripts/serve-dist.cjs) and, in
// Debian's Chromium, loads each route with an empty browser and taps its first Add to Cart the moment it is painted
// and can take a tap, as a shopper would. It prints the medians of RUNS loads (default 5) per route and profile:
//
//   first paint        first contentful paint, from the start of the navigation
//   tapped             when the tap came, from the start of the navigation
//   acknowledged       from the tap to the first frame that shows it was taken (the button's or the cart count's
//                      change)
//   count shown        from the tap to the header's cart count showing the new line
//   store running      from the first paint to the store running: the page hydrated and every held tap played
//                      (the app's `mossbloom:store-running` performance mark)
//
// Profiles (scripts/bench-profiles.mjs): `phone` is 390 px, the CPU 4x slower, 200 KB/s down, 150 ms round trips;
// `desktop` is 1280 px, unthrottled. Nothing here passes or fails: the figures go to docs and notes.
//
//   npm run bench:taps                         every route, both profiles
//   RUNS=9 PROFILES=phone npm run bench:taps   more runs, one profile
import { chromium } from '@playwright/test';
import { loadAverage, median, openPage, PROFILES, runs } from './bench-profiles.mjs';
import { CHROME_FLAGS, DIST, ensureBuild, startNginx, stop } from './serve-dist.cjs';

const RUNS = runs(5);
const ROUTES = process.env.ROUTES?.split(',') ?? ['/', '/shop', '/selectedproduct/2'];
const STORE_RUNNING_MARK = 'mossbloom:store-running';

/**
 * Runs in the page before any of its scripts: notes the first paint, the first tap, the first frame after the
 * tapped button or the cart count changed, and the moment the cart count changed.
 */
function instrument() {
  /** @type {{ fcp: number | null, tapAt: number | null, ackAt: number | null, countAt: number | null, countBefore: string | null }} */
  const bench = { fcp: null, tapAt: null, ackAt: null, countAt: null, countBefore: null };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const cartCount = () => document.querySelector('header a[href$="/cart"]')?.textContent ?? null;
  /** @type {Element | null} */
  let tapped = null;
  const observer = new MutationObserver((records) => {
    if (bench.tapAt === null) return;
    const now = performance.now();
    if (bench.countAt === null && cartCount() !== bench.countBefore) {
      bench.countAt = now;
    }
    if (bench.ackAt !== null) return;
    const answered = records.some(
      (record) =>
        (tapped !== null && tapped.contains(record.target)) ||
        record.target.parentElement?.closest('header a[href$="/cart"]') ||
        (record.target instanceof Element && record.target.closest('header a[href$="/cart"]')),
    );
    if (answered) {
      bench.ackAt = now;
      // The answer is seen in the frame after the change.
      requestAnimationFrame(() => {
        bench.ackAt = performance.now();
      });
    }
  });
  window.addEventListener(
    'click',
    /** @param {MouseEvent} event */
    (event) => {
      if (bench.tapAt !== null || !event.isTrusted) return;
      bench.tapAt = event.timeStamp;
      bench.countBefore = cartCount();
      tapped = event.target instanceof Element ? event.target.closest('button') : null;
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    true,
  );
}

/**
 * One load of `url` with `profile`: the first Add to Cart tapped as soon as it can be.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('./bench-profiles.mjs').Profile} profile
 */
async function measureOnce(browser, url, profile) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.addInitScript(instrument);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to Cart' }).first().click({ timeout: 30_000 });
    await page.waitForFunction(
      (mark) =>
        /** @type {{ __bench: { countAt: number | null } }} */ (/** @type {unknown} */ (window)).__bench.countAt !==
          null && performance.getEntriesByName(mark).length > 0,
      STORE_RUNNING_MARK,
      { timeout: 60_000, polling: 50 },
    );
    return await page.evaluate((mark) => {
      const bench = /** @type {{ __bench: Record<'fcp' | 'tapAt' | 'ackAt' | 'countAt', number> }} */ (
        /** @type {unknown} */ (window)
      ).__bench;
      const running = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      return {
        fcp: bench.fcp,
        tapAt: bench.tapAt,
        acknowledged: bench.ackAt - bench.tapAt,
        countShown: bench.countAt - bench.tapAt,
        storeRunning: running - bench.fcp,
      };
    }, STORE_RUNNING_MARK);
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuild();
  const { url } = await startNginx({ root: DIST });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROME_FLAGS],
  });
  const rows = [];
  try {
    for (const profile of PROFILES) {
      for (const route of ROUTES) {
        /** @type {Awaited<ReturnType<typeof measureOnce>>[]} */
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, `${url}${route}`, profile));
        /** @param {keyof (typeof runs)[number]} key */
        const pick = (key) => Math.round(median(runs.map((entry) => entry[key])));
        rows.push({
          profile: profile.name,
          route,
          'first paint ms': pick('fcp'),
          'tapped ms': pick('tapAt'),
          'acknowledged ms': pick('acknowledged'),
          'count shown ms': pick('countShown'),
          'store running ms': pick('storeRunning'),
        });
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  console.log(
    `\nA tap on the first Add to Cart the moment it can be tapped, medians of ${String(RUNS)} loads ` +
      `(load average before: ${loadBefore}):`,
  );
  console.table(rows);
  console.log(`load average after: ${loadAverage()}`);
}

const loadBefore = loadAverage();
await main();

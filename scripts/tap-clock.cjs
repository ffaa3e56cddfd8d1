// @ts-check
// How the benchmarks tap a control and clock its answer, and the median they and the journeys read their runs by: one
// place for the clock (npm run bench:visit, scripts/bench-visit*.mjs), the tap as each profile's shopper makes it,
// and `median` (the benchmarks, `npm run perf`, and the journeys through test/e2e/support/fixtures.ts). Nothing here
// passes or fails.

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {{ mobile: boolean }} Tapper the part of a profile (scripts/bench-profiles.mjs) that says how it taps */
/** @typedef {{ selector: string, text?: string, count?: number }} Shows what a frame must show: an element matching
 *  `selector` that is rendered (not hidden), with `text` in it, or at least `count` such elements. */
/** @typedef {{ events: { id: number, start: number, duration: number }[], watched: { tap: number | null, shown: number | null }, fcp: number | null, longTasks: { start: number, duration: number }[], watch: (shows: Shows) => void }} Visit
 *  what `instrument` keeps in the page, as `window.__visit` */

/** How long a measure may wait for its answer before it counts as never answered. */
const GIVE_UP_MS = 15_000;
/** The app's performance mark once the store runs (src/app/start.tsx). */
const STORE_RUNNING_MARK = 'mossbloom:store-running';

/**
 * The middle of the finite `values` (the mean of the two middle ones for an even count); NaN when there is none: one
 * slow frame of a shared machine does not move it.
 * @param {number[]} values
 */
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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
 * @param {Tapper} profile
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
 * @param {Tapper} profile
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
 * From the tap the page's clock noted to the end of the first frame that showed what it watches for (`watch`); NaN
 * when that never came.
 * @param {Page} page
 */
async function tapToShown(page) {
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
  return tapToShown(page);
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

module.exports = {
  GIVE_UP_MS,
  STORE_RUNNING_MARK,
  instrument,
  interaction,
  interactionShowing,
  median,
  settle,
  tap,
  tapNow,
  tapToShown,
  untilShown,
};

// @ts-check
// The devices the benchmarks measure the store on (`npm run bench:taps`, `npm run bench:visit`), and the few helpers
// they share. Nothing here passes or fails: the figures go to docs and notes; the e2e journeys hold the limits.
import { loadavg } from 'node:os';
import slowPhone from './slow-phone.cjs';
import tapClock from './tap-clock.cjs';

/** The median the benchmarks read their runs by (scripts/tap-clock.cjs). */
export const { median } = tapClock;

/**
 * @typedef {{
 *   name: string,
 *   viewport: { width: number, height: number },
 *   mobile: boolean,
 *   cpu: number,
 *   network?: { latency: number, downloadThroughput: number, uploadThroughput: number },
 * }} Profile
 */

/**
 * `phone`: 390 px, touch, the CPU 4x slower, 200 KB/s down, 150 ms round trips. `desktop`: 1280 px, unthrottled.
 * `PROFILES=phone` keeps one.
 * @type {Profile[]}
 */
export const PROFILES = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    ...slowPhone.SLOW_PHONE,
  },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false, cpu: 1 },
].filter((profile) => !process.env.PROFILES || process.env.PROFILES.split(',').includes(profile.name));

/** How many loads each figure is the median of: `RUNS`, else `fallback`. */
export const runs = (/** @type {number} */ fallback) => Number(process.env.RUNS ?? fallback);

/**
 * A new browser context with `profile`'s screen, and a page with its CPU and network. Service workers are blocked:
 * every figure is of a first visit's network.
 * @param {import('@playwright/test').Browser} browser
 * @param {Profile} profile
 */
export async function openPage(browser, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return { context, page };
}

/** The machine's load average, printed before and after a benchmark: figures from a busy machine say so. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

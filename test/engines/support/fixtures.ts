import { test as base, expect } from '@playwright/test';
import { launchChromium, launchFirefox } from './puppeteer';
import { LEAVING_EVENT, startJourneyProxy } from './proxy';
import type { JourneyProxy } from './proxy';
import type { EngineName, Shopper, Size } from './shopper';
import { launchWebKit } from './webkit';

type Engine = { newShopper(proxy: JourneyProxy, size: Size): Promise<Shopper>; close(): Promise<void> };

/**
 * What Firefox reports when a load is cancelled because the shopper left the page first (NS_BINDING_ABORTED), as
 * a journey that opens the next page at once does: a font still on its way, say. Not the store's error.
 */
const LEFT_BEFORE_LOADED = /status=2152398850\b/;

/**
 * What a page offline may fail to load, in the reporter's words: a picture the service worker does not hold yet (one
 * the first visit loaded before the worker took the page) and the shop's video, which it never keeps. The store's
 * scripts, pages and catalogue are not among them: one of those failing offline fails the journey.
 */
export const OFFLINE_PICTURE_FAILURES = /^failed to load: \S+\/(images|video)\//;

/**
 * `shopper` as the journey drives it, telling the page before the journey itself leaves it (opens another page,
 * reloads it). Leaving cancels what the page still loads, and WebKit may report a cancelled script (the field
 * reporter's chunk, asked for once the page is idle, say) as one that failed to load before the page hears that it
 * is being left; told first, the proxy's reporter no longer reports it. A script failing before the journey leaves,
 * on any page, is still the store's.
 */
function sayingWhenLeaving(shopper: Shopper): Shopper {
  const sayThenLeave = async (leave: () => Promise<void>) => {
    // A page that is itself still loading may not answer: it has nothing on its way the journey could be blamed for.
    await shopper.run((name: string) => window.dispatchEvent(new Event(name)), LEAVING_EVENT).catch(() => undefined);
    await leave();
  };
  return {
    ...shopper,
    open: (path) => sayThenLeave(() => shopper.open(path)),
    reload: () => sayThenLeave(() => shopper.reload()),
  };
}

const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/**
 * `shopper`: a fresh browser profile of the project's engine at the project's size, on the store that
 * globalSetup serves (through the journey proxy, ./proxy.ts). The journey fails on any uncaught error or console
 * error it does not name in `allowProblems`. The browser (and for WebKit its X server and driver) starts once per
 * worker and stops when the worker ends, also on failure.
 */
export const test = base.extend<
  { shopper: Shopper; allowProblems: RegExp[] },
  { engine: EngineName; size: Size; journeyProxy: JourneyProxy; browserOfEngine: Engine }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  size: [
    { width: 1280, height: 800 },
    { option: true, scope: 'worker' },
  ],
  journeyProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, use) => {
      const upstream = process.env.E2E_BASE_URL;
      if (!upstream) throw new Error('E2E_BASE_URL is not set: globalSetup serves the store');
      const proxy = await startJourneyProxy(upstream);
      try {
        await use(proxy);
      } finally {
        await proxy.close();
      }
    },
    { scope: 'worker' },
  ],
  browserOfEngine: [
    async ({ engine }, use) => {
      const browser = await LAUNCH[engine]();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker' },
  ],
  allowProblems: [[], { option: true }],
  shopper: async ({ browserOfEngine, journeyProxy, size, allowProblems }, use) => {
    const shopper = await browserOfEngine.newShopper(journeyProxy, size);
    try {
      await use(sayingWhenLeaving(shopper));
      const problems = (await shopper.problems()).filter(
        (problem) => ![...allowProblems, LEFT_BEFORE_LOADED].some((pattern) => pattern.test(problem)),
      );
      expect(problems, 'page errors and console errors during the journey').toEqual([]);
    } finally {
      await shopper.close();
    }
  },
});

export { expect };

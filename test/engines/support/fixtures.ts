import { test as base, expect } from '@playwright/test';
import { launchChromium, launchFirefox } from './puppeteer';
import { startJourneyProxy } from './proxy';
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
 * In the page: the addresses of the store's chunks it is still loading. Webpack adds each chunk's script to the page
 * marked `data-webpack` and takes it out as soon as it has loaded or failed, so a script still there is on its way.
 * Self-contained, as each driver sends it as source text.
 */
function chunksOnTheirWay(): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-webpack][src]')].map((script) => script.src);
}

/**
 * `shopper` as the journey drives it, with the chunks each page was still loading as the journey left it (opened
 * another page, reloaded it). Leaving cancels them, and WebKit may report a cancelled script as one that failed to
 * load before the page hears that it is being left, which the proxy's reporter waits for (the field reporter's chunk,
 * asked for once the page is idle, may be on its way as the journey reloads). The store says nothing of it; the
 * failure is the test's own doing: `excuse` takes one failure of each such chunk out of the problems. The same chunk
 * failing on a later page, or any other script failing, is still the store's.
 */
function noteChunksLeftLoading(shopper: Shopper): { shopper: Shopper; excuse: (problems: string[]) => string[] } {
  const cancelled: string[] = [];
  const noteThenLeave = async (leave: () => Promise<void>) => {
    // A page that is itself still loading may not answer: nothing of it is noted.
    cancelled.push(...(await shopper.run(chunksOnTheirWay).catch(() => [])));
    await leave();
  };
  return {
    shopper: {
      ...shopper,
      open: (path) => noteThenLeave(() => shopper.open(path)),
      reload: () => noteThenLeave(() => shopper.reload()),
    },
    excuse(problems) {
      const excused = cancelled.map((url) => `failed to load: ${url}`);
      return problems.filter((problem) => {
        const at = excused.indexOf(problem);
        if (at === -1) return true;
        excused.splice(at, 1);
        return false;
      });
    },
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
      const journey = noteChunksLeftLoading(shopper);
      await use(journey.shopper);
      const problems = journey
        .excuse(await shopper.problems())
        .filter((problem) => ![...allowProblems, LEFT_BEFORE_LOADED].some((pattern) => pattern.test(problem)));
      expect(problems, 'page errors and console errors during the journey').toEqual([]);
    } finally {
      await shopper.close();
    }
  },
});

export { expect };

import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { CHROME_FLAGS } from '../../../scripts/serve-dist.cjs';
import type { JourneyProxy } from './proxy';
import { findInPage, onFreshControl, waitUntilFound } from './shopper';
import type { EngineName, Shopper, Size, Target } from './shopper';

/** Debian's Firefox ESR; another binary: FIREFOX_PATH. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

type Engine = { newShopper(proxy: JourneyProxy, size: Size): Promise<Shopper>; close(): Promise<void> };

/** Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi. Nothing is downloaded. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Quiet on a closed network: no update checks, telemetry or remote settings.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'browser.region.network.url': '',
      'services.settings.server': 'http://127.0.0.1:9/',
    },
  });
  return engineOf('firefox', browser);
}

/**
 * Debian's Chromium (CHROME_PATH), headless, with the flags of scripts/serve-dist.cjs, driven by puppeteer-core
 * over the DevTools protocol: the same journeys where the Playwright suite runs, so every engine runs every one.
 */
export async function launchChromium(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  return engineOf('chromium', browser);
}

function engineOf(engine: Exclude<EngineName, 'webkit'>, browser: Browser): Engine {
  return {
    async newShopper(proxy, size) {
      // Its own profile state: storage, service workers and caches start empty for each journey.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      return puppeteerShopper(engine, page, proxy.url, async () => {
        await context.close();
      });
    },
    close: () => browser.close(),
  };
}

function puppeteerShopper(
  engine: Exclude<EngineName, 'webkit'>,
  page: Page,
  base: string,
  closeContext: () => Promise<void>,
): Shopper {
  const problems: string[] = [];
  // The loads the browser cancelled as a page was left (Firefox's NS_BINDING_ABORTED): its own doing, which no
  // shopper sees. Firefox also reports such a load as a page error when a service worker controls the page.
  const cancelled = new Set<string>();
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'NS_BINDING_ABORTED') cancelled.add(request.url());
  });
  const cancelledLoad = (problem: string) =>
    [...cancelled].some((url) => problem.startsWith(`page error: Failed to load ‘${url}’.`));
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });

  const find = async (target: Target, enabledOnly = false): Promise<ElementHandle | null> => {
    // While a page loads, the last one's context goes: nothing is found there.
    const handle = await page
      .evaluateHandle(findInPage, target.role, target.name, target.within ?? null, enabledOnly)
      .catch(() => null);
    if (!handle) return null;
    const element = handle.asElement();
    if (element) return element as ElementHandle;
    await handle.dispose();
    return null;
  };
  const waitFor = (target: Target, enabledOnly = false): Promise<ElementHandle> =>
    waitUntilFound(() => find(target, enabledOnly));

  return {
    engine,
    async open(path) {
      // The page parsed, as a shopper sees it painted: the store itself may not run yet.
      await page.goto(new URL(path, base).href, { waitUntil: 'domcontentloaded' });
    },
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded' });
    },
    path: () => page.evaluate(() => location.pathname + location.search),
    isVisible: async (target) => (await find(target)) !== null,
    async valueOf(target) {
      const element = await find(target);
      return element ? element.evaluate((field) => (field as HTMLInputElement).value) : null;
    },
    async isDisabled(target) {
      const element = await find(target);
      return element ? element.evaluate((button) => (button as HTMLButtonElement).disabled) : null;
    },
    click: (target) =>
      onFreshControl(
        () => waitFor(target, true),
        async (element) => {
          await element.evaluate((control) => control.scrollIntoView({ block: 'center', behavior: 'instant' }));
          await element.click();
        },
      ),
    async type(target, text) {
      const element = await waitFor(target);
      await element.type(text);
    },
    pressTab: () => page.keyboard.press('Tab'),
    run: (script, ...args) => page.evaluate(script as (...args: unknown[]) => never, ...args),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    setOffline: (offline) => page.setOfflineMode(offline),
    problems: () => Promise.resolve(problems.filter((problem) => !cancelledLoad(problem))),
    close: closeContext,
  };
}

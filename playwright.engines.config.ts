import { defineConfig } from '@playwright/test';
import type { EngineName, Size } from './test/engines/support/shopper';

// The spec's journeys (test/engines/journeys.spec.ts) in Chromium, Firefox ESR and WebKitGTK, from Debian's packages,
// against the production build behind nginx (the same globalSetup as playwright.config.ts). Playwright runs the
// journeys; the browsers are driven by puppeteer-core (Chromium over DevTools, Firefox over WebDriver BiDi) and
// selenium-webdriver (WebKitWebDriver), as test/engines/support/ says. One worker: the browsers and WebKit's X server
// are heavy on a small machine.

const sizes: Record<string, Size> = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const engines: EngineName[] = ['chromium', 'firefox', 'webkit'];

export default defineConfig<object, { engine: EngineName; size: Size }>({
  testDir: 'test/engines',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // However a browser or driver hangs, the run ends (and its fixtures stop the browsers, Xvfb and the driver).
  globalTimeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/engines',
  projects: engines.flatMap((engine) =>
    Object.entries(sizes).map(([name, size]) => ({ name: `${engine}-${name}`, use: { engine, size } })),
  ),
});

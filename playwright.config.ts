import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS } from './scripts/serve-dist.cjs';

const launchOptions = {
  // Debian's Chromium: nothing is downloaded.
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROME_FLAGS],
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The store's service worker would answer from its caches where a journey routes or counts requests: only the
    // offline journeys (offline.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    // A journey that only a phone or only a laptop can make (a keyboard, hover, the phone menu, a width) is tagged
    // @phone-only or @desktop-only and belongs to that project alone; so do the specs whose checks do not depend on
    // the viewport, run once on desktop.
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      testIgnore: ['**/server.spec.ts', '**/release.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
});

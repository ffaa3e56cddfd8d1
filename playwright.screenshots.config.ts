import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const [desktop, mobile] = base.projects ?? [];

/**
 * `npm run screenshots`: every route at both viewports, and on the narrowest phone the store serves (320 × 640),
 * written to screenshots/ (outside git). Uses the same production build, nginx and browser set-up as the end-to-end
 * suite.
 */
export default defineConfig({
  ...base,
  projects: [
    ...(desktop && mobile ? [desktop, mobile] : []),
    ...(mobile
      ? [{ ...mobile, name: 'mobile-320', use: { ...mobile.use, viewport: { width: 320, height: 640 } } }]
      : []),
  ],
  testDir: 'test/screenshots',
  testMatch: '**/*.shots.ts',
  fullyParallel: false,
  timeout: 60_000,
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every route at both viewports, written to screenshots/ (outside git). Uses the same
 * production build, nginx and browser set-up as the end-to-end suite.
 */
export default defineConfig({
  ...base,
  testDir: 'test/screenshots',
  testMatch: '**/*.shots.ts',
  fullyParallel: false,
  timeout: 60_000,
});

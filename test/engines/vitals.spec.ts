import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { product } from '../e2e/support/fixtures';
import { FIELD_REPORTS_MARK, figuresOf, vitalsReport } from '../e2e/support/vitalsReport';
import { expect, test } from './support/fixtures';
import { THROWING_SCRIPT, THROWN } from './support/proxy';
import type { Shopper, Target } from './support/shopper';

// The field reports of docs/operators.md in each engine: a visit of the home page, a product, the cart and checkout
// leaves lines in the access log of the server globalSetup runs (E2E_ACCESS_LOG), from which `npm run vitals:report`
// gives each route the figures the engine measures, and the error a script of the store threw. One worker runs the
// journeys one after another, so the lines the log gains during this journey are this journey's.

test.use({ allowProblems: [[new RegExp(THROWN)], { scope: 'test' }] });

const chosen = product(2);
const AT_LEAST = {
  chromium: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
  firefox: ['LCP', 'INP', 'FCP', 'TTFB'],
  webkit: ['FCP', 'TTFB'],
};
const button = (name: string, within?: string): Target => ({ role: 'button', name, ...(within ? { within } : {}) });

/** The figures this engine measures, as the web-vitals library finds the browser's timings. */
const measuredHere = (shopper: Shopper) =>
  shopper.run(() => {
    const types = PerformanceObserver.supportedEntryTypes;
    const interactions = 'PerformanceEventTiming' in window && 'interactionId' in PerformanceEventTiming.prototype;
    return [
      types.includes('largest-contentful-paint') ? 'LCP' : '',
      interactions ? 'INP' : '',
      types.includes('layout-shift') ? 'CLS' : '',
      types.includes('paint') ? 'FCP' : '',
      'TTFB',
    ].filter(Boolean);
  });

/** Opens `pathname` and waits until the page reports (its reporter runs once the store does). */
async function open(shopper: Shopper, pathname: string) {
  await shopper.open(pathname);
  await expect
    .poll(() => shopper.run((mark: string) => performance.getEntriesByName(mark).length > 0, FIELD_REPORTS_MARK))
    .toBe(true);
}

/** The shopper sees the answer to a tap: the frame that shows it, when the browser times the interaction. */
const seenOnScreen = (shopper: Shopper) =>
  shopper.run(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('field reports: home, a product, the cart and checkout, each left in turn, give the report its figures and the error thrown', async ({
  shopper,
}) => {
  const log = process.env.E2E_ACCESS_LOG ?? '';
  const from = existsSync(log) ? statSync(log).size : 0;

  await open(shopper, '/');
  const figures = await measuredHere(shopper);
  await shopper.click(button(chosen.category));
  await seenOnScreen(shopper);
  await open(shopper, `/selectedproduct/${String(chosen.id)}`);
  await shopper.click(button(`Increase quantity of ${chosen.name}`));
  await shopper.click(button('Add to Cart', chosen.name));
  await seenOnScreen(shopper);
  await open(shopper, '/cart');
  await shopper.click(button(`Increase quantity of ${chosen.name}`));
  await seenOnScreen(shopper);
  await open(shopper, '/checkout');
  await shopper.type({ role: 'textbox', name: 'First name *' }, 'Ada');
  // A script of the store throws as it runs: its `load` comes once it has run.
  await shopper.run(
    (src: string) =>
      new Promise((resolve) => {
        const script = document.createElement('script');
        script.addEventListener('load', resolve);
        script.addEventListener('error', resolve);
        script.src = src;
        document.head.append(script);
      }),
    THROWING_SCRIPT,
  );
  await seenOnScreen(shopper);
  // The next page hides the checkout's.
  await shopper.open('/thank-you');

  const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-engine-vitals-'));
  try {
    const ours = path.join(work, 'access.log');
    const report = () => {
      writeFileSync(ours, readFileSync(log).subarray(from));
      return vitalsReport([ours], true);
    };
    const routes = ['/', '/selectedproduct/:id', '/cart', '/checkout'];
    await expect
      .poll(() => {
        const summary = report();
        return [...routes.map((route) => [route, ...figuresOf(summary, route)].join(' ')), summary.scriptErrors.length];
      })
      .toEqual([...routes.map((route) => [route, ...figures].join(' ')), 1]);
    // What each engine measures at least: Chromium all five; Firefox has no layout-shift timing (CLS); the WebKitGTK
    // the journeys run times neither the largest paint nor interactions either (LCP, INP).
    expect(figures).toEqual(expect.arrayContaining(AT_LEAST[shopper.engine]));
    const summary = report();
    expect(summary.scriptErrors).toEqual([
      expect.objectContaining({
        message: `Error: ${THROWN}`,
        where: expect.stringMatching(/^journey-throws\.0a1b2c3d\.js:1:\d+$/),
        browsers: [{ chromium: 'chrome', firefox: 'firefox', webkit: 'safari' }[shopper.engine]],
        routes: ['/checkout'],
      }),
    ]);
    expect(summary.malformed + summary.refused).toBe(0);
    const table = vitalsReport([ours]);
    for (const route of routes) {
      for (const figure of figures) {
        expect(table).toMatch(new RegExp(`^${route.replace(/\//g, '\\/')} +\\S+ +${figure} +1 `, 'm'));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

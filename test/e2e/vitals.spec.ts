import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DIST, ROOT, chosenServer, startServer, stop } from '../../scripts/serve-dist.cjs';
import { expect, isMobile, product, test, watchForProblems } from './support/fixtures';
import { FIELD_REPORTS_MARK, VITALS_SCRIPT, figuresOf, reporting, vitalsReport } from './support/vitalsReport';

// The pages report their field vitals and script errors to their own server, which logs them; the operator's
// `npm run vitals:report` reads that log (docs/operators.md, docs/decisions/0013). Each journey serves the build
// with its own server (nginx, or the one MOSSBLOOM_SERVER names, with its configuration from deploy/), so that its
// access log holds this journey's reports only.

let served = { url: '', accessLog: '' };
test.beforeEach(async () => {
  served = await startServer({ root: DIST, server: chosenServer() });
});
test.afterEach(async ({ context }) => {
  await context.close();
  await stop();
});

/** The lines the server has logged so far. */
const logged = () => (existsSync(served.accessLog) ? readFileSync(served.accessLog, 'utf8') : '');

/** Opens `pathname` and waits until its field reporter runs (once the store does). */
async function open(page: Page, pathname: string) {
  await page.goto(`${served.url}${pathname}`);
  await expect.poll(() => page.evaluate(reporting, FIELD_REPORTS_MARK)).toBe(true);
}

/**
 * The shopper sees the answer to their tap: the frame that shows it is presented, which is when the browser times
 * the interaction (INP). Leaving before that frame, nothing of the tap is timed.
 */
const seenOnScreen = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const chosen = product(2);
const THROWN = 'Mossbloom test error: thrown by the checkout page';

test('home, a product, the cart and checkout, each hidden in turn, leave the log from which the report gives p75 LCP, INP and CLS per route, and the error thrown', async ({
  context,
}) => {
  // The checkout page's own script throws on the first tap: an error of the store's own code.
  await context.route(/\/assets\/page-checkout\.[0-9a-f]+\.js$/, async (route) => {
    const script = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'application/javascript',
      body: `${script}\n;document.addEventListener('click',function(){throw new Error(${JSON.stringify(THROWN)})},{once:true});`,
    });
  });
  const page = await context.newPage();
  const problems = watchForProblems(page);

  const quantity = page.getByRole('textbox', { name: `Quantity of ${chosen.name}` }).first();
  await open(page, '/');
  await page.getByRole('button', { name: chosen.category, exact: true }).click();
  await expect(page.getByRole('list', { name: `${chosen.category} products` })).toBeVisible();
  await seenOnScreen(page);
  await open(page, `/selectedproduct/${String(chosen.id)}`);
  await page.getByRole('button', { name: `Increase quantity of ${chosen.name}` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
  await seenOnScreen(page);
  await open(page, '/cart');
  await page.getByRole('button', { name: `Increase quantity of ${chosen.name}` }).click();
  await expect(quantity).toHaveValue('3');
  await seenOnScreen(page);
  await open(page, '/checkout');
  await page.getByLabel('First name *').click();
  await page.keyboard.type('Ada');
  await expect(page.getByLabel('First name *')).toHaveValue('Ada');
  await seenOnScreen(page);
  // Leaving the store hides its last page too.
  await page.goto('about:blank');

  const routes = ['/', '/selectedproduct/:id', '/cart', '/checkout'];
  await expect
    .poll(() => {
      const summary = vitalsReport([served.accessLog], true);
      return [...routes.map((route) => [route, ...figuresOf(summary, route)].join(' ')), summary.scriptErrors.length];
    })
    .toEqual([...routes.map((route) => `${route} LCP INP CLS FCP TTFB`), 1]);

  const summary = vitalsReport([served.accessLog], true);
  const device = isMobile(page) ? /^phone(-\dg)?$/ : /^desktop(-\dg)?$/;
  for (const row of summary.metrics) {
    expect(row.device).toMatch(device);
    expect(row.count).toBe(1);
    expect(row.good + row.needsImprovement + row.poor).toBeCloseTo(1);
  }
  expect(summary.scriptErrors).toEqual([
    expect.objectContaining({
      message: `Error: ${THROWN}`,
      count: 1,
      where: expect.stringMatching(/^page-checkout\.[0-9a-f]+\.js:\d+:\d+$/),
      browsers: ['chrome'],
      routes: ['/checkout'],
    }),
  ]);
  expect(summary.inpTargets.map((row) => row.route).sort()).toEqual([...routes].sort());
  expect(summary.malformed + summary.refused).toBe(0);

  // The table an operator reads.
  const table = vitalsReport([served.accessLog]);
  for (const route of routes) {
    for (const metric of ['LCP', 'INP', 'CLS']) {
      expect(table).toMatch(new RegExp(`^${route.replace(/\//g, '\\/')} +\\S+ +${metric} +1 +\\S+`, 'm'));
    }
  }
  expect(table).toContain(`Error: ${THROWN}`);

  // What the server logged names no shopper: no product id, no address, no user agent, referrer or cookie. Each
  // server logs a report as JSON (deploy/): nginx and Apache `{time, uri, status}`, Caddy its own with those deleted.
  const lines = logged().trim().split('\n');
  expect(lines).toHaveLength(4 * 5 + 1);
  for (const line of lines) {
    expect(line).not.toMatch(new RegExp(`selectedproduct(/|%2F)${String(chosen.id)}\\b`));
    expect(line).not.toMatch(/Mozilla\/|remote_ip|client_ip|referer|cookie/i);
    const { uri, request, status } = JSON.parse(line) as {
      uri?: string;
      request?: { uri: string; headers?: object };
      status: number;
    };
    expect([status, uri ?? request?.uri, request?.headers]).toEqual([
      204,
      expect.stringMatching(/^\/_vitals\?route=/),
      undefined,
    ]);
  }
  expect(problems).toEqual([`page error: ${THROWN}`]);
});

test('a visit across home, a product and the cart by links inside the store files each page’s INP under its own route, and the load’s LCP, FCP and TTFB under home', async ({
  page,
}) => {
  // Every page after the first comes by the store's own links: one document, loaded once.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  await open(page, '/');
  await page.getByRole('button', { name: chosen.category, exact: true }).click();
  const products = page.getByRole('list', { name: `${chosen.category} products` });
  await expect(products).toBeVisible();
  await seenOnScreen(page);
  await products.getByRole('link', { name: chosen.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();

  await page.getByRole('button', { name: `Increase quantity of ${chosen.name}` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
  await seenOnScreen(page);
  await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  const quantity = page.getByRole('textbox', { name: `Quantity of ${chosen.name}` }).first();
  await page.getByRole('button', { name: `Increase quantity of ${chosen.name}` }).click();
  await expect(quantity).toHaveValue('3');
  await seenOnScreen(page);
  // Leaving the store hides its last page.
  await page.goto('about:blank');
  expect(documents).toEqual(['/']);

  // Chromium measures layout shifts too: each page's CLS under its own route.
  const pages = {
    '/': ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'],
    '/selectedproduct/:id': ['CLS', 'INP'],
    '/cart': ['CLS', 'INP'],
  };
  await expect
    .poll(() => {
      const summary = vitalsReport([served.accessLog], true);
      return Object.keys(pages).map((route) => [route, ...[...figuresOf(summary, route)].sort()]);
    })
    .toEqual(Object.entries(pages).map(([route, metrics]) => [route, ...metrics]));

  const summary = vitalsReport([served.accessLog], true);
  expect(new Set(summary.metrics.map((row) => row.route))).toEqual(new Set(Object.keys(pages)));
  for (const row of summary.metrics) expect([row.route, row.metric, row.count]).toEqual([row.route, row.metric, 1]);
  expect(summary.inpTargets.map((row) => row.route).sort()).toEqual(Object.keys(pages).sort());
  expect(summary.scriptErrors).toEqual([]);
  expect(summary.malformed + summary.refused).toBe(0);
  expect(logged().trim().split('\n')).toHaveLength(9);
});

test('nothing is sent when the browser asks not to be tracked (Global Privacy Control or Do Not Track)', async ({
  browser,
  page,
}) => {
  for (const [pathname, ask] of [
    ['/', 'globalPrivacyControl'],
    [`/selectedproduct/${String(chosen.id)}`, 'doNotTrack'],
  ] as const) {
    const asking = await browser.newContext({ viewport: page.viewportSize() });
    await asking.addInitScript((name) => {
      Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) });
    }, ask);
    const shopper = await asking.newPage();
    await open(shopper, pathname);
    await shopper.goto('about:blank');
    await asking.close();
  }
  // A shopper who does not ask, after them: their reports arrive, and they alone.
  await open(page, '/cart');
  await page.goto('about:blank');
  await expect.poll(() => figuresOf(vitalsReport([served.accessLog], true), '/cart').size).toBeGreaterThan(0);
  const summary = vitalsReport([served.accessLog], true);
  expect(new Set(summary.metrics.map((row) => row.route))).toEqual(new Set(['/cart']));
});

/** The build with MOSSBLOOM_VITALS=off, beside dist/: made once, and again only when dist/ is newer. */
function buildWithoutReports(): string {
  const folder = path.join(tmpdir(), `mossbloom-vitals-off-${path.basename(ROOT)}`);
  const builtAt = (dist: string) => statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt(folder) > builtAt(DIST)) return folder;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, MOSSBLOOM_VITALS: 'off', MOSSBLOOM_DIST: folder },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('the build with MOSSBLOOM_VITALS=off failed');
  return folder;
}

test('built with MOSSBLOOM_VITALS=off, the store holds no reporter and sends nothing @desktop-only', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const off = buildWithoutReports();
  await stop();
  served = await startServer({ root: off, server: chosenServer() });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/') || request.url().includes('/_vitals')) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto(`${served.url}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('mossbloom:store-running').length)).toBe(1);
  await page.goto('about:blank');
  expect(scripts.filter((script) => VITALS_SCRIPT.test(script) || script.includes('_vitals'))).toEqual([]);
  expect(scripts.some((script) => /\/assets\/app\.[0-9a-f]+\.js$/.test(script))).toBe(true);
  expect(logged()).toBe('');
});

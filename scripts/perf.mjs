// @ts-check
// `npm run perf`: how fast the built store is on a cheap phone over a slow network.
//
// Builds dist/ when it is older than the sources, serves it with deploy/nginx.conf (scripts/serve-dist.cjs),
// and runs Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) RUNS times on each route and on a
// "floor" page: plain static HTML holding the home hero and no script, served the same way. It prints the
// medians (performance score, FCP, LCP, TBT, CLS, transferred KiB, requests) and each route's LCP divided by
// the floor's, and the cart page once more with two lines saved (a first visit all the same: no worker, no HTTP
// cache). Then a repeat visit of each route with the service worker warm: one visit to install it, a pause for it to
// finish, then RUNS visits that keep the browser's storage; besides the medians it lists the page's requests the
// worker did not answer (those it sends on, the catalogue's, are its own and not listed). JSON reports go to
// reports/perf/ (outside git).
//
//
// COMPARE=<another build's directory> measures that build beside this one (an older commit's, built with
// MOSSBLOOM_DIST=<dir> npm run build in its own worktree; taken as it is, never built here): each route's runs
// alternate between the two builds, so a busy moment of the machine falls on both, and each build's table gives the
// medians and the spread (lowest–highest) of its runs. REPEAT=off leaves the repeat visits out; with COMPARE, each
// build's repeat visits are measured in turn.
//
//   npm run perf                 all routes, 3 runs each
//   RUNS=5 npm run perf          more runs
//   ROUTES=/,/shop npm run perf  some routes only
//   COMPARE=/tmp/dist-before REPEAT=off npm run perf   this build beside an older one, first visits only
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, DIST, ROOT, ensureBuild, startNginx, stop } from './serve-dist.cjs';
import { loadServerBundle } from './server-bundle.cjs';
import tapClock from './tap-clock.cjs';

const { median } = tapClock;

const REPORTS = path.join(ROOT, 'reports', 'perf');
/** The cart page measured with a kept cart: its route, as the tables name it. */
const CART_WITH_LINES = '/cart (2 lines)';
const RUNS = Number(process.env.RUNS ?? 3);
const FLOOR = '/perf-floor.html';
/** The builds measured: this one, and the one COMPARE names. */
const BUILDS = [DIST, ...(process.env.COMPARE ? [path.resolve(process.env.COMPARE)] : [])];
const REPEAT = process.env.REPEAT !== 'off';

/**
 * A root for nginx holding the build (linked, not copied) plus the floor page: the home hero as static HTML
 * with one stylesheet and no script, the least any page showing that hero can cost.
 */
function rootWithFloor(/** @type {string} */ dist) {
  const root = mkdtempSync(path.join(tmpdir(), 'mossbloom-perf-'));
  chmodSync(root, 0o755); // nginx's workers run as another user
  for (const name of readdirSync(dist)) symlinkSync(path.join(dist, name), path.join(root, name));
  writeFileSync(
    path.join(root, 'perf-floor.css'),
    [
      'body{margin:0;background:#f7f2e8;color:#1e3b2f;font-family:system-ui,sans-serif}',
      'header{height:64px;display:flex;align-items:center;padding:0 24px;font:600 22px Georgia,serif}',
      '.hero{position:relative;min-height:560px;display:flex;align-items:center}',
      '.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}',
      '.panel{position:relative;margin:24px;max-width:420px;padding:32px;background:#fffdf8;border-radius:24px}',
      'h1{font:500 40px/1.1 Georgia,serif;margin:0 0 12px}',
      'a{display:inline-block;padding:12px 24px;border-radius:999px;background:#1e3b2f;color:#fffdf8}',
    ].join('\n'),
  );
  writeFileSync(
    path.join(root, 'perf-floor.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mossbloom floor page</title>
<meta name="description" content="The home hero as static HTML, the floor the store is measured against.">
<link rel="stylesheet" href="/perf-floor.css">
</head>
<body>
<header>Mossbloom</header>
<main>
<section class="hero">
<img src="/images/hero-1.svg" alt="" width="1600" height="900" fetchpriority="high">
<div class="panel">
<h1>Botanical serums for calm, bright skin</h1>
<p>Cold-pressed oils and gentle actives, measured drop by drop.</p>
<a href="/shop">Shop now</a>
</div>
</section>
</main>
</body>
</html>
`,
  );
  return root;
}

/**
 * One run's numbers; `network`: the requests that went over the network.
 * @typedef {Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'kib' | 'requests' | 'network', number>} Measures
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {Measures}
 */
function measure(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // network-requests' details are a table of the requests (typed as the union of every audit's details).
  const requests =
    /** @type {import('lighthouse/types/lhr/audit-details.js').default.Table | undefined} */ (
      lhr.audits['network-requests']?.details
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kib: audit('total-byte-weight') / 1024,
    requests: requests.length,
    network: requests.filter((request) => Number(request.transferSize ?? 0) > 0).length,
  };
}

/**
 * The paths of a run's requests that went over the network themselves (bytes transferred), not through the worker.
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]}
 */
function networkUrls(lhr) {
  const requests =
    /** @type {import('lighthouse/types/lhr/audit-details.js').default.Table | undefined} */ (
      lhr.audits['network-requests']?.details
    )?.items ?? [];
  return requests
    .filter((request) => Number(request.transferSize ?? 0) > 0)
    .map((request) => new URL(String(request.url)).pathname);
}

/**
 * @typedef {{ route: string, runs: Measures[], network: string[] }} RouteRuns
 *   a route's runs on one build, and the paths its runs asked the network for themselves
 */

/**
 * The medians of a route's runs, each with its spread (lowest–highest), as a row of the printed table.
 * @param {RouteRuns} row
 * @param {number} floorLcp the floor page's median LCP on the same build
 */
function tableRow({ route, runs }, floorLcp) {
  /** @param {keyof Measures} key */
  const all = (key) => runs.map((run) => run[key]);
  /** @param {keyof Measures} key @param {(value: number) => string} shown */
  const withSpread = (key, shown) =>
    runs.length > 1
      ? `${shown(median(all(key)))} (${shown(Math.min(...all(key)))}–${shown(Math.max(...all(key)))})`
      : shown(median(all(key)));
  const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  return {
    route: route === FLOOR ? 'floor' : route,
    perf: withSpread('score', String),
    'FCP s': seconds(median(all('fcp'))),
    'LCP s': withSpread('lcp', seconds),
    'TBT ms': withSpread('tbt', (ms) => String(Math.round(ms))),
    CLS: median(all('cls')).toFixed(3),
    KiB: withSpread('kib', (kib) => kib.toFixed(1)),
    requests: median(all('requests')),
    'LCP/floor': (median(all('lcp')) / floorLcp).toFixed(2),
  };
}

async function main() {
  ensureBuild();
  // The route table's pages that perf measures, at their example URLs (src/app/routeTable.ts).
  const routes =
    process.env.ROUTES?.split(',') ??
    loadServerBundle()
      .routeTable.filter((route) => route.perf)
      .map((route) => route.example);
  mkdirSync(REPORTS, { recursive: true });
  const roots = BUILDS.map(rootWithFloor);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS], // a copy: chrome-launcher's option is a mutable array
  });
  /**
   * Before a run of the cart with lines: the origin as on a first visit (no worker, no caches, nothing in the HTTP
   * cache), but for a kept cart of two lines.
   * @param {string} url the origin served
   */
  async function saveTwoLines(url) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
    try {
      const [context] = browser.contexts();
      if (!context) throw new Error('the browser has no context');
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${url}${FLOOR}`);
      await page.evaluate(async () => {
        const { products } = await (await fetch('/data/db.products.json')).json();
        const items = products
          .slice(0, 2)
          .map((/** @type {{ price: number }} */ product, /** @type {number} */ index) => ({
            ...product,
            quantity: index + 1,
          }));
        const totalPrice = items.reduce(
          (/** @type {number} */ sum, /** @type {{ price: number, quantity: number }} */ item) =>
            sum + item.price * item.quantity,
          0,
        );
        window.localStorage.setItem('cart', JSON.stringify({ items, totalPrice }));
      });
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
  }

  /**
   * One Lighthouse run of `route` on the build served at `url`, its report kept. `repeat`: the browser keeps its
   * storage (the service worker and its caches) from the run before.
   * @param {{ url: string, build: number, route: string, repeat: boolean, label: string }} run
   */
  async function lighthouseRun({ url, build, route, repeat, label }) {
    const withLines = route === CART_WITH_LINES;
    if (withLines) await saveTwoLines(url);
    const result = await lighthouse(`${url}${withLines ? '/cart' : route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset: repeat || withLines,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^\w.-]+/g, '_');
    const prefix = BUILDS.length > 1 ? `build${String(build + 1)}.` : '';
    // One output format (json): the report is one string, not a list.
    writeFileSync(path.join(REPORTS, `${prefix}${name}.${label}.json`), /** @type {string} */ (result.report));
    return result.lhr;
  }

  /** @param {RouteRuns} row @param {import('lighthouse').Result} lhr */
  const note = (row, lhr) => {
    row.runs.push(measure(lhr));
    for (const requested of networkUrls(lhr)) if (!row.network.includes(requested)) row.network.push(requested);
  };

  /** Per build, per route: the first visits' runs, then the repeat visits'. */
  const firstVisits = BUILDS.map(() => /** @type {RouteRuns[]} */ ([]));
  const repeatVisits = BUILDS.map(() => /** @type {RouteRuns[]} */ ([]));
  try {
    const cartRoutes = routes.includes('/cart') ? [CART_WITH_LINES] : [];
    // First visits: run by run, each build in turn, each served afresh (one server runs at a time).
    for (const route of [FLOOR, ...routes, ...cartRoutes]) {
      const rows = BUILDS.map((_, build) => {
        /** @type {RouteRuns} */
        const row = { route, runs: [], network: [] };
        firstVisits[build]?.push(row);
        return row;
      });
      for (let index = 1; index <= RUNS; index += 1) {
        for (const [build, root] of roots.entries()) {
          const { url } = await startNginx({ root });
          try {
            const row = rows[build];
            if (row) note(row, await lighthouseRun({ url, build, route, repeat: false, label: `run${String(index)}` }));
          } finally {
            await stop();
          }
        }
      }
    }
    // Repeat visits: the worker installed by a first visit that is not counted, then RUNS visits keeping storage.
    if (REPEAT) {
      for (const [build, root] of roots.entries()) {
        const { url } = await startNginx({ root });
        try {
          for (const route of routes) {
            await lighthouseRun({ url, build, route, repeat: true, label: 'install' });
            // The worker installs once the store has started and the browser is idle: let it finish.
            await new Promise((resolve) => setTimeout(resolve, 5000));
            /** @type {RouteRuns} */
            const row = { route, runs: [], network: [] };
            for (let index = 1; index <= RUNS; index += 1) {
              note(row, await lighthouseRun({ url, build, route, repeat: true, label: `repeat${String(index)}` }));
            }
            repeatVisits[build]?.push(row);
          }
        } finally {
          await stop();
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  }

  const summary = BUILDS.map((dist, build) => {
    const rows = firstVisits[build] ?? [];
    const floorLcp = median((rows[0]?.runs ?? []).map((run) => run.lcp));
    const table = rows.map((row) => tableRow(row, floorLcp));
    const repeatTable = (repeatVisits[build] ?? []).map((row) => ({
      ...tableRow(row, floorLcp),
      'not through the worker': row.network.join(' '),
    }));
    const name = path.relative(ROOT, dist) || dist;
    console.log(
      `\n${name}: Lighthouse mobile (simulated slow 4G, 4x CPU), medians of ${String(RUNS)} runs (lowest–highest):`,
    );
    console.table(table);
    if (repeatTable.length > 0) {
      console.log(`\n${name}: repeat visits, the service worker warm, medians of ${String(RUNS)} runs:`);
      console.table(repeatTable);
    }
    return { build: dist, firstVisit: table, repeatVisit: repeatTable };
  });
  writeFileSync(
    path.join(REPORTS, 'summary.json'),
    `${JSON.stringify(BUILDS.length > 1 ? summary : { firstVisit: summary[0]?.firstVisit, repeatVisit: summary[0]?.repeatVisit }, null, 2)}\n`,
  );
}

await main();

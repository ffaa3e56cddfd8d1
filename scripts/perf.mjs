// @ts-check
// `npm run perf`: how fast the built store is on a cheap phone over a slow network.
//
// Builds dist/ (or MOSSBLOOM_DIST) when it is older than the sources, serves it with deploy/nginx.conf
// (scripts/serve-dist.cjs), and runs Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) RUNS times on each
// route and on a "floor" page: plain static HTML holding the home hero and no script, served the same way. It prints
// the medians (performance score, FCP, LCP, TBT, CLS, transferred KiB, requests), the spread of the runs
// (lowest–highest) of the score, LCP, TBT and KiB, and each route's LCP divided by the floor's; the cart page is
// measured once more with two lines saved (a first visit all the same: no worker, no HTTP cache). Then a repeat visit
// of each route with the service worker warm: one visit to install it, a pause for it to finish, then RUNS visits that
// keep the browser's storage; besides the medians it lists the page's requests the worker did not answer (those it
// sends on, the catalogue's, are its own and not listed). JSON reports go to reports/perf/ (outside git), the tables
// to reports/perf/summary.json.
//
// COMPARE=<another build's folder> measures that build beside this one, on the same machine at the same time: an
// older commit's build, say (`MOSSBLOOM_DIST=<folder> npm run build` in a worktree of that commit), taken as it is,
// never built here. Each build gets its own floor page and its own nginx, the two running side by side on ports of
// their own (two origins: neither's storage, cache or worker is the other's), and each route's runs alternate between
// them (A, B, A, B, ...), so a busy moment of the machine falls on both. Before each first visit the other build's
// origin is cleared, so that its worker, registered by its own run just before, is not busy during this one. The
// repeat visits are measured for both builds, alternated the same way. One table holds both builds' rows, a route's
// side by side, each named by its folder: a build's median within the other's spread (lowest–highest) is within the
// machine's noise. summary.json then holds each build's tables. REPEAT=off leaves the repeat visits out, with or
// without COMPARE: they take about as long again.
//
//   npm run perf                 all routes, 3 runs each
//   RUNS=5 npm run perf          more runs
//   ROUTES=/,/shop npm run perf  some routes only
//   REPEAT=off npm run perf      first visits only
//   MOSSBLOOM_DIST=/tmp/dist-new COMPARE=/tmp/dist-old REPEAT=off RUNS=5 npm run perf   two builds, first visits
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, DIST, ROOT, ensureBuild, startNginx, stop } from './serve-dist.cjs';
import { loadServerBundle } from './server-bundle.cjs';
import tapClock from './tap-clock.cjs';

const { median } = tapClock;

const REPORTS = path.join(ROOT, 'reports', 'perf');
/** The cart page measured with a saved cart: its route, as the tables name it. */
const CART_WITH_LINES = '/cart (2 lines)';
const RUNS = Number(process.env.RUNS ?? 3);
const FLOOR = '/perf-floor.html';
/** The build measured beside DIST, as it is (never built), when COMPARE names one. */
const COMPARE = process.env.COMPARE ? path.resolve(process.env.COMPARE) : undefined;
/** REPEAT=off: first visits only. */
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
 * A build measured: its folder, how the tables name it, the prefix of its reports' files, the origin its own nginx
 * serves it on (with the floor page), and its runs, route by route.
 * @typedef {{ dir: string, name: string, reports: string, url: string, firstVisits: RouteRuns[], repeatVisits: RouteRuns[] }} Build
 */

/**
 * How the tables name a build: its folder, relative to the repository when inside it.
 * @param {string} dir
 */
function buildName(dir) {
  const relative = path.relative(ROOT, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/**
 * A new row for `route`'s runs, added to `rows`.
 * @param {RouteRuns[]} rows
 * @param {string} route
 * @returns {RouteRuns}
 */
function addRow(rows, route) {
  const row = { route, runs: [], network: [] };
  rows.push(row);
  return row;
}

/**
 * Runs `use` in a new tab of the measuring browser, driven over CDP by Playwright, then closes the tab and lets go of
 * the browser (which stays open).
 * @param {number} port the browser's debugging port
 * @param {(page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession) => Promise<void>} use
 */
async function inNewTab(port, use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the browser has no context');
    const page = await context.newPage();
    await use(page, await context.newCDPSession(page));
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Before a first visit of one build when another is served beside it: the other builds' origins as if never
 * visited, their workers unregistered, so none is still busy (installing, precaching) during this run.
 * @param {number} port the browser's debugging port
 * @param {string[]} origins
 */
async function forgetOrigins(port, origins) {
  await inNewTab(port, async (_page, cdp) => {
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  });
}

/**
 * Before a run of the cart with lines: the origin as on a first visit (no worker, no caches, nothing in the HTTP
 * cache), but for a saved cart of two lines.
 * @param {number} port the browser's debugging port
 * @param {string} url the origin served
 */
async function saveTwoLines(port, url) {
  await inNewTab(port, async (page, cdp) => {
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
  });
}

/**
 * One Lighthouse run of `route` on `build`, its report kept and a line of it printed (stderr) to follow progress.
 * `repeat`: the browser keeps its storage (the service worker and its caches) from the run before.
 * @param {number} port the browser's debugging port
 * @param {{ build: Build, route: string, repeat: boolean, label: string }} run
 */
async function lighthouseRun(port, { build, route, repeat, label }) {
  const withLines = route === CART_WITH_LINES;
  if (withLines) await saveTwoLines(port, build.url);
  const result = await lighthouse(`${build.url}${withLines ? '/cart' : route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableStorageReset: repeat || withLines,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^\w.-]+/g, '_');
  // One output format (json): the report is one string, not a list.
  writeFileSync(path.join(REPORTS, `${build.reports}${name}.${label}.json`), /** @type {string} */ (result.report));
  const { score, lcp, tbt, kib } = measure(result.lhr);
  console.error(
    `${build.name} ${route} ${label}: perf ${String(score)}, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${String(Math.round(tbt))} ms, ${kib.toFixed(1)} KiB`,
  );
  return result.lhr;
}

/**
 * A run's numbers added to its row.
 * @param {RouteRuns} row
 * @param {import('lighthouse').Result} lhr
 */
function note(row, lhr) {
  row.runs.push(measure(lhr));
  for (const requested of networkUrls(lhr)) if (!row.network.includes(requested)) row.network.push(requested);
}

/**
 * First visits (no worker, no caches) of the floor page, the routes and the cart with two lines: RUNS runs of each
 * route, the builds in turn.
 * @param {number} port the browser's debugging port
 * @param {Build[]} builds
 * @param {string[]} routes
 */
async function measureFirstVisits(port, builds, routes) {
  const cartRoutes = routes.includes('/cart') ? [CART_WITH_LINES] : [];
  for (const route of [FLOOR, ...routes, ...cartRoutes]) {
    const rows = builds.map((build) => ({ build, row: addRow(build.firstVisits, route) }));
    for (let index = 1; index <= RUNS; index += 1) {
      for (const { build, row } of rows) {
        const others = builds.filter((other) => other !== build).map((other) => other.url);
        if (others.length > 0) await forgetOrigins(port, others);
        note(row, await lighthouseRun(port, { build, route, repeat: false, label: `run${String(index)}` }));
      }
    }
  }
}

/**
 * Repeat visits: per route, the worker installed by a first visit that is not counted (on every build), then RUNS
 * visits keeping the browser's storage, the builds in turn.
 * @param {number} port the browser's debugging port
 * @param {Build[]} builds
 * @param {string[]} routes
 */
async function measureRepeatVisits(port, builds, routes) {
  for (const route of routes) {
    for (const build of builds) await lighthouseRun(port, { build, route, repeat: true, label: 'install' });
    // The worker installs once the store has started and the browser is idle: let it finish.
    await sleep(5000);
    const rows = builds.map((build) => ({ build, row: addRow(build.repeatVisits, route) }));
    for (let index = 1; index <= RUNS; index += 1) {
      for (const { build, row } of rows) {
        note(row, await lighthouseRun(port, { build, route, repeat: true, label: `repeat${String(index)}` }));
      }
    }
  }
}

/**
 * The medians of a route's runs, the score's, LCP's, TBT's and KiB's each with its spread (lowest–highest), as a row
 * of the printed table.
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

/** @typedef {ReturnType<typeof tableRow> & { 'not through the worker'?: string }} TableRow */

/**
 * A build's tables: its first visits, and its repeat visits with the requests the worker did not answer.
 * @param {Build} build
 * @returns {{ firstVisit: TableRow[], repeatVisit: TableRow[] }}
 */
function tablesOf(build) {
  const floor = build.firstVisits.find((row) => row.route === FLOOR);
  const floorLcp = median((floor?.runs ?? []).map((run) => run.lcp));
  return {
    firstVisit: build.firstVisits.map((row) => tableRow(row, floorLcp)),
    repeatVisit: build.repeatVisits.map((row) => ({
      ...tableRow(row, floorLcp),
      'not through the worker': row.network.join(' '),
    })),
  };
}

/**
 * Prints one table of every build's rows, a route's rows together (its name on the first), each named by its build's
 * folder when there are several builds; plain text, the columns aligned.
 * @param {string} title
 * @param {{ name: string, rows: TableRow[] }[]} tables
 */
function printTable(title, tables) {
  /** @type {Record<string, string | number>[]} */
  const rows = [];
  const length = Math.max(...tables.map(({ rows: own }) => own.length));
  for (let index = 0; index < length; index += 1) {
    for (const [which, { name, rows: own }] of tables.entries()) {
      const row = own[index];
      if (!row) continue;
      const { route, ...figures } = row;
      rows.push(tables.length > 1 ? { route: which === 0 ? route : '', build: name, ...figures } : row);
    }
  }
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {});
  const lines = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)));
  const shown = (/** @type {string[]} */ line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n${shown(columns)}\n${shown(widths.map((width) => '-'.repeat(width)))}`);
  for (const line of lines.slice(1)) console.log(shown(line));
}

async function main() {
  ensureBuild(); // DIST's; the COMPARE build is measured as it is
  if (COMPARE && !existsSync(path.join(COMPARE, 'index.html'))) {
    throw new Error(`COMPARE=${COMPARE} holds no build: build it with MOSSBLOOM_DIST=${COMPARE} npm run build`);
  }
  // The route table's pages that perf measures, at their example URLs (src/app/routeTable.ts).
  const routes =
    process.env.ROUTES?.split(',') ??
    loadServerBundle()
      .routeTable.filter((route) => route.perf)
      .map((route) => route.example);
  mkdirSync(REPORTS, { recursive: true });

  /** @type {Build[]} */
  const builds = [];
  /** @type {string[]} */
  const roots = [];
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  try {
    // Each build with its floor page, served by its own nginx; both run until the end. Reports: dist.*, compare.*.
    for (const [index, dir] of (COMPARE ? [DIST, COMPARE] : [DIST]).entries()) {
      const root = rootWithFloor(dir);
      roots.push(root);
      const { url } = await startNginx({ root, alongside: true });
      const reports = COMPARE ? `${index === 0 ? 'dist' : 'compare'}.` : '';
      builds.push({ dir, name: buildName(dir), reports, url, firstVisits: [], repeatVisits: [] });
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...CHROME_FLAGS], // a copy: chrome-launcher's option is a mutable array
    });
    await measureFirstVisits(chrome.port, builds, routes);
    if (REPEAT) await measureRepeatVisits(chrome.port, builds, routes);
  } finally {
    await chrome?.kill();
    await stop();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  }

  const tables = builds.map((build) => ({ build, ...tablesOf(build) }));
  const runs = RUNS > 1 ? `medians of ${String(RUNS)} runs (lowest–highest)` : 'one run';
  const which = COMPARE ? `, runs alternated between ${builds.map((build) => build.name).join(' and ')}` : '';
  printTable(
    `Lighthouse mobile (simulated slow 4G, 4x CPU), first visits, ${runs}${which}:`,
    tables.map(({ build, firstVisit }) => ({ name: build.name, rows: firstVisit })),
  );
  printTable(
    `Repeat visits, the service worker warm, ${runs}${which}:`,
    tables.map(({ build, repeatVisit }) => ({ name: build.name, rows: repeatVisit })),
  );
  const [only] = tables;
  const summary = COMPARE
    ? {
        runs: RUNS,
        builds: tables.map(({ build, firstVisit, repeatVisit }) => ({ build: build.dir, firstVisit, repeatVisit })),
      }
    : { firstVisit: only?.firstVisit, repeatVisit: only?.repeatVisit };
  writeFileSync(path.join(REPORTS, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

await main();

// @ts-check
// npm run lighthouse: Lighthouse's accessibility, best-practices and SEO audits on every route of the
// production build, served the way it is deployed (nginx with deploy/nginx.conf), in Debian's Chromium.
//
// Builds dist/ (or MOSSBLOOM_DIST) first when a source file is newer than the build. Writes one HTML and one
// JSON report per route under reports/lighthouse/, prints a table of scores, and exits with 1 when any score
// is below 100 (listing the audits that lost points).
//
// Environment: CHROME_PATH (default /usr/bin/chromium), NGINX_BIN (default /usr/sbin/nginx), MOSSBLOOM_DIST.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS, DIST, ROOT, ensureBuild, startNginx, stop } from './serve-dist.cjs';
import { loadServerBundle } from './server-bundle.cjs';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

const REPORTS = path.join(ROOT, 'reports/lighthouse');
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @param {string} route */
const slug = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

/**
 * Runs the Lighthouse CLI on one URL; resolves with its JSON result (the HTML report sits beside it).
 * @param {string} url
 * @param {string} route
 * @returns {import('lighthouse').Result}
 */
function audit(url, route) {
  const outputBase = path.join(REPORTS, slug(route));
  const run = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--output=html',
      `--output-path=${outputBase}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH } },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${route} (exit ${String(run.status)})`);
  return JSON.parse(readFileSync(`${outputBase}.report.json`, 'utf8'));
}

/**
 * The audits of a category that did not get full marks: what to fix.
 * @param {import('lighthouse').Result} result
 * @param {string} category
 * @returns {string[]}
 */
function lostPoints(result, category) {
  return result.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id])
    .filter((item) => item.score !== null && item.score < 1)
    .map((item) => `${item.id}: ${item.title}`);
}

/** @typedef {{ route: string, scores: Record<string, number>, problems: string[] }} Row */

/** @param {Row[]} rows */
function printTable(rows) {
  const header = ['Route', 'Accessibility', 'Best practices', 'SEO'];
  const lines = rows.map((row) => [row.route, ...CATEGORIES.map((category) => String(row.scores[category]))]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  /** @param {string[]} cells */
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureBuild();
  // Every page of the route table, at its example URL (src/app/routeTable.ts).
  const routes = loadServerBundle().routeTable.map((route) => route.example);
  mkdirSync(REPORTS, { recursive: true });
  const { url } = await startNginx({ root: DIST });
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const route of routes) {
      console.log(`Lighthouse: ${route}`);
      const result = audit(`${url}${route}`, route);
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((result.categories[category].score ?? 0) * 100)]),
      );
      const problems = CATEGORIES.flatMap((category) => lostPoints(result, category));
      rows.push({ route, scores, problems });
    }
  } finally {
    await stop();
  }

  console.log('');
  printTable(rows);
  console.log(`\nReports: ${path.relative(ROOT, REPORTS)}/<route>.report.html`);
  const failing = rows.filter((row) => CATEGORIES.some((category) => row.scores[category] < 100));
  for (const row of failing) {
    console.log(`\n${row.route} lost points on:`);
    for (const problem of row.problems) console.log(`  - ${problem}`);
  }
  if (failing.length > 0) {
    console.error(`\n${String(failing.length)} route(s) scored below 100.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

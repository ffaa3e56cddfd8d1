/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { toQuery } from '../../../src/features/vitals/fieldReport';
import type { FieldReport, VitalReport } from '../../../src/features/vitals/fieldReport';
import {
  addLine,
  formatSummary,
  newTally,
  percentile,
  readLogLine,
  summarise,
} from '../../../src/features/vitals/vitalsReport';
import type { Summary } from '../../../src/features/vitals/vitalsReport';

const ROOT = path.resolve(__dirname, '../../..');
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A report's line in each server's default format, as the shipped configurations log it. */
const nginxLine = (query: string, status = 204, path_ = '/_vitals') =>
  `203.0.113.9 - - [27/Nov/2026:10:15:02 +0000] "GET ${path_}?${query} HTTP/1.1" ${String(status)} 0 "-" "${AGENT}"`;
const apacheLine = (query: string) =>
  `203.0.113.9 - - [27/Nov/2026:10:15:02 +0000] "GET /_vitals?${query} HTTP/1.1" 204 - "-" "${AGENT}"`;
const caddyLine = (query: string, status = 204) =>
  JSON.stringify({
    level: 'info',
    ts: 1795740919.5,
    logger: 'http.log.access.log0',
    msg: 'handled request',
    request: { remote_ip: '203.0.113.9', method: 'GET', uri: `/_vitals?${query}`, headers: { 'User-Agent': [AGENT] } },
    status,
    size: 0,
  });

const page = { route: '/', device: 'phone-4g', nav: 'network', release: 'aaaa1111' } as const;
const vital = (metric: VitalReport['metric'], value: number, rating: VitalReport['rating'] = 'good', more = {}) =>
  toQuery({ kind: 'vital', ...page, metric, value, rating, ...more });
const errorReport = (message: string, release = 'aaaa1111', more: Partial<FieldReport> = {}) =>
  toQuery({
    kind: 'error',
    ...page,
    release,
    message,
    file: 'app.1a2b.js',
    line: 2,
    column: 345,
    browser: 'chrome',
    ...more,
  } as FieldReport);

function summaryOf(lines: string[]): Summary {
  const tally = newTally();
  for (const line of lines) addLine(tally, line);
  return summarise(tally);
}

describe('the p75 (vitalsReport.ts)', () => {
  it('is the nearest-rank 75th percentile: the smallest value at least three in four are at most', () => {
    expect(percentile([100], 0.75)).toBe(100);
    expect(percentile([400, 100, 300, 200], 0.75)).toBe(300);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(percentile([5, 1, 4, 2, 3, 8, 7, 6], 0.75)).toBe(6);
    expect(percentile([], 0.75)).toBeNaN();
  });

  it('has at least 75% of the values at or below it, and fewer than 75% below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (values) => {
        const p75 = percentile(values, 0.75);
        expect(values).toContain(p75);
        expect(values.filter((value) => value <= p75).length / values.length).toBeGreaterThanOrEqual(0.75);
        expect(values.filter((value) => value < p75).length / values.length).toBeLessThan(0.75);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading access logs (vitalsReport.ts)', () => {
  it('reads a request’s target and status from nginx’s and Apache’s combined format and from Caddy’s JSON', () => {
    const query = vital('LCP', 1200);
    expect(readLogLine(nginxLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine(apacheLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine(caddyLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine('{"level":"info","msg":"using provided configuration"}')).toBe('foreign');
    expect(readLogLine('{"request": 3, "status": 204}')).toBe('malformed');
    expect(readLogLine('{"request": {"uri": "/_vitals"}, "status": "204"}')).toBe('malformed');
    expect(readLogLine('{not json')).toBe('malformed');
    expect(readLogLine('2026/11/27 10:15:02 [error] 12#12: *1 open() failed')).toBe('malformed');
  });

  it('counts every line: reports, other requests, lines it cannot read, reports refused; never throws', () => {
    const summary = summaryOf([
      nginxLine(vital('LCP', 1200)),
      apacheLine(vital('LCP', 1800)),
      caddyLine(vital('LCP', 2600, 'needs-improvement')),
      // Under a base path.
      nginxLine(vital('CLS', 0.02), 204, '/skincare/_vitals'),
      // A full access log's pages, and a path that only ends like it.
      nginxLine('q=rose', 200, '/shop'),
      nginxLine(vital('LCP', 1), 200, '/not_vitals'),
      '{"level":"warn","logger":"admin","msg":"admin endpoint disabled"}',
      // Past nginx's limit, and a report the store does not write.
      nginxLine(vital('LCP', 5000, 'poor'), 429),
      caddyLine(vital('LCP', 5000, 'poor'), 429),
      nginxLine('route=%2F&metric=LCP&value=fast'),
      'garbage \u0000\u00ff',
      '',
      '   ',
    ]);
    expect(summary).toMatchObject({ lines: 11, reports: 4, foreign: 3, refused: 2, malformed: 2 });
    expect(summary.metrics.map((row) => [row.metric, row.count, row.p75])).toEqual([
      ['LCP', 3, 2600],
      ['CLS', 1, 0.02],
    ]);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 300 }), { maxLength: 20 }), (lines) => {
        const counts = summaryOf(lines);
        expect(counts.reports + counts.foreign + counts.malformed + counts.refused).toBe(counts.lines);
      }),
      { numRuns: 500 },
    );
  });

  it('sums up per route and device class: the count, p75 and rating shares of each figure', () => {
    const product = { route: '/selectedproduct/:id' };
    const summary = summaryOf([
      ...[1000, 1500, 2000, 3000].map((value, index) =>
        nginxLine(vital('LCP', value, index === 3 ? 'needs-improvement' : 'good')),
      ),
      nginxLine(vital('LCP', 4100, 'poor', product)),
      nginxLine(vital('INP', 96, 'good', product)),
      nginxLine(vital('LCP', 900, 'good', { device: 'desktop' })),
      nginxLine(vital('CLS', 0.3, 'poor')),
    ]);
    expect(summary.metrics).toEqual([
      { route: '/', device: 'desktop', metric: 'LCP', count: 1, p75: 900, good: 1, needsImprovement: 0, poor: 0 },
      {
        route: '/',
        device: 'phone-4g',
        metric: 'LCP',
        count: 4,
        p75: 2000,
        good: 0.75,
        needsImprovement: 0.25,
        poor: 0,
      },
      { route: '/', device: 'phone-4g', metric: 'CLS', count: 1, p75: 0.3, good: 0, needsImprovement: 0, poor: 1 },
      {
        route: '/selectedproduct/:id',
        device: 'phone-4g',
        metric: 'LCP',
        count: 1,
        p75: 4100,
        good: 0,
        needsImprovement: 0,
        poor: 1,
      },
      {
        route: '/selectedproduct/:id',
        device: 'phone-4g',
        metric: 'INP',
        count: 1,
        p75: 96,
        good: 1,
        needsImprovement: 0,
        poor: 0,
      },
    ]);
  });

  it('lists the slowest INP targets and the script errors by message and release', () => {
    const add = 'main button[data-add-to-cart] "Add to Cart"';
    const summary = summaryOf([
      nginxLine(vital('INP', 120, 'good', { target: add })),
      nginxLine(vital('INP', 640, 'poor', { target: add })),
      nginxLine(vital('INP', 56, 'good', { target: 'nav a[href=/cart]' })),
      nginxLine(vital('INP', 300, 'needs-improvement', { target: 'main button "Load More"', route: '/shop' })),
      nginxLine(vital('INP', 80)),
      nginxLine(errorReport('TypeError: x is not a function')),
      nginxLine(errorReport('TypeError: x is not a function', 'aaaa1111', { browser: 'firefox', route: '/cart' })),
      caddyLine(errorReport('TypeError: x is not a function', 'bbbb2222')),
      nginxLine(errorReport('Error: no', 'bbbb2222', { file: '', line: 0, column: 0 })),
    ]);
    expect(summary.inpTargets).toEqual([
      { route: '/', target: add, count: 2, p75: 640, worst: 640 },
      { route: '/shop', target: 'main button "Load More"', count: 1, p75: 300, worst: 300 },
      { route: '/', target: 'nav a[href=/cart]', count: 1, p75: 56, worst: 56 },
    ]);
    expect(summary.scriptErrors).toEqual([
      {
        message: 'TypeError: x is not a function',
        release: 'aaaa1111',
        count: 2,
        where: 'app.1a2b.js:2:345',
        browsers: ['chrome', 'firefox'],
        routes: ['/', '/cart'],
      },
      { message: 'Error: no', release: 'bbbb2222', count: 1, where: '', browsers: ['chrome'], routes: ['/'] },
      {
        message: 'TypeError: x is not a function',
        release: 'bbbb2222',
        count: 1,
        where: 'app.1a2b.js:2:345',
        browsers: ['chrome'],
        routes: ['/'],
      },
    ]);
    const text = formatSummary(summary);
    expect(text).toMatch(/^\/ +phone-4g +INP +4 +120 ms +75% +0% +25%$/m);
    expect(text).toMatch(/^\/ +main button\[data-add-to-cart\] "Add to Cart" +2 +640 ms +640 ms$/m);
    expect(text).toMatch(
      /^ +2 +aaaa1111 +TypeError: x is not a function +app\.1a2b\.js:2:345 +chrome firefox +\/ \/cart$/m,
    );
  });

  it('says so when a log holds no report', () => {
    const text = formatSummary(summaryOf([nginxLine('', 200, '/')]));
    expect(text).toContain(
      '0 field reports (0 figures, 0 script errors) in 1 line; 1 skipped: 1 other request, 0 malformed, 0 not answered 204.',
    );
    expect(text).toContain('Script errors: none.');
  });
});

describe('npm run vitals:report', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-vitals-'));
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });
  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/vitals-report.cjs'), ...args], {
      encoding: 'utf8',
      input,
      env: { ...process.env, INIT_CWD: work },
    });

  it('reads logs plain, rotated and gzipped, whatever their names, and standard input; --json for programs', () => {
    writeFileSync(path.join(work, 'access.log'), `${nginxLine(vital('LCP', 1000))}\n`);
    writeFileSync(path.join(work, 'access.log.1'), `${nginxLine(vital('LCP', 2000))}\nnot a log line\n`);
    writeFileSync(path.join(work, 'access.log.2.gz'), gzipSync(`${nginxLine(vital('LCP', 3000))}\n`));
    writeFileSync(path.join(work, 'caddy-rolled.log'), gzipSync(`${caddyLine(vital('LCP', 4000))}\n`));
    const files = ['access.log', 'access.log.1', 'access.log.2.gz', 'caddy-rolled.log', '-'];
    const json = run([...files, '--json'], `${apacheLine(vital('LCP', 5000, 'poor'))}\n`);
    expect(json.status).toBe(0);
    const summary = JSON.parse(json.stdout) as Summary;
    expect(summary).toMatchObject({ lines: 6, reports: 5, malformed: 1 });
    expect(summary.metrics).toEqual([
      { route: '/', device: 'phone-4g', metric: 'LCP', count: 5, p75: 4000, good: 0.8, needsImprovement: 0, poor: 0.2 },
    ]);
    const table = run(files.slice(0, 4));
    expect(table.stdout).toMatch(/^\/ +phone-4g +LCP +4 +3000 ms +100% +0% +0%$/m);
  });

  it('says which file it cannot read, still reports the others, and exits 1; with no file, its usage and 2', () => {
    writeFileSync(path.join(work, 'cut.gz'), gzipSync(`${nginxLine(vital('LCP', 1000))}\n`).subarray(0, 30));
    const result = run(['access.log', 'missing.log', 'cut.gz']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing.log: cannot be read');
    expect(result.stderr).toContain('cut.gz: cannot be read');
    expect(result.stdout).toMatch(/^\/ +phone-4g +LCP +1 +1000 ms/m);
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run vitals:report -- ACCESS_LOG...');
  });
});

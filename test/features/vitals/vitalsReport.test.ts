/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { Histogram } from '../../../scripts/histogram.cjs';
import {
  ERROR_GROUPS,
  MAX_LINE,
  TARGETS_PER_ROUTE,
  addLine,
  addStream,
  escapeText,
  newTally,
  readLogLine,
  summarise,
} from '../../../scripts/vitals-summary.cjs';
import { formatSummary } from '../../../scripts/vitals-format.cjs';
import type { Summary } from '../../../scripts/vitals-summary.cjs';
import { ratingOf, toQuery } from '../../../src/features/vitals/fieldReport';
import type { FieldReport, VitalReport } from '../../../src/features/vitals/fieldReport';

const ROOT = path.resolve(__dirname, '../../..');
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A report's line in each format the report reads: the project's, Caddy's JSON, and the combined format of older logs. */
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

/** The project's own format, one JSON object a line, as deploy/'s nginx and Apache configurations write it. */
const ownLine = (query: string, status = 204) =>
  JSON.stringify({ time: '2026-11-28T03:30:00+00:00', uri: `/_vitals?${query}`, status });

const page = { route: '/', device: 'phone-4g', nav: 'network', release: 'aaaa1111' } as const;
/** A figure's report, rated by the library's thresholds unless told. */
const vital = (
  metric: VitalReport['metric'],
  value: number,
  rating: VitalReport['rating'] = ratingOf(metric, value),
  more = {},
) => toQuery({ kind: 'vital', ...page, metric, value, rating, ...more });
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

/** The exact nearest-rank percentile: the smallest value that `fraction` of the values are at most. */
function exactPercentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1] ?? Number.NaN;
}

const histogramOf = (values: readonly number[], maximum = 300_000) => {
  const histogram = new Histogram(maximum);
  for (const value of values) histogram.add(value);
  return histogram;
};

describe('the p75 (scripts/histogram.cjs)', () => {
  it('is the nearest-rank 75th percentile: the smallest value at least three in four are at most', () => {
    const p75 = (values: number[]) => histogramOf(values).percentile(0.75);
    expect(p75([100])).toBe(100);
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([5, 1, 4, 2, 3, 8, 7, 6])).toBe(6);
    expect(p75([])).toBeNaN();
  });

  it('is exact to the millisecond below 2048 ms, and within 1 % above, on any values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2047 }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, fraction) => {
          expect(histogramOf(values).percentile(fraction)).toBe(exactPercentile(values, fraction));
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, fraction) => {
          const histogram = histogramOf(values);
          const exact = exactPercentile(values, fraction);
          expect(Math.abs(histogram.percentile(fraction) - exact)).toBeLessThanOrEqual(Math.max(1, exact * 0.01));
          expect(histogram.max).toBe(Math.max(...values));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is within 1 % of the exact p75 for a field-like spread of many values, in a fixed number of buckets', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values = Array.from({ length: 100_000 }, () =>
      Math.round(1900 * Math.exp(0.8 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()))),
    ).map((value) => Math.min(value, 300_000));
    const histogram = histogramOf(values);
    for (const fraction of [0.5, 0.75, 0.9, 0.99]) {
      const exact = exactPercentile(values, fraction);
      expect(Math.abs(histogram.percentile(fraction) - exact) / exact).toBeLessThanOrEqual(0.01);
    }
    expect(histogram.buckets.length).toBeLessThan(5000);
  });
});

describe('reading access logs (scripts/vitals-summary.cjs)', () => {
  it('reads a request’s target and status from the project’s JSON lines, Caddy’s JSON and the combined format', () => {
    const query = vital('LCP', 1200);
    expect(readLogLine(ownLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine(nginxLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine(apacheLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine(caddyLine(query))).toEqual({ target: `/_vitals?${query}`, status: 204 });
    expect(readLogLine('{"level":"info","msg":"using provided configuration"}')).toBe('foreign');
    expect(readLogLine('{"request": 3, "status": 204}')).toBe('malformed');
    expect(readLogLine('{"request": {"uri": "/_vitals"}, "status": "204"}')).toEqual({
      target: '/_vitals',
      status: 204,
    });
    expect(readLogLine('{"request": {"uri": "/_vitals"}, "status": "2O4"}')).toBe('malformed');
    expect(readLogLine('{"uri": ["/_vitals"], "status": 204}')).toBe('malformed');
    expect(readLogLine('[1, 2]')).toBe('malformed');
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
      {
        route: '/',
        device: 'desktop',
        metric: 'LCP',
        count: 1,
        p75: 900,
        worst: 900,
        good: 1,
        needsImprovement: 0,
        poor: 0,
      },
      {
        route: '/',
        device: 'phone-4g',
        metric: 'LCP',
        count: 4,
        p75: 2000,
        worst: 3000,
        good: 0.75,
        needsImprovement: 0.25,
        poor: 0,
      },
      {
        route: '/',
        device: 'phone-4g',
        metric: 'CLS',
        count: 1,
        p75: 0.3,
        worst: 0.3,
        good: 0,
        needsImprovement: 0,
        poor: 1,
      },
      {
        route: '/selectedproduct/:id',
        device: 'phone-4g',
        metric: 'LCP',
        count: 1,
        p75: 4100,
        worst: 4100,
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
        worst: 96,
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
      nginxLine(errorReport('Error: no', 'bbbb2222', { file: 'page-cart.1a2b.js', line: 1, column: 9 })),
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
      {
        message: 'Error: no',
        release: 'bbbb2222',
        count: 1,
        where: 'page-cart.1a2b.js:1:9',
        browsers: ['chrome'],
        routes: ['/'],
      },
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

/** The code points that must never reach the operator's terminal raw: C0 but the line feed, DEL, C1, separators, bidi. */
const isRawControl = (code: number) =>
  (code <= 0x1f && code !== 0x0a) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);
/** The code points of `text` that must never reach the terminal raw, as hex: none, once escaped. */
const rawControls = (text: string) =>
  Array.from(text)
    .map((char) => char.codePointAt(0) ?? 0)
    .filter(isRawControl)
    .map((code) => code.toString(16));
describe('a log with forged lines (scripts/vitals-summary.cjs)', () => {
  const good = vital('LCP', 1200);
  /** A good report's query, with fields changed, as raw query text (what a forger sends, escapes and all). */
  const forged = (changes: Record<string, string>) => {
    let query = good;
    for (const [name, value] of Object.entries(changes))
      query = query.replace(new RegExp(`${name}=[^&]*`), `${name}=${value}`);
    return query;
  };
  const FORGED: [string, string][] = [
    ['route', forged({ route: '%2Fcheckout%1B%5B31mFORGED%0A%2F++++++++++desktop++LCP+++999+++1+ms' })],
    ['route', forged({ route: '%2Fadmin' })],
    ['device', forged({ device: 'phone%1B%5D0%3Bowned%07' })],
    ['release', forged({ release: 'nothex12' })],
    ['value', forged({ value: '99999999' })],
    ['value', forged({ value: '-5' })],
    ['value', forged({ value: 'NaN' })],
    ['rating', forged({ value: '9000' })],
    ['query', `${good}&target=${'A'.repeat(8192)}`],
    ['query', `${good}%0A%1B%5B2J`.replace('%0A%1B%5B2J', '\u001b[2J')],
    ['target', `${vital('INP', 300)}&target=main+button%1B%5B31m`],
    ['message', errorReport('x').replace(/error=[^&]*/, 'error=TypeError%0A%1B%5B31mFORGED')],
    ['file', errorReport('x').replace(/file=[^&]*/, 'file=..%2F..%2Fetc%2Fpasswd')],
    ['browser', errorReport('x').replace(/browser=[^&]*/, 'browser=%1B%5B31m')],
  ];

  it('skips each forged report and counts it by what is wrong with it, in every format', () => {
    for (const [reason, query] of FORGED) {
      for (const line of [ownLine(query), caddyLine(query), nginxLine(query)]) {
        const summary = summaryOf([line, nginxLine(good)]);
        expect([reason, summary.reports, summary.malformed, summary.malformedBy]).toEqual([
          reason,
          1,
          1,
          { [reason]: 1 },
        ]);
        expect(summary.metrics).toEqual([expect.objectContaining({ route: '/', count: 1, p75: 1200 })]);
      }
    }
  });

  it('prints no raw control character and no forged row: every text of a request is escaped', () => {
    const tally = newTally();
    for (const [, query] of FORGED) addLine(tally, nginxLine(query));
    addLine(tally, nginxLine(good));
    // Reports the page could send, whose texts are printed: an INP target, an error.
    addLine(tally, nginxLine(vital('INP', 300, undefined, { target: 'main button "Add to Cart"' })));
    addLine(tally, nginxLine(errorReport('TypeError: x is not a function')));
    // Lines that are no report, with raw escapes.
    addLine(tally, '\u001b[2J\u001b[31mFORGED\u009b2J\u202e');
    addLine(tally, `{"uri": "/_vitals?${good}\\u001b[31m", "status": 204}`);
    const summary = summarise(tally);
    expect(summary).toMatchObject({ reports: 3, malformed: FORGED.length + 2 });
    const text = formatSummary(summary);
    expect(rawControls(text)).toEqual([]);
    expect(text).not.toContain('FORGED');
    expect(text).not.toMatch(/owned|passwd|999/);
    expect(rawControls(JSON.stringify(summary))).toEqual([]);
    expect(text).toContain('2 a route not in the route table');
  });

  it('escapes control characters for the terminal as escapes (\\x1b, \\u{202e}), whatever the table is given', () => {
    expect(escapeText('a\u001b[31mb\nc\u0000\u007f\u009b\u2028\u202e\u2066 é ok')).toBe(
      'a\\x1b[31mb\\x0ac\\x00\\x7f\\x9b\\u{2028}\\u{202e}\\u{2066} é ok',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(rawControls(escapeText(text))).toEqual([]);
        expect(escapeText(text)).not.toContain('\n');
      }),
      { numRuns: 1000 },
    );
    // The table escapes what it is given, even a text no report could hold.
    const text = formatSummary({
      ...summaryOf([]),
      scriptErrors: [
        { message: 'Error\u001b[31m\nrow', release: 'a\u009b', count: 1, where: '', browsers: ['x\u202e'], routes: [] },
      ],
    });
    expect(rawControls(text)).toEqual([]);
    expect(text).toContain('Error\\x1b[31m\\x0arow');
  });

  it('reads 300,000 INP figures of one route without a stack overflow', () => {
    const tally = newTally();
    const target = 'main button "Load More"';
    const lines = [100, 250, 600, 1500, 20_000].map((value) => ownLine(vital('INP', value, undefined, { target })));
    for (let index = 0; index < 300_000; index += 1) addLine(tally, lines[index % lines.length] ?? '');
    const summary = summarise(tally);
    expect(summary.metrics).toEqual([
      expect.objectContaining({ route: '/', metric: 'INP', count: 300_000, p75: 1500, worst: 20_000 }),
    ]);
    expect(summary.inpTargets).toEqual([{ route: '/', target, count: 300_000, p75: 1500, worst: 20_000 }]);
  });

  it('keeps a bounded number of INP targets and script errors, and counts the rest', () => {
    const lines = [
      ...Array.from({ length: TARGETS_PER_ROUTE + 7 }, (_, index) =>
        nginxLine(vital('INP', 100, undefined, { target: `main button[name=b${String(index)}]` })),
      ),
      ...Array.from({ length: ERROR_GROUPS + 3 }, (_, index) => nginxLine(errorReport(`Error: ${String(index)}`))),
    ];
    const tally = newTally();
    for (const line of lines) addLine(tally, line);
    expect(tally.targets.size).toBe(TARGETS_PER_ROUTE);
    expect(tally.errorGroups.size).toBe(ERROR_GROUPS);
    const summary = summarise(tally);
    expect(summary).toMatchObject({ vitals: TARGETS_PER_ROUTE + 7, otherTargets: 7, errors: ERROR_GROUPS + 3 });
    expect(summary).toMatchObject({ otherErrors: 3 });
    const text = formatSummary(summary);
    expect(text).toContain(`7 interactions on other targets, past the first ${String(TARGETS_PER_ROUTE)} of a route`);
    expect(text).toContain(`3 errors of other messages, past the first ${String(ERROR_GROUPS)}: not kept`);
    expect(text.split('\n').filter((row) => /^ +1 +aaaa1111 +Error: \d+/.test(row))).toHaveLength(50);
  });

  it('reads a stream line by line, skipping a line too long to be a report without holding it', async () => {
    const tally = newTally();
    // A report's line with a user agent longer than any line read: read, it would count as a report.
    const huge = nginxLine(good).replace(AGENT, 'A'.repeat(MAX_LINE * 3));
    const text = `${nginxLine(errorReport('Error: é — ü ☃'))}\r\n${huge}\n${caddyLine(good)}\n${huge}\n${ownLine(good)}`;
    // In pieces of every size, which cut lines and multi-byte characters anywhere.
    const bytes = Buffer.from(text);
    const pieces: Buffer[] = [];
    for (let start = 0, index = 0; start < bytes.length; index += 1) {
      const size = 1 + ((index * 37) % 997);
      pieces.push(bytes.subarray(start, start + size));
      start += size;
    }
    await addStream(tally, Readable.from(pieces));
    const summary = summarise(tally);
    expect(summary).toMatchObject({ lines: 5, reports: 3, malformed: 2, malformedBy: { log: 2 } });
    expect(summary.scriptErrors.map((row) => row.message)).toEqual(['Error: é — ü ☃']);
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
      {
        route: '/',
        device: 'phone-4g',
        metric: 'LCP',
        count: 5,
        p75: 4000,
        worst: 5000,
        good: 0.4,
        needsImprovement: 0.4,
        poor: 0.2,
      },
    ]);
    const table = run(files.slice(0, 4));
    expect(table.stdout).toMatch(/^\/ +phone-4g +LCP +4 +3000 ms +50% +50% +0%$/m);
  });

  it('runs with Node.js alone: the repository’s own files and node: modules, no package, no TypeScript compiler', () => {
    // The report and what it requires, copied where no node_modules folder is found above them.
    const alone = mkdtempSync(path.join(tmpdir(), 'mossbloom-report-alone-'));
    const files = [
      'scripts/vitals-report.cjs',
      'scripts/vitals-summary.cjs',
      'scripts/vitals-format.cjs',
      'scripts/histogram.cjs',
      'deploy/field-report.cjs',
      'src/app/routePaths.json',
    ];
    try {
      for (let folder = alone; folder !== path.dirname(folder); folder = path.dirname(folder)) {
        expect(existsSync(path.join(folder, 'node_modules'))).toBe(false);
      }
      for (const file of files) {
        mkdirSync(path.dirname(path.join(alone, file)), { recursive: true });
        copyFileSync(path.join(ROOT, file), path.join(alone, file));
      }
      const result = spawnSync(process.execPath, [path.join(alone, 'scripts/vitals-report.cjs'), '-', '--json'], {
        encoding: 'utf8',
        input: `${ownLine(vital('LCP', 1000))}\n${caddyLine(vital('CLS', 0.02))}\n`,
        env: { PATH: process.env.PATH ?? '', NODE_PATH: '', NODE_OPTIONS: '' },
        cwd: alone,
      });
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toMatchObject({ lines: 2, reports: 2 });
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
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

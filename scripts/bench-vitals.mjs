// @ts-check
// `npm run bench:vitals [-- LINES]`: how long `npm run vitals:report` takes on a large access log, and the most memory
// it holds. Writes LINES (1,000,000 unless told) lines of a realistic mix into a temporary file: field reports of
// every route, device class and metric, with values spread as field data is (log-normal about a typical figure), a
// few script errors, other requests of a full access log, reports refused with 429, and forged ones (escape
// sequences, impossible values, unknown routes, 8 KB queries); a third each in the project's JSON lines, Caddy's JSON
// and the combined format. Then runs the report on it as an operator does (`node scripts/vitals-report.cjs FILE
// --json`) and prints its wall time and peak resident memory (the kernel's maxRSS for that process). A figure, not a
// test: nothing fails on it.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fieldReport from '../deploy/field-report.cjs';

const { DEVICES, METRICS, ROUTES, ratingOf, toQuery } = fieldReport;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINES = Number(process.argv[2] ?? 1_000_000);

/**
 * A seeded generator (mulberry32): the same log on every run.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(46);
/** @type {<T>(list: readonly T[]) => T} */
const pick = (list) => /** @type {(typeof list)[number]} */ (list[Math.floor(next() * list.length)]);
/** A standard normal draw (Box–Muller). */
const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
/**
 * Typical figures (the median of a log-normal, and its spread).
 * @type {Record<import('../deploy/field-report.cjs').MetricName, [number, number]>}
 */
const TYPICAL = { LCP: [1900, 0.6], INP: [120, 0.8], CLS: [0.03, 1.2], FCP: [1200, 0.5], TTFB: [400, 0.7] };
const TARGETS = [
  'main button "Add to Cart"',
  'header a[href=/cart]',
  'main button "Load More"',
  'main button "+"',
  'main input[name=firstName]',
  'nav a[href=/shop]',
];
const MESSAGES = ['TypeError: x is not a function', 'Error: Network down', 'Rejected with a string'];
const BROWSERS = ['chrome', 'chrome', 'chrome', 'safari', 'firefox', 'edge', 'samsung'];
const RELEASES = ['70daa481', 'a1b2c3d4', '0f0f0f0f'];
const AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function vitalQuery() {
  const metric = pick(METRICS);
  const [median, spread] = TYPICAL[metric];
  const value = Math.max(0, median * Math.exp(spread * normal()));
  const rounded = metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  return toQuery({
    kind: 'vital',
    route: pick(ROUTES),
    device: pick(DEVICES),
    release: pick(RELEASES),
    nav: next() < 0.2 ? 'worker' : 'network',
    metric,
    value: rounded,
    rating: ratingOf(metric, rounded),
    ...(metric === 'INP' && next() < 0.7 ? { target: pick(TARGETS) } : {}),
  });
}

function errorQuery() {
  return toQuery({
    kind: 'error',
    route: pick(ROUTES),
    device: pick(DEVICES),
    nav: 'network',
    release: pick(RELEASES),
    message: pick(MESSAGES),
    file: 'page-checkout.2d4e0b1a.js',
    line: 2,
    column: 3456,
    browser: pick(BROWSERS),
  });
}

const FORGED = [
  'route=%2Fcheckout%1B%5B31mFORGED%0A&device=phone&nav=network&release=70daa481&metric=LCP&value=1200&rating=good',
  'route=%2F&device=phone&nav=network&release=70daa481&metric=LCP&value=99999999&rating=good',
  'route=%2Fadmin&device=phone&nav=network&release=70daa481&metric=LCP&value=1200&rating=good',
  'route=%2F&device=fridge&nav=network&release=70daa481&metric=LCP&value=1200&rating=good',
  'route=%2F&device=phone&nav=network&release=zzzz&metric=LCP&value=1200&rating=good',
  `route=%2F&device=phone&nav=network&release=70daa481&metric=LCP&value=1200&rating=good&target=${'A'.repeat(8192)}`,
  'route=%2F&device=phone&nav=network&release=70daa481&metric=INP&value=900&rating=good',
  'route=%2F&device=phone&nav=network&release=70daa481&error=x&file=..%2Fetc%2Fpasswd&line=1&column=1&browser=chrome',
];

/** One line of the log, in one of the three formats. */
function line() {
  const draw = next();
  const query =
    draw < 0.82
      ? vitalQuery()
      : draw < 0.85
        ? errorQuery()
        : draw < 0.9
          ? pick(FORGED)
          : draw < 0.92
            ? vitalQuery()
            : '';
  const status = draw >= 0.9 && draw < 0.92 ? 429 : 204;
  const uri = query ? `/_vitals?${query}` : pick(['/', '/shop?q=rose', '/assets/main.70daa481c482.js', '/cart']);
  const code = query ? status : 200;
  const format = next();
  if (format < 1 / 3) return JSON.stringify({ time: '2026-11-28T03:30:00+00:00', uri, status: code });
  if (format < 2 / 3) {
    return JSON.stringify({
      level: 'info',
      ts: 1795740919.5,
      logger: 'http.log.access.log0',
      msg: 'handled request',
      request: { method: 'GET', host: 'shop.example', uri, proto: 'HTTP/1.1' },
      duration: 0.0001,
      size: 0,
      status: code,
    });
  }
  return `203.0.113.9 - - [28/Nov/2026:03:30:00 +0000] "GET ${uri} HTTP/1.1" ${String(code)} 0 "-" "${AGENT}"`;
}

const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-bench-vitals-'));
const log = path.join(work, 'access.log');
try {
  const out = createWriteStream(log);
  for (let written = 0; written < LINES;) {
    const batch = [];
    for (let index = 0; index < 10_000 && written < LINES; index += 1, written += 1) batch.push(line());
    if (!out.write(`${batch.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const size = statSync(log).size;

  // The report as an operator runs it; its process writes its own resource usage as it exits.
  const usage =
    'data:text/javascript,process.on("exit",()=>process.stderr.write("\\n"+JSON.stringify(process.resourceUsage())))';
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    ['--import', usage, path.join(ROOT, 'scripts/vitals-report.cjs'), log, '--json'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`vitals:report exited with ${String(run.status)}: ${run.stderr}`);
  const { maxRSS } = JSON.parse(run.stderr.trim().split('\n').at(-1) ?? '{}');
  const summary = JSON.parse(run.stdout);
  console.log(
    [
      `${LINES.toLocaleString('en')} lines (${(size / 2 ** 20).toFixed(0)} MiB): ${summary.reports.toLocaleString('en')} reports, ` +
        `${summary.foreign.toLocaleString('en')} other requests, ${summary.malformed.toLocaleString('en')} malformed, ` +
        `${summary.refused.toLocaleString('en')} refused; ${String(summary.metrics.length)} route/device/metric rows`,
      `vitals:report: ${seconds.toFixed(2)} s, peak memory ${(maxRSS / 1024).toFixed(0)} MiB (maxRSS), ` +
        `${Math.round(LINES / seconds).toLocaleString('en')} lines a second`,
    ].join('\n'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

// @ts-check
// What a page reports to its own server, and how it is written in the request's query string: written by the page
// (src/features/vitals/reporter.ts, bundled into its `vitals` chunk), read back from the server's access log by the
// operators' `npm run vitals:report` (scripts/vitals-report.cjs), which runs it with Node.js alone. One module, so
// that what the page writes and what the report accepts cannot drift apart (docs/decisions/0013). Plain JavaScript
// that every supported browser runs as it is (webpack bundles it untranspiled) and Node.js requires; typed by
// field-report.d.cts. Nothing in a report names a shopper: the route's pattern, never its id or query; a device
// class, never a screen's exact size; figures rounded.
//
// The page's bundle keeps only what the page uses (toQuery and what it needs): webpack follows the exports, and the
// lists built as the module loads are marked pure, so that the minifier drops them with the reading.
//
// A report is read back only when it is one the page can write: every field of its kind and no other, each once; a
// route of the route table; a device class, a navigation, a browser family of their lists; a release of hex digits;
// a figure within its range, with the rating web-vitals gives it; a script file named as the build names them; and
// no text with a control character. Anything else (a request made by hand, a forged or cut line) is not a report.
'use strict';

/** @typedef {import('./field-report.cjs').MetricName} MetricName */
/** @typedef {import('./field-report.cjs').Rating} Rating */
/** @typedef {import('./field-report.cjs').FieldReport} FieldReport */
/** @typedef {import('./field-report.cjs').SkipReason} SkipReason */

/** The path under the store's base path that the pages report to: deploy/serving-rules.cjs answers the same. */
const FIELD_REPORT_PATH = '_vitals';

/** @type {readonly MetricName[]} */
const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** @type {readonly Rating[]} */
const RATINGS = ['good', 'needs-improvement', 'poor'];

/** @type {import('./field-report.cjs')['NAVIGATIONS']} */
const NAVIGATIONS = ['network', 'worker', 'offline', 'prerender', 'bfcache'];

/**
 * The web-vitals library's thresholds (6.2.3, src/onLCP.ts `LCPThresholds`, onINP.ts, onCLS.ts, onFCP.ts, onTTFB.ts):
 * a figure above the first is rated needs-improvement, above the second poor (src/lib/bindReporter.ts `getRating`).
 * A test holds them to the library's own exports.
 * @type {Readonly<Record<MetricName, readonly [number, number]>>}
 */
const THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], FCP: [1800, 3000], TTFB: [800, 1800] };

/**
 * The largest figure a report may carry: five minutes for a page's timings, a minute for an interaction, 10 for CLS
 * (a frame's layout shift scores at most 1, and a page showing a sizable shift every frame is not one a shopper
 * stays on). Past them, a figure is not a shopper's.
 * @type {Readonly<Record<MetricName, number>>}
 */
const MAXIMUM = { LCP: 300_000, INP: 60_000, CLS: 10, FCP: 300_000, TTFB: 300_000 };

/** The widths the store lays out for, and the connections Chromium names (src/features/vitals/pageFacts.ts). */
const SIZES = ['phone', 'tablet', 'desktop'];
const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'];
/** Every device class a page may send: a size, alone or with its connection (`phone-4g`). */
const DEVICES = /* @__PURE__ */ SIZES.flatMap((size) => [
  size,
  ...CONNECTIONS.map((connection) => `${size}-${connection}`),
]);

/** The browsers' families (pageFacts.ts `browserFamily`). */
const BROWSERS = ['chrome', 'edge', 'firefox', 'safari', 'samsung', 'other'];

/**
 * @param {Record<string, string>} paths
 * @returns {readonly string[]}
 */
function routesOf(paths) {
  return [...Object.values(paths).map((path) => `/${path}`), 'other'];
}

/** Every route a report may name: the route table's patterns (src/app/routePaths.json), and `other`. */
const ROUTES = /* @__PURE__ */ routesOf(require('../src/app/routePaths.json'));

/** The longest text each field may hold: a report stays one short line of the log. */
const LIMITS = { route: 40, device: 16, release: 16, target: 80, message: 120, file: 60, browser: 12 };

/**
 * The longest query a report makes: the servers refuse a request target over 1024 bytes (deploy/serving-rules.cjs
 * FIELD_REPORTS.longest), which leaves 128 for `<base path>_vitals?`. A text at its limit may still be longer once
 * escaped (120 characters of an error's message in another script take up to 1,440 bytes): `toQuery` shortens the
 * longest text until the query fits. A longer query is not a report.
 */
const MAX_QUERY = 896;

/** The fields of free text, which `toQuery` may shorten. */
const TEXT_FIELDS = ['route', 'device', 'release', 'target', 'error', 'file', 'browser'];
/** The most bytes one character takes escaped (four bytes of UTF-8, each `%XX`). */
const MOST_ESCAPED = 12;

/**
 * Characters no report's text holds, and a terminal must never receive raw: every control (C0, DEL, C1), every format
 * character (the bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners, tags), the
 * line and paragraph separators, private-use and unassigned code points.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;

/** The release: the start of the entry script's content hash. */
const RELEASE = /^[0-9a-f]{8,16}$/;
/** A script of the build: `[name].[contenthash].js` (webpack.config.js), `app.1a2b3c4d.js`, `page-cart.99aa0b1c.js`. */
const SCRIPT_FILE = /^[A-Za-z0-9_-]+\.[0-9a-f]{4,32}\.js$/;
/** @type {import('./field-report.cjs')['isScriptFile']} */
const isScriptFile = (file) => SCRIPT_FILE.test(file);

/** A control as describeTarget names it: its region, element, attributes, and a button's short words in quotes. */
const TARGET = /^(?:[a-z]+ )?[a-z][a-z0-9-]*(?:\[[^\]"]*\])*(?: "[^"]*")?$/;
/** A count, as the page writes it. */
const COUNT = /^\d{1,9}$/;
/** Milliseconds whole; CLS to three decimals. */
const MILLISECONDS = /^\d{1,9}$/;
const SCORE = /^\d{1,3}(?:\.\d{1,3})?$/;
/** What URLSearchParams leaves of a query as it writes it: letters, digits, `*-._`, `+` for a space, escapes. */
const QUERY = /^[A-Za-z0-9*._%+=&-]*$/;

const PAGE_FIELDS = ['route', 'device', 'nav', 'release'];
const VITAL_FIELDS = [...PAGE_FIELDS, 'metric', 'value', 'rating', 'target'];
const ERROR_FIELDS = [...PAGE_FIELDS, 'error', 'file', 'line', 'column', 'browser'];
const FIELD_NAMES = /* @__PURE__ */ new Set([...VITAL_FIELDS, ...ERROR_FIELDS]);

/** @type {(text: string, length: number) => string} */
const clip = (text, length) => text.slice(0, length);

/** @type {import('./field-report.cjs')['roundValue']} */
const roundValue = (metric, value) => (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

/** @type {import('./field-report.cjs')['ratingOf']} */
const ratingOf = (metric, value) => {
  const [good, poor] = THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
};

/**
 * Whether `rating` is the library's for a figure that rounds to `value`: it rates the figure before the page rounds
 * it, so a figure within half a unit of a threshold may be rated either side of it.
 * @type {import('./field-report.cjs')['ratingFits']}
 */
const ratingFits = (metric, value, rating) => {
  const half = metric === 'CLS' ? 0.0005 : 0.5;
  const rank = RATINGS.indexOf(rating);
  return (
    rank >= RATINGS.indexOf(ratingOf(metric, value - half)) && rank <= RATINGS.indexOf(ratingOf(metric, value + half))
  );
};

/** @type {import('./field-report.cjs')['toQuery']} */
const toQuery = (report) => {
  /** @type {[string, string][]} */
  const fields = [
    ['route', clip(report.route, LIMITS.route)],
    ['device', clip(report.device, LIMITS.device)],
    ['nav', report.nav],
    ['release', clip(report.release, LIMITS.release)],
  ];
  if (report.kind === 'vital') {
    fields.push(
      ['metric', report.metric],
      ['value', String(roundValue(report.metric, report.value))],
      ['rating', report.rating],
    );
    if (report.target) fields.push(['target', clip(report.target, LIMITS.target)]);
  } else {
    fields.push(
      ['error', clip(report.message, LIMITS.message)],
      ['file', clip(report.file, LIMITS.file)],
      ['line', String(Math.trunc(report.line))],
      ['column', String(Math.trunc(report.column))],
      ['browser', clip(report.browser, LIMITS.browser)],
    );
  }
  let query = new URLSearchParams(fields).toString();
  while (query.length > MAX_QUERY) {
    // The longest text loses enough characters from its end for what is over, at least one, until the query fits.
    const longest = fields
      .filter(([name]) => TEXT_FIELDS.includes(name))
      .reduce((most, field) => (field[1].length > most[1].length ? field : most));
    const characters = Array.from(longest[1]);
    longest[1] = characters.slice(0, -Math.max(1, Math.ceil((query.length - MAX_QUERY) / MOST_ESCAPED))).join('');
    query = new URLSearchParams(fields).toString();
  }
  return query;
};

/**
 * A text field: there, within its limit, without a control character.
 * @param {string | undefined} value
 * @param {number} limit
 * @returns {value is string}
 */
const isText = (value, limit) => value !== undefined && value.length <= limit && !CONTROL_CHARACTERS.test(value);

/**
 * @param {readonly string[]} list
 * @param {string | undefined} value
 */
const isOneOf = (list, value) => value !== undefined && list.includes(value);

/**
 * The report that `fields` (each name once) make, or why they make none.
 * @param {Record<string, string>} fields
 * @returns {FieldReport | SkipReason}
 */
function checkFields(fields) {
  const { route, device, nav, release } = fields;
  const kind = fields.metric === undefined ? 'error' : 'vital';
  const names = kind === 'vital' ? VITAL_FIELDS : ERROR_FIELDS;
  for (const name in fields) if (!names.includes(name)) return 'query';
  if (route === undefined || !ROUTES.includes(route)) return 'route';
  if (device === undefined || !DEVICES.includes(device)) return 'device';
  if (nav === undefined || !isOneOf(NAVIGATIONS, nav)) return 'nav';
  if (release === undefined || !RELEASE.test(release)) return 'release';
  const page = { route, device, nav: /** @type {import('./field-report.cjs').Navigation} */ (nav), release };
  if (kind === 'vital') {
    const { metric, value: text, rating, target } = fields;
    if (!isOneOf(METRICS, metric)) return 'metric';
    const name = /** @type {MetricName} */ (metric);
    if (text === undefined || !(name === 'CLS' ? SCORE : MILLISECONDS).test(text)) return 'value';
    const value = Number(text);
    if (value > MAXIMUM[name]) return 'value';
    if (!isOneOf(RATINGS, rating) || !ratingFits(name, value, /** @type {Rating} */ (rating))) return 'rating';
    if (target !== undefined && (name !== 'INP' || !isText(target, LIMITS.target) || !TARGET.test(target))) {
      return 'target';
    }
    return {
      kind,
      ...page,
      metric: name,
      value,
      rating: /** @type {Rating} */ (rating),
      ...(target ? { target } : {}),
    };
  }
  const { error: message, file, line, column, browser } = fields;
  if (!isText(message, LIMITS.message) || message.trim() === '') return 'message';
  // The page reports only errors of the store's own scripts, which it names.
  if (file === undefined || file.length > LIMITS.file || !isScriptFile(file)) return 'file';
  if (line === undefined || column === undefined || !COUNT.test(line) || !COUNT.test(column)) return 'place';
  if (!isOneOf(BROWSERS, browser)) return 'browser';
  return {
    kind,
    ...page,
    message,
    file,
    line: Number(line),
    column: Number(column),
    browser: /** @type {string} */ (browser),
  };
}

/**
 * Adds a field to `fields`, unless it is not one of a report's or is there already.
 * @param {Record<string, string>} fields
 * @param {string} name
 * @param {string} value
 */
function addField(fields, name, value) {
  if (!FIELD_NAMES.has(name) || Object.prototype.hasOwnProperty.call(fields, name)) return false;
  fields[name] = value;
  return true;
}

/** @type {import('./field-report.cjs')['readReportQuery']} */
const readReportQuery = (query) => {
  if (query.length > MAX_QUERY || !QUERY.test(query)) return 'query';
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals < 0) return 'query';
    let value;
    try {
      value = decodeURIComponent(pair.slice(equals + 1).replace(/\+/g, ' '));
    } catch {
      // An escape that is not UTF-8, or cut short.
      return 'query';
    }
    if (!addField(fields, pair.slice(0, equals), value)) return 'query';
  }
  return checkFields(fields);
};

module.exports = {
  FIELD_REPORT_PATH,
  METRICS,
  RATINGS,
  NAVIGATIONS,
  THRESHOLDS,
  MAXIMUM,
  CONNECTIONS,
  DEVICES,
  BROWSERS,
  ROUTES,
  LIMITS,
  MAX_QUERY,
  CONTROL_CHARACTERS,
  roundValue,
  ratingOf,
  ratingFits,
  isScriptFile,
  toQuery,
  readReportQuery,
};

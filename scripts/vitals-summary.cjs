// @ts-check
// The operators' report of what the pages reported (npm run vitals:report, scripts/vitals-report.cjs): the field
// reports found in a server's access log, read line by line as it streams, summed up per route and device class in
// fixed memory (a histogram per route, device class and figure; a bounded number of INP targets and script errors),
// whatever the log's size. It reads the project's JSON lines (nginx and Apache, deploy/), Caddy's JSON access log
// and the combined format. A report is read by deploy/field-report.cjs, the module the page writes it with: anything
// a page cannot send is skipped and counted. Every text a request carries is printed through `escapeText`. Node.js
// alone runs it: it requires only node: modules and the repository's own files. Typed by vitals-summary.d.cts; the
// report as printed is scripts/vitals-format.cjs.
'use strict';

const { StringDecoder } = require('node:string_decoder');
const {
  CONTROL_CHARACTERS,
  FIELD_REPORT_PATH,
  MAXIMUM,
  METRICS,
  readReportQuery,
} = require('../deploy/field-report.cjs');
const { Histogram } = require('./histogram.cjs');

/** @typedef {import('./vitals-summary.cjs').Summary} Summary */
/** @typedef {import('./vitals-summary.cjs').MetricRow} MetricRow */
/** @typedef {import('./vitals-summary.cjs').TargetRow} TargetRow */
/** @typedef {import('./vitals-summary.cjs').ErrorRow} ErrorRow */
/** @typedef {import('./vitals-summary.cjs').Tally} Tally */
/** @typedef {import('./vitals-summary.cjs').MalformedReason} MalformedReason */
/** @typedef {import('../deploy/field-report.cjs').MetricName} MetricName */

/** The percentile each figure is given at: three shoppers in four had it this good or better. */
const PERCENTILE = 0.75;
/** How many of the slowest INP targets are listed. */
const TARGETS_LISTED = 10;
/** Distinct INP targets kept per route: the reports on any other are counted, not listed. */
const TARGETS_PER_ROUTE = 100;
/** Distinct script errors (message and release) kept: the reports of any other are counted, not listed. */
const ERROR_GROUPS = 1000;
/** How many script errors the table lists, the most frequent first (`--json` gives all that were kept). */
const ERRORS_LISTED = 50;
/** The longest line read, in characters: a longer one is skipped as it streams, never held whole. */
const MAX_LINE = 64 * 1024;

const ESCAPED = new RegExp(CONTROL_CHARACTERS.source, 'gu');

/** @type {import('./vitals-summary.cjs')['escapeText']} */
const escapeText = (text) =>
  text.replace(ESCAPED, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });

/** The combined format: host ident user [time] "METHOD target PROTOCOL" status size "referer" "user agent". */
const COMBINED = /^\S+ \S+ \S+ \[[^\]]+\] "[A-Z]+ (\S+)[^"]*" (\d{3}) /;

/**
 * @param {unknown} entry
 * @returns {entry is Record<string, unknown>}
 */
const isObject = (entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry);

/** @type {import('./vitals-summary.cjs')['readLogLine']} */
function readLogLine(line) {
  const text = line.trim();
  if (text.startsWith('{')) {
    /** @type {unknown} */
    let entry;
    try {
      entry = JSON.parse(text);
    } catch {
      return 'malformed';
    }
    if (!isObject(entry)) return 'malformed';
    // The project's own: {"time": …, "uri": "/_vitals?…", "status": 204}. Caddy's: {"request": {"uri": …}, "status": …}.
    // Caddy's other messages (its start, its admin endpoint) are not requests.
    const own = 'uri' in entry;
    if ((!own && !('request' in entry)) || !('status' in entry)) return 'foreign';
    const uri = own ? entry.uri : isObject(entry.request) ? entry.request.uri : undefined;
    const { status } = entry;
    const code = typeof status === 'string' && /^\d{3}$/.test(status) ? Number(status) : status;
    if (typeof uri !== 'string' || typeof code !== 'number' || !Number.isInteger(code)) return 'malformed';
    return { target: uri, status: code };
  }
  const combined = COMBINED.exec(text);
  if (!combined) return 'malformed';
  return { target: combined[1] ?? '', status: Number(combined[2]) };
}

/** @type {import('./vitals-summary.cjs')['newTally']} */
const newTally = () => ({
  counts: { lines: 0, reports: 0, foreign: 0, malformed: 0, refused: 0 },
  malformedBy: {},
  vitals: 0,
  errors: 0,
  groups: new Map(),
  targets: new Map(),
  targetsPerRoute: new Map(),
  otherTargets: 0,
  errorGroups: new Map(),
  otherErrors: 0,
});

/**
 * @param {Tally} tally
 * @param {MalformedReason} reason
 */
function malformed(tally, reason) {
  tally.counts.malformed += 1;
  tally.malformedBy[reason] = (tally.malformedBy[reason] ?? 0) + 1;
}

/** A figure in the histograms' whole units: milliseconds, or CLS in thousandths. */
/** @type {(metric: MetricName, value: number) => number} */
const unitsOf = (metric, value) => (metric === 'CLS' ? Math.round(value * 1000) : value);
/** @type {(metric: MetricName, units: number) => number} */
const valueOf = (metric, units) => (metric === 'CLS' ? units / 1000 : units);

const REPORTS_PATH = `/${FIELD_REPORT_PATH}`;

/** @type {import('./vitals-summary.cjs')['addLine']} */
function addLine(tally, line) {
  const { counts } = tally;
  if (line === null) {
    counts.lines += 1;
    malformed(tally, 'log');
    return;
  }
  if (line.trim() === '') return;
  counts.lines += 1;
  const request = readLogLine(line);
  if (request === 'foreign') {
    counts.foreign += 1;
    return;
  }
  if (request === 'malformed') {
    malformed(tally, 'log');
    return;
  }
  const { target, status } = request;
  const question = target.indexOf('?');
  // Under any base path the store is served at.
  if (!(question < 0 ? target : target.slice(0, question)).endsWith(REPORTS_PATH)) {
    counts.foreign += 1;
    return;
  }
  if (status !== 204) {
    counts.refused += 1;
    return;
  }
  const report = readReportQuery(question < 0 ? '' : target.slice(question + 1));
  if (typeof report === 'string') {
    malformed(tally, report);
    return;
  }
  counts.reports += 1;
  if (report.kind === 'vital') {
    tally.vitals += 1;
    const { route, device, metric, value, rating, target: control } = report;
    const key = `${route}\n${device}\n${metric}`;
    let group = tally.groups.get(key);
    if (!group) {
      group = {
        route,
        device,
        metric,
        histogram: new Histogram(unitsOf(metric, MAXIMUM[metric])),
        ratings: { good: 0, 'needs-improvement': 0, poor: 0 },
      };
      tally.groups.set(key, group);
    }
    group.histogram.add(unitsOf(metric, value));
    group.ratings[rating] += 1;
    if (control) {
      const targetKey = `${route}\n${control}`;
      let found = tally.targets.get(targetKey);
      if (!found) {
        const kept = tally.targetsPerRoute.get(route) ?? 0;
        if (kept >= TARGETS_PER_ROUTE) {
          tally.otherTargets += 1;
          return;
        }
        tally.targetsPerRoute.set(route, kept + 1);
        found = { route, target: control, histogram: new Histogram(MAXIMUM.INP) };
        tally.targets.set(targetKey, found);
      }
      found.histogram.add(value);
    }
    return;
  }
  tally.errors += 1;
  const key = `${report.message}\n${report.release}`;
  let group = tally.errorGroups.get(key);
  if (!group) {
    if (tally.errorGroups.size >= ERROR_GROUPS) {
      tally.otherErrors += 1;
      return;
    }
    group = {
      message: report.message,
      release: report.release,
      count: 0,
      // Where it was thrown, as first reported.
      where: report.file ? `${report.file}:${String(report.line)}:${String(report.column)}` : '',
      browsers: new Set(),
      routes: new Set(),
    };
    tally.errorGroups.set(key, group);
  }
  group.count += 1;
  group.browsers.add(report.browser);
  group.routes.add(report.route);
}

/** @type {import('./vitals-summary.cjs')['addStream']} */
async function addStream(tally, stream) {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let tooLong = false;
  /** @param {string} text */
  const take = (text) => {
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      if (tooLong) addLine(tally, null);
      else addLine(tally, carry === '' ? text.slice(start, end) : carry + text.slice(start, end));
      carry = '';
      tooLong = false;
      start = end + 1;
    }
    if (tooLong) return;
    carry += text.slice(start);
    if (carry.length > MAX_LINE) {
      carry = '';
      tooLong = true;
    }
  };
  for await (const chunk of stream) take(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  take(decoder.end());
  if (tooLong) addLine(tally, null);
  else if (carry !== '') addLine(tally, carry);
}

/**
 * @param {Iterable<string>} values
 */
const sorted = (values) => [...values].sort();

/** @type {import('./vitals-summary.cjs')['summarise']} */
function summarise(tally) {
  const metrics = [...tally.groups.values()]
    .map(({ route, device, metric, histogram, ratings }) => {
      /** @type {MetricRow} */
      const row = {
        route,
        device,
        metric,
        count: histogram.count,
        p75: valueOf(metric, histogram.percentile(PERCENTILE)),
        worst: valueOf(metric, histogram.max),
        good: ratings.good / histogram.count,
        needsImprovement: ratings['needs-improvement'] / histogram.count,
        poor: ratings.poor / histogram.count,
      };
      return row;
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.device.localeCompare(b.device) ||
        METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
    );
  const inpTargets = [...tally.targets.values()]
    .map(({ route, target, histogram }) => {
      /** @type {TargetRow} */
      const row = {
        route,
        target,
        count: histogram.count,
        p75: histogram.percentile(PERCENTILE),
        worst: histogram.max,
      };
      return row;
    })
    .sort((a, b) => b.worst - a.worst || b.count - a.count)
    .slice(0, TARGETS_LISTED);
  const scriptErrors = [...tally.errorGroups.values()]
    .map(({ message, release, count, where, browsers, routes }) => {
      /** @type {ErrorRow} */
      const row = { message, release, count, where, browsers: sorted(browsers), routes: sorted(routes) };
      return row;
    })
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
  return {
    ...tally.counts,
    malformedBy: { ...tally.malformedBy },
    vitals: tally.vitals,
    errors: tally.errors,
    metrics,
    inpTargets,
    otherTargets: tally.otherTargets,
    scriptErrors,
    otherErrors: tally.otherErrors,
  };
}

module.exports = {
  PERCENTILE,
  TARGETS_LISTED,
  TARGETS_PER_ROUTE,
  ERROR_GROUPS,
  ERRORS_LISTED,
  MAX_LINE,
  escapeText,
  readLogLine,
  newTally,
  addLine,
  addStream,
  summarise,
};

import { FIELD_REPORT_PATH, METRICS, readFieldReport } from './fieldReport';
import type { ErrorReport, MetricName, Rating, VitalReport } from './fieldReport';

// The operators' report of what the pages reported (npm run vitals:report, scripts/vitals-report.cjs): the field
// reports found in a server's access log, line by line, summed up per route and device class. It reads the servers'
// default formats: nginx's and Apache's combined format, and Caddy's JSON. Not part of the app's bundle.

/** What became of the lines read. */
export type LineCounts = {
  lines: number;
  /** Field reports, read and counted. */
  reports: number;
  /** Requests for something else (a full access log's pages and files), and a JSON log's other messages. */
  foreign: number;
  /** Neither format, or a field report the store does not write (a query made by hand, cut short...). */
  malformed: number;
  /** Field reports the server did not take (anything but 204: 429 when one address sent too many). */
  refused: number;
};

/** The percentile each figure is given at: three shoppers in four had it this good or better. */
export const PERCENTILE = 0.75;

/** The value at the `fraction` (nearest rank) of `values`: at 0.75, the smallest that 75% of them are at most. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The request target (`/_vitals?…`) and status of one access-log line, or what else it is. */
export function readLogLine(line: string): { target: string; status: number } | 'foreign' | 'malformed' {
  const text = line.trim();
  if (text.startsWith('{')) {
    let entry: unknown;
    try {
      entry = JSON.parse(text);
    } catch {
      return 'malformed';
    }
    // Caddy's access log: {"request": {"uri": "/_vitals?…", …}, "status": 204, …}. Its other messages are not requests.
    if (typeof entry !== 'object' || entry === null || !('request' in entry) || !('status' in entry)) return 'foreign';
    const { request, status } = entry;
    if (typeof request !== 'object' || request === null || !('uri' in request)) return 'malformed';
    const { uri } = request;
    return typeof uri === 'string' && typeof status === 'number' ? { target: uri, status } : 'malformed';
  }
  // The combined format: host ident user [time] "METHOD target PROTOCOL" status size "referer" "user agent".
  const combined = /^\S+ \S+ \S+ \[[^\]]+\] "[A-Z]+ (\S+)[^"]*" (\d{3}) /.exec(text);
  if (!combined) return 'malformed';
  return { target: combined[1] ?? '', status: Number(combined[2]) };
}

type Tallied = { vitals: VitalReport[]; errors: ErrorReport[]; counts: LineCounts };

/** An empty tally, which `addLine` fills. */
export function newTally(): Tallied {
  return { vitals: [], errors: [], counts: { lines: 0, reports: 0, foreign: 0, malformed: 0, refused: 0 } };
}

/** Counts one line of an access log into `tally`: a bad line is counted, never thrown. */
export function addLine(tally: Tallied, line: string): void {
  if (line.trim() === '') return;
  const { counts } = tally;
  counts.lines += 1;
  const request = readLogLine(line);
  if (typeof request === 'string') {
    counts[request] += 1;
    return;
  }
  let url: URL;
  try {
    url = new URL(request.target, 'http://log.invalid');
  } catch {
    counts.malformed += 1;
    return;
  }
  // Under any base path the store is served at.
  if (!url.pathname.endsWith(`/${FIELD_REPORT_PATH}`)) {
    counts.foreign += 1;
    return;
  }
  if (request.status !== 204) {
    counts.refused += 1;
    return;
  }
  const report = readFieldReport(url.searchParams);
  if (!report) {
    counts.malformed += 1;
    return;
  }
  counts.reports += 1;
  if (report.kind === 'vital') tally.vitals.push(report);
  else tally.errors.push(report);
}

export type MetricRow = {
  route: string;
  device: string;
  metric: MetricName;
  count: number;
  p75: number;
  /** Shares of the figures rated good, needing improvement and poor, from 0 to 1. */
  good: number;
  needsImprovement: number;
  poor: number;
};
export type TargetRow = { route: string; target: string; count: number; p75: number; worst: number };
export type ErrorRow = {
  message: string;
  release: string;
  count: number;
  /** Where it was thrown, as first reported: `app.1a2b.js:2:345`. */
  where: string;
  browsers: string[];
  routes: string[];
};
export type Summary = LineCounts & {
  vitals: number;
  errors: number;
  metrics: MetricRow[];
  inpTargets: TargetRow[];
  scriptErrors: ErrorRow[];
};

/** How many of the slowest INP targets are listed. */
export const TARGETS_LISTED = 10;

/** Groups `items` by `key`, in the order each key first came: each group's first item, and all of them. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): { first: T; group: T[] }[] {
  const groups = new Map<string, { first: T; group: T[] }>();
  for (const item of items) {
    const name = key(item);
    const found = groups.get(name);
    if (found) found.group.push(item);
    else groups.set(name, { first: item, group: [item] });
  }
  return [...groups.values()];
}

const share = (reports: readonly VitalReport[], rating: Rating) =>
  reports.filter((report) => report.rating === rating).length / reports.length;

/** What the tally holds, per route and device class, the slowest INP targets, and the script errors. */
export function summarise({ vitals, errors, counts }: Tallied): Summary {
  const metrics = groupBy(vitals, ({ route, device, metric }) => `${route}\n${device}\n${metric}`)
    .map(({ first: { route, device, metric }, group }): MetricRow => {
      return {
        route,
        device,
        metric,
        count: group.length,
        p75: percentile(
          group.map((report) => report.value),
          PERCENTILE,
        ),
        good: share(group, 'good'),
        needsImprovement: share(group, 'needs-improvement'),
        poor: share(group, 'poor'),
      };
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.device.localeCompare(b.device) ||
        METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
    );
  const inpTargets = groupBy(
    vitals.filter((report) => report.metric === 'INP' && report.target),
    ({ route, target }) => `${route}\n${target ?? ''}`,
  )
    .map(({ first: { route, target }, group }): TargetRow => {
      const values = group.map((report) => report.value);
      return {
        route,
        target: target ?? '',
        count: group.length,
        p75: percentile(values, PERCENTILE),
        worst: Math.max(...values),
      };
    })
    .sort((a, b) => b.worst - a.worst || b.count - a.count)
    .slice(0, TARGETS_LISTED);
  const scriptErrors = groupBy(errors, ({ message, release }) => `${message}\n${release}`)
    .map(({ first, group }): ErrorRow => {
      return {
        message: first.message,
        release: first.release,
        count: group.length,
        where: first.file ? `${first.file}:${String(first.line)}:${String(first.column)}` : '',
        browsers: [...new Set(group.map((report) => report.browser))].sort(),
        routes: [...new Set(group.map((report) => report.route))].sort(),
      };
    })
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
  return { ...counts, vitals: vitals.length, errors: errors.length, metrics, inpTargets, scriptErrors };
}

/** A figure as an operator reads it: milliseconds, or CLS's score. */
export function formatValue(metric: MetricName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${String(Math.round(value))} ms`;
}

const percent = (fraction: number) => `${String(Math.round(fraction * 100))}%`;

/** Rows of cells as a plain-text table: columns as wide as their widest cell, numbers on the right. */
function table(head: readonly string[], rows: readonly (readonly string[])[], right: readonly number[]): string {
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right.includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

/** The summary as the report prints it for a person. */
export function formatSummary(summary: Summary): string {
  const skipped = summary.foreign + summary.malformed + summary.refused;
  const parts = [
    `${plural(summary.reports, 'field report', 'field reports')} (${plural(summary.vitals, 'figure', 'figures')}, ${plural(summary.errors, 'script error', 'script errors')}) in ${plural(summary.lines, 'line', 'lines')}; ` +
      `${String(skipped)} skipped: ${plural(summary.foreign, 'other request', 'other requests')}, ${String(summary.malformed)} malformed, ${String(summary.refused)} not answered 204.`,
  ];
  if (summary.metrics.length > 0) {
    parts.push(
      `Per route and device class (p75: three visits in four were at least this fast):\n${table(
        ['Route', 'Device', 'Metric', 'Count', 'p75', 'Good', 'Needs improvement', 'Poor'],
        summary.metrics.map((row) => [
          row.route,
          row.device,
          row.metric,
          String(row.count),
          formatValue(row.metric, row.p75),
          percent(row.good),
          percent(row.needsImprovement),
          percent(row.poor),
        ]),
        [3, 4, 5, 6, 7],
      )}`,
    );
  }
  if (summary.inpTargets.length > 0) {
    parts.push(
      `Slowest interactions (INP) by what was tapped:\n${table(
        ['Route', 'Target', 'Count', 'p75', 'Worst'],
        summary.inpTargets.map((row) => [
          row.route,
          row.target,
          String(row.count),
          formatValue('INP', row.p75),
          formatValue('INP', row.worst),
        ]),
        [2, 3, 4],
      )}`,
    );
  }
  parts.push(
    summary.scriptErrors.length === 0
      ? 'Script errors: none.'
      : `Script errors by message and release:\n${table(
          ['Count', 'Release', 'Message', 'Where', 'Browsers', 'Routes'],
          summary.scriptErrors.map((row) => [
            String(row.count),
            row.release,
            row.message,
            row.where || '-',
            row.browsers.join(' '),
            row.routes.join(' '),
          ]),
          [0],
        )}`,
  );
  return `${parts.join('\n\n')}\n`;
}

// What a page reports to its own server, and how it is written in the request's query string: written by the page
// (reporter.ts), read back from the server's access log by `npm run vitals:report` (vitalsReport.ts). One GET to
// `<base path>_vitals?…` per report (docs/decisions/0013). Nothing in it names a shopper: the route's pattern, never
// its id or query; a device class, never a screen's exact size; figures rounded.

/** The path under the store's base path that the pages report to: deploy/serving-rules.cjs answers the same. */
export const FIELD_REPORT_PATH = '_vitals';

/** A performance mark once the page reports (reportFieldVitals.ts): the journeys wait for it before hiding a page. */
export const FIELD_REPORTS_MARK = 'mossbloom:field-reports';

/** The figures measured, as the web-vitals library names them. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The library's rating of a figure against its thresholds. */
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * How the page came to be shown: loaded from the server (`network`: a link, an address, a reload, Back), answered
 * by the store's service worker (`worker`), by it while the browser was offline (`offline`), prerendered by the
 * browser before the shopper opened it (`prerender`), or restored from the back/forward cache (`bfcache`).
 */
export const NAVIGATIONS = ['network', 'worker', 'offline', 'prerender', 'bfcache'] as const;
export type Navigation = (typeof NAVIGATIONS)[number];

/** What every report says of the page it comes from. */
export type PageFacts = {
  /** The route's pattern (`/selectedproduct/:id`), or `other` for a path no route has. */
  route: string;
  /** `phone`, `tablet` or `desktop` by the viewport's width, with the connection where the browser says it (`phone-3g`). */
  device: string;
  nav: Navigation;
  /** The release: the start of the entry script's content hash (`main.<hash>.js`). */
  release: string;
};

export type VitalReport = PageFacts & {
  kind: 'vital';
  metric: MetricName;
  /** Milliseconds, whole; CLS, to three decimals. */
  value: number;
  rating: Rating;
  /** INP only: the control the slowest interaction was on, as `describeTarget` puts it. */
  target?: string;
};

export type ErrorReport = PageFacts & {
  kind: 'error';
  /** The error's message, cleaned (`cleanMessage`). */
  message: string;
  /** The store's own script it came from (`app.<hash>.js`), or '' when the browser did not say. */
  file: string;
  line: number;
  column: number;
  /** `chrome`, `edge`, `firefox`, `safari`, `samsung` or `other`. */
  browser: string;
};

export type FieldReport = VitalReport | ErrorReport;

/** The longest text each field may hold: a report stays one short line of the log. */
export const LIMITS = { route: 40, device: 16, release: 16, target: 80, message: 120, file: 60, browser: 12 };

const clip = (text: string, length: number) => text.slice(0, length);

/** Milliseconds whole; CLS (a score, mostly below 1) to three decimals. */
export function roundValue(metric: MetricName, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** The report as the query string of its request (without the `?`): every value escaped, each within its limit. */
export function toQuery(report: FieldReport): string {
  const fields: [string, string][] = [
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
  return new URLSearchParams(fields).toString();
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A field's text, when it is there and within its limit. */
function text(query: URLSearchParams, name: keyof typeof LIMITS | 'error', limit: number): string | null {
  const value = query.get(name);
  return value !== null && value.length <= limit ? value : null;
}

/** A count or a figure: digits, with a fraction for CLS. */
const NUMBER = /^\d{1,9}(\.\d{1,6})?$/;

/**
 * A report read back from a request's query string, or null when it is not one the store writes (a field missing,
 * unknown or too long, a figure that is not a number): a log line made by hand, another program, or an older page.
 */
export function readFieldReport(query: URLSearchParams): FieldReport | null {
  const route = text(query, 'route', LIMITS.route);
  const device = text(query, 'device', LIMITS.device);
  const release = text(query, 'release', LIMITS.release);
  const nav = query.get('nav');
  if (route === null || device === null || release === null || !isOneOf(NAVIGATIONS, nav)) return null;
  const page = { route, device, release, nav };
  const metric = query.get('metric');
  if (metric !== null) {
    const value = query.get('value') ?? '';
    const rating = query.get('rating');
    const target = query.get('target');
    if (!isOneOf(METRICS, metric) || !NUMBER.test(value) || !isOneOf(RATINGS, rating)) return null;
    if (target !== null && target.length > LIMITS.target) return null;
    return { kind: 'vital', ...page, metric, value: Number(value), rating, ...(target ? { target } : {}) };
  }
  const message = text(query, 'error', LIMITS.message);
  const file = text(query, 'file', LIMITS.file);
  const browser = text(query, 'browser', LIMITS.browser);
  const line = query.get('line') ?? '';
  const column = query.get('column') ?? '';
  if (message === null || file === null || browser === null || !/^\d{1,9}$/.test(line) || !/^\d{1,9}$/.test(column)) {
    return null;
  }
  return { kind: 'error', ...page, message, file, line: Number(line), column: Number(column), browser };
}

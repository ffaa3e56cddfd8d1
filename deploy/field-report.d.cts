// Types of deploy/field-report.cjs, for the TypeScript that imports it (src/features/vitals/fieldReport.ts, the
// tests) and for the module's own JSDoc.

/** The figures measured, as the web-vitals library names them. */
export type MetricName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** The library's rating of a figure against its thresholds. */
export type Rating = 'good' | 'needs-improvement' | 'poor';
/**
 * How the page came to be shown: loaded from the server (`network`: a link, an address, a reload, Back), answered
 * by the store's service worker (`worker`), by it while the browser was offline (`offline`), prerendered by the
 * browser before the shopper opened it (`prerender`), or restored from the back/forward cache (`bfcache`).
 */
export type Navigation = 'network' | 'worker' | 'offline' | 'prerender' | 'bfcache';

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

/**
 * Why a query is no report the page writes: its shape (`query`: a character URLSearchParams escapes, a bad escape, a
 * field unknown, repeated, missing or of the other kind, too long), or the field that is not what a page sends.
 */
export type SkipReason =
  | 'query'
  | 'route'
  | 'device'
  | 'nav'
  | 'release'
  | 'metric'
  | 'value'
  | 'rating'
  | 'target'
  | 'message'
  | 'file'
  | 'place'
  | 'browser';

/** The path under the store's base path that the pages report to: deploy/serving-rules.cjs answers the same. */
export const FIELD_REPORT_PATH: '_vitals';
export const METRICS: readonly MetricName[];
export const RATINGS: readonly Rating[];
export const NAVIGATIONS: readonly Navigation[];
/** web-vitals' thresholds: above the first, needs-improvement; above the second, poor. */
export const THRESHOLDS: Readonly<Record<MetricName, readonly [number, number]>>;
/** The largest figure a report may carry. */
export const MAXIMUM: Readonly<Record<MetricName, number>>;
/** The connections' kinds Chromium names (`navigator.connection.effectiveType`), which a device class may carry. */
export const CONNECTIONS: readonly string[];
/** Every device class a page may send (`phone`, `phone-4g`...). */
export const DEVICES: readonly string[];
/** The browsers' families. */
export const BROWSERS: readonly string[];
/** Every route a report may name: the route table's patterns (`/`, `/selectedproduct/:id`...) and `other`. */
export const ROUTES: readonly string[];
/** The longest text each field may hold: a report stays one short line of the log. */
export const LIMITS: {
  route: number;
  device: number;
  release: number;
  target: number;
  message: number;
  file: number;
  browser: number;
};
/** The longest query a report makes: `toQuery` shortens its longest text to fit. */
export const MAX_QUERY: number;
/** One character no report's text holds, and a terminal must never receive raw (not global: `test` keeps no state). */
export const CONTROL_CHARACTERS: RegExp;
/** Whether `file` is named as the build names the store's scripts (`app.1a2b3c4d.js`, `page-cart.99aa0b1c.js`). */
export function isScriptFile(file: string): boolean;

/** Milliseconds whole; CLS (a score, mostly below 1) to three decimals. */
export function roundValue(metric: MetricName, value: number): number;
/** The library's rating of a figure. */
export function ratingOf(metric: MetricName, value: number): Rating;
/** Whether `rating` may be the library's for a figure that the page rounded to `value`. */
export function ratingFits(metric: MetricName, value: number, rating: Rating): boolean;
/** The report as the query string of its request (without the `?`): every value escaped, each within its limit. */
export function toQuery(report: FieldReport): string;
/** The report a query string (as logged: escaped, without the `?`) holds, or why it holds none. */
export function readReportQuery(query: string): FieldReport | SkipReason;

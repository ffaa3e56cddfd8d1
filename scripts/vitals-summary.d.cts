// Types of scripts/vitals-summary.cjs, for the TypeScript that imports it (the tests, test/e2e/support) and for the
// module's own JSDoc.

import type { ErrorReport, MetricName, Rating, SkipReason } from '../deploy/field-report.cjs';
import type { Histogram } from './histogram.cjs';

/** Why a line was counted malformed: not an access-log line of a format read (`log`), or a report's query's reason. */
export type MalformedReason = 'log' | SkipReason;

/** What became of the lines read. */
export type LineCounts = {
  lines: number;
  /** Field reports, read and counted. */
  reports: number;
  /** Requests for something else (a full access log's pages and files), and a JSON log's other messages. */
  foreign: number;
  /** No format read, or a field report the page does not write (forged, made by hand, cut short...). */
  malformed: number;
  /** Field reports the server did not take (anything but 204: 429 when one address sent too many). */
  refused: number;
};

export type MetricRow = {
  route: string;
  device: string;
  metric: MetricName;
  count: number;
  /** Within 0.4 % (exact below 2048 ms, and for CLS below 2.048; exact too when its bucket holds one value). */
  p75: number;
  /** The largest, exactly. */
  worst: number;
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
  /** Where it was thrown, as first reported: `app.1a2b3c4d.js:2:345`. */
  where: string;
  browsers: string[];
  routes: string[];
};
export type Summary = LineCounts & {
  /** The malformed lines by reason (only the reasons met). */
  malformedBy: Partial<Record<MalformedReason, number>>;
  vitals: number;
  errors: number;
  metrics: MetricRow[];
  /** The slowest INP targets, at most TARGETS_LISTED. */
  inpTargets: TargetRow[];
  /** INP reports on a target past the first TARGETS_PER_ROUTE of its route: counted in `metrics`, not by target. */
  otherTargets: number;
  /** Every script error kept, by message and release, the most frequent first. */
  scriptErrors: ErrorRow[];
  /** Script errors of a message and release past the first ERROR_GROUPS: counted in `errors`, not listed. */
  otherErrors: number;
};

/** What the lines read add up to so far: all of it of a size bounded whatever the number of lines. */
export type Tally = {
  counts: LineCounts;
  malformedBy: Partial<Record<MalformedReason, number>>;
  vitals: number;
  errors: number;
  /** Per route, device class and metric. */
  groups: Map<
    string,
    { route: string; device: string; metric: MetricName; histogram: Histogram; ratings: Record<Rating, number> }
  >;
  /** INP per route and target. */
  targets: Map<string, { route: string; target: string; histogram: Histogram }>;
  targetsPerRoute: Map<string, number>;
  otherTargets: number;
  /** Script errors per message and release. */
  errorGroups: Map<
    string,
    Pick<ErrorReport, 'message' | 'release'> & {
      count: number;
      where: string;
      browsers: Set<string>;
      routes: Set<string>;
    }
  >;
  otherErrors: number;
};

/** The percentile each figure is given at: three shoppers in four had it this good or better. */
export const PERCENTILE: number;
/** How many of the slowest INP targets are listed. */
export const TARGETS_LISTED: number;
/** Distinct INP targets kept per route. */
export const TARGETS_PER_ROUTE: number;
/** Distinct script errors (message and release) kept. */
export const ERROR_GROUPS: number;
/** How many script errors the table lists. */
export const ERRORS_LISTED: number;
/** The longest line read, in characters. */
export const MAX_LINE: number;

/**
 * The text with every control character (C0, DEL, C1, U+2028/2029, the bidirectional controls) shown as an escape,
 * `\x1b` or `\u{202e}`: what a terminal may be given of a request.
 */
export function escapeText(text: string): string;
/** The request target (`/_vitals?…`) and status of one access-log line, or what else it is. */
export function readLogLine(line: string): { target: string; status: number } | 'foreign' | 'malformed';
/** An empty tally, which `addLine` fills. */
export function newTally(): Tally;
/** Counts one line of an access log into `tally` (null: a line too long to read); a bad line is counted, never thrown. */
export function addLine(tally: Tally, line: string | null): void;
/** Counts every line of a stream (a file's, gunzipped, standard input) into `tally`, holding at most one line. */
export function addStream(tally: Tally, stream: AsyncIterable<Buffer | string>): Promise<void>;
/** What the tally holds, per route and device class, the slowest INP targets, and the script errors. */
export function summarise(tally: Tally): Summary;

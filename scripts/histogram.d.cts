// Types of scripts/histogram.cjs, for the TypeScript that imports it (test/scripts/vitalsReport.test.ts).

/** Values below this have a bucket each: their percentiles are exact. */
export const EXACT: number;

/** A histogram of whole numbers in fixed memory: percentiles exact below 2048, within 0.4 % above. */
export class Histogram {
  constructor(maximum: number);
  readonly maximum: number;
  /** Counts per bucket. */
  readonly buckets: Float64Array;
  /** The sum of the values in each bucket past EXACT. */
  readonly sums: Float64Array;
  /** How many values were added. */
  count: number;
  /** The largest value added (-Infinity before any). */
  max: number;
  add(value: number): void;
  /** The nearest-rank percentile at `fraction` (0.75: the p75); NaN without values. */
  percentile(fraction: number): number;
}

// @ts-check
// A histogram of whole numbers in fixed memory, for percentiles of any number of values (scripts/vitals-summary.cjs:
// a field vital's milliseconds, or CLS in thousandths). Below 2048 each value has its own bucket, so a percentile there
// is exact; above, each power of two is split into 256 buckets, so a bucket is at most 1/256 (0.4 %) of the values in
// it wide, and a percentile there is given as the mean of its bucket's values: within 0.4 % of the exact one, and
// exact when they are all one value (as a few reports' are). Like HdrHistogram, with the buckets laid out as one array.
// Typed by histogram.d.cts.
'use strict';

/** Values below this have a bucket each. */
const EXACT = 2048;
const EXACT_BITS = 11;
/** Buckets per power of two above EXACT. */
const SUB_BITS = 8;
const SUB = 1 << SUB_BITS;

/**
 * The bucket of a value (0 ≤ value < 2^31).
 * @param {number} value
 */
function bucketOf(value) {
  if (value < EXACT) return value;
  const power = 31 - Math.clz32(value);
  return EXACT + (power - EXACT_BITS) * SUB + ((value >>> (power - SUB_BITS)) - SUB);
}

class Histogram {
  /**
   * @param {number} maximum the largest value it takes: larger ones are counted as it
   */
  constructor(maximum) {
    this.maximum = Math.max(0, Math.floor(maximum));
    /** Counts per bucket: a Float64Array, exact up to 2^53 values. */
    this.buckets = new Float64Array(bucketOf(this.maximum) + 1);
    /** The sum of the values in each bucket past EXACT (which hold more than one value). */
    this.sums = new Float64Array(Math.max(0, this.buckets.length - EXACT));
    this.count = 0;
    /** The largest value added, exactly (-Infinity before any). */
    this.max = -Infinity;
  }

  /**
   * Counts one value: a whole number from 0 to the maximum (a fraction is rounded, past the ends is taken as the end).
   * @param {number} value
   */
  add(value) {
    const whole = Math.min(this.maximum, Math.max(0, Math.round(value)));
    const bucket = bucketOf(whole);
    this.buckets[bucket] += 1;
    if (bucket >= EXACT) this.sums[bucket - EXACT] += whole;
    this.count += 1;
    if (whole > this.max) this.max = whole;
  }

  /**
   * The nearest-rank percentile: the smallest value that `fraction` of the values are at most (exact below 2048,
   * within 0.4 % above, never past the largest value); NaN without values.
   * @param {number} fraction from 0 to 1
   */
  percentile(fraction) {
    if (this.count === 0) return Number.NaN;
    const rank = Math.min(this.count, Math.max(1, Math.ceil(fraction * this.count)));
    let seen = 0;
    for (let bucket = 0; bucket < this.buckets.length; bucket += 1) {
      const count = this.buckets[bucket] ?? 0;
      seen += count;
      if (seen >= rank) {
        return bucket < EXACT ? bucket : Math.min(this.max, Math.round((this.sums[bucket - EXACT] ?? 0) / count));
      }
    }
    return this.max;
  }
}

module.exports = { Histogram, EXACT };

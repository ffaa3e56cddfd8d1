// @ts-check
// Seeded randomness: the variety in the pictures is the same on every run, so the output never drifts.

/**
 * FNV-1a hash of a string, as an unsigned 32-bit number.
 * @param {string} text
 */
export function hashString(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * @typedef {(() => number) & {
 *   range: (low: number, high: number) => number,
 *   pick: <T>(list: readonly T[]) => T,
 * }} Random
 * A source of numbers in [0, 1), with a uniform number between two bounds and a pick from a list.
 */

/**
 * mulberry32, seeded from a number or the hash of a string.
 * @param {number | string} seed
 * @returns {Random}
 */
export function seededRandom(seed) {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(String(seed));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    /** @param {number} low @param {number} high */
    range: (low, high) => low + (high - low) * next(),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => /** @type {T} */ (list[Math.floor(next() * list.length) % list.length]),
  });
}

// @ts-check
// Colour arithmetic on the brand colours of tokens.mjs (all #RRGGBB, written in upper case).
import { colours } from './tokens.mjs';

export { colours };

/** @param {string} colour #RRGGBB */
const channels = (colour) => [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));

/** @param {number[]} values red, green, blue (clamped to 0..255 and rounded) */
const toHex = (values) =>
  '#' +
  values
    .map((value) =>
      Math.round(Math.max(0, Math.min(255, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();

/**
 * Mixes colour `from` towards colour `to` by `amount` (0..1).
 * @param {string} from
 * @param {string} to
 * @param {number} amount
 */
export function mix(from, to, amount) {
  const start = channels(from);
  const end = channels(to);
  return toHex(start.map((value, i) => value + (end[i] - value) * amount));
}

/** Towards paper (the brand's white). @param {string} colour @param {number} amount */
export const lighten = (colour, amount) => mix(colour, colours.paper, amount);

/** Towards the deepest forest green (the brand's shadow). @param {string} colour @param {number} amount */
export const darken = (colour, amount) => mix(colour, colours.forestDeep, amount);

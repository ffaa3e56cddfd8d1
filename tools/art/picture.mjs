// @ts-check
// One SVG picture being drawn: its size, its precision and the gradients and clip paths it shares between shapes.
import { formatNumber, fraction, identity, transformPath } from './svg.mjs';

/** @typedef {import('./svg.mjs').Transform} Transform */
/** @typedef {[offset: number, colour: string, opacity?: number]} Stop */

export class Picture {
  /**
   * @param {number} width
   * @param {number} height
   * @param {number} decimals decimal places kept in coordinates (1 for small pictures, 0 for large ones)
   */
  constructor(width, height, decimals) {
    this.width = width;
    this.height = height;
    this.decimals = decimals;
    /** @type {string[]} */
    this.defs = [];
    /** @type {Map<string, string>} */
    this.ids = new Map();
  }

  /** A number at this picture's precision. @param {number} value */
  number(value) {
    return formatNumber(value, this.decimals);
  }

  /**
   * A local path placed by `transform` and rounded to this picture's precision.
   * @param {string} pathData
   * @param {Transform} [transform]
   */
  place(pathData, transform = identity) {
    return transformPath(pathData, transform, this.decimals);
  }

  /**
   * A definition made once per key (the same gradient asked twice is one element); returns its url().
   * @param {string} key
   * @param {(id: string) => string} make
   */
  define(key, make) {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = 'g' + this.ids.size.toString(36);
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** @param {Stop[]} stops */
  static stops(stops) {
    return stops
      .map(
        ([offset, colour, alpha = 1]) =>
          `<stop offset="${fraction(offset)}" stop-color="${colour}"${alpha < 1 ? ` stop-opacity="${fraction(alpha)}"` : ''}/>`,
      )
      .join('');
  }

  /**
   * A linear gradient across the shape's bounding box (by default left to right).
   * @param {Stop[]} stops
   * @param {number} [x1]
   * @param {number} [y1]
   * @param {number} [x2]
   * @param {number} [y2]
   */
  linear(stops, x1 = 0, y1 = 0, x2 = 1, y2 = 0) {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    const attributes =
      (x1 ? ` x1="${x1}"` : '') +
      (y1 ? ` y1="${y1}"` : '') +
      (x2 !== 1 ? ` x2="${x2}"` : '') +
      (y2 ? ` y2="${y2}"` : '');
    return this.define(key, (id) => `<linearGradient id="${id}"${attributes}>${Picture.stops(stops)}</linearGradient>`);
  }

  /** A linear gradient from top to bottom. @param {Stop[]} stops */
  vertical(stops) {
    return this.linear(stops, 0, 0, 0, 1);
  }

  /**
   * A radial gradient in the shape's bounding box.
   * @param {Stop[]} stops
   * @param {number} [cx]
   * @param {number} [cy]
   * @param {number} [radius]
   */
  radial(stops, cx = 0.5, cy = 0.5, radius = 0.5) {
    const key = `r${JSON.stringify(stops)}${cx},${cy},${radius}`;
    const attributes =
      (cx !== 0.5 ? ` cx="${cx}"` : '') + (cy !== 0.5 ? ` cy="${cy}"` : '') + (radius !== 0.5 ? ` r="${radius}"` : '');
    return this.define(key, (id) => `<radialGradient id="${id}"${attributes}>${Picture.stops(stops)}</radialGradient>`);
  }

  /** A clip path; returns the attribute for a group. @param {string} pathData */
  clip(pathData) {
    const url = this.define(`c${pathData}`, (id) => `<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
    return `clip-path="${url}"`;
  }

  /** The finished document. @param {string} body */
  svg(body) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    // Round line caps, inherited by every stroke (fills ignore them).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" stroke-linecap="round">${defs}${body}</svg>\n`;
  }
}

// @ts-check
// SVG text for the video's scene: numbers, point lists and the <defs> (gradients, blurs, masks, clip paths).

/**
 * A number for SVG: at most `decimals` decimals, no trailing zeros.
 * @param {number} value
 * @param {number} [decimals]
 */
export const fixed = (value, decimals = 2) => String(Number(value.toFixed(decimals)));

/** @param {Array<[number, number]>} points joined as polyline coordinates */
export const pointList = (points) => points.map(([x, y]) => `${fixed(x, 1)} ${fixed(y, 1)}`).join('L');

/** @typedef {[offset: number, colour: string, opacity?: number]} Stop */

/** @param {Stop[]} stops */
const stopsSvg = (stops) =>
  stops
    .map(
      ([offset, colour, alpha = 1]) =>
        `<stop offset="${fixed(offset, 3)}" stop-color="${colour}"${alpha === 1 ? '' : ` stop-opacity="${fixed(alpha, 3)}"`}/>`,
    )
    .join('');

/** Collects the scene's definitions and hands out their ids (d0, d1, ...), in the order they are asked for. */
export class Defs {
  constructor() {
    /** @type {string[]} */
    this.items = [];
    this.count = 0;
  }

  /**
   * Reserves an id, then adds what `make` builds with it (which may add definitions of its own first).
   * @param {(id: string) => string} make
   */
  add(make) {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return id;
  }

  /**
   * A linear gradient; direction [x1, y1, x2, y2] in fractions of the shape's box (default left to right).
   * @param {Stop[]} stops
   * @param {[number, number, number, number]} [direction]
   * @param {string} [extra] more attributes
   */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 1, 0], extra = '') {
    const id = this.add(
      (own) =>
        `<linearGradient id="${own}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** @param {Stop[]} stops @param {string} [extra] more attributes */
  radial(stops, extra = '') {
    const id = this.add((own) => `<radialGradient id="${own}"${extra}>${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter. @param {number} deviation */
  blur(deviation) {
    const id = this.add(
      (own) =>
        `<filter id="${own}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** @param {string} content the clip path's shapes */
  clip(content) {
    const id = this.add((own) => `<clipPath id="${own}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  svg() {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

// @ts-check
// The finishes containers come in (glass, label, ink and cap colours), and what every container shares: the
// body outline, the glass and cap gradients and the highlights on the glass.
import { colours, darken, lighten } from './palette.mjs';
import { fillPath, opacity, roundedRectPath } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./svg.mjs').Transform} Transform */

/**
 * @typedef {object} Finish
 * @property {[light: string, body: string, dark: string]} glass the container's body colours
 * @property {string} label label paper
 * @property {string} ink label text
 * @property {string} cap caps, pumps and lids
 * @property {string} accent the label's sprout and rule
 * @property {string} [bulb] a dropper's rubber bulb, instead of the cap colour
 * @property {string} [collar] a dropper's collar, instead of forest green
 * @property {string} [lid] a jar's or tin's lid, instead of the cap colour
 */

/** @typedef {'amber' | 'forest' | 'frosted' | 'terracotta' | 'sage' | 'blush'} FinishName */

/** @type {Readonly<Record<FinishName, Finish>>} */
export const FINISHES = {
  amber: {
    glass: ['#DC925A', '#B9652F', '#84421E'],
    label: colours.paper,
    ink: colours.forest,
    cap: colours.forestDeep,
    accent: colours.terracotta,
  },
  forest: {
    glass: ['#52806A', '#2D5643', '#17372A'],
    label: colours.cream,
    ink: colours.forest,
    cap: colours.sand,
    accent: colours.moss,
  },
  frosted: {
    glass: ['#FFFFFF', '#F5F0E7', '#D9D1C2'],
    label: colours.sageLight,
    ink: colours.forest,
    cap: colours.forest,
    accent: colours.terracotta,
  },
  terracotta: {
    glass: ['#E29B74', '#C8704A', '#A0502D'],
    label: colours.paper,
    ink: colours.forest,
    cap: colours.cream,
    accent: colours.terracotta,
  },
  sage: {
    glass: ['#CCDBC4', '#AAC0A1', '#86A07E'],
    label: colours.paper,
    ink: colours.forest,
    cap: colours.forest,
    accent: colours.moss,
  },
  blush: {
    glass: ['#FBEDE4', '#F0D5C5', '#D9B6A2'],
    label: colours.paper,
    ink: colours.forest,
    cap: colours.moss,
    accent: colours.terracotta,
  },
};

/**
 * The body gradient: a bright band a little left of centre, darker towards the right edge.
 * @param {Picture} pic
 * @param {Finish} finish
 */
export const glassFill = (pic, finish) =>
  pic.linear([
    [0, finish.glass[1]],
    [0.18, finish.glass[0]],
    [0.55, finish.glass[1]],
    [1, finish.glass[2]],
  ]);

/**
 * A cap's gradient, lit from the left.
 * @param {Picture} pic
 * @param {string} colour
 */
export const capFill = (pic, colour) =>
  pic.linear([
    [0, lighten(colour, 0.18)],
    [0.3, lighten(colour, 0.06)],
    [1, darken(colour, 0.25)],
  ]);

/**
 * Vertical glass highlights on a body from x0 to x1, between y0 and y1 (local coordinates).
 * @param {Picture} pic
 * @param {Transform} place
 * @param {number} x0
 * @param {number} x1
 * @param {number} y0
 * @param {number} y1
 */
export function gloss(pic, place, x0, x1, y0, y1) {
  const broad = roundedRectPath(x0, y0, 8, y1 - y0, 4);
  const thin = roundedRectPath(x1 - 7, y0 + 10, 4, (y1 - y0) * 0.55, 2);
  return (
    fillPath(pic.place(broad, place), colours.white, opacity(0.38)) +
    fillPath(pic.place(thin, place), colours.white, opacity(0.22))
  );
}

/**
 * A container's body in local coordinates: straight sides from the floor (y 0) up to `top`, with rounded corners.
 * @param {number} half half width
 * @param {number} top
 * @param {[height: number, handleHeight: number, handleInset: number, width: number]} foot the bottom corners
 * @param {[height: number, handleHeight: number, handleInset: number, width: number]} shoulder the top corners
 */
export function bodyOutline(half, top, foot, shoulder) {
  const [footHeight, footHandle, footInset, footWidth] = foot;
  const [shoulderHeight, shoulderHandle, shoulderInset, shoulderWidth] = shoulder;
  return `M${-half} ${-footHeight}C${-half} ${-footHandle} ${-half + footInset} 0 ${-half + footWidth} 0L${half - footWidth} 0C${
    half - footInset
  } 0 ${half} ${-footHandle} ${half} ${-footHeight}L${half} ${top + shoulderHeight}C${half} ${top + shoulderHandle} ${
    half - shoulderInset
  } ${top} ${half - shoulderWidth} ${top}L${-half + shoulderWidth} ${top}C${-half + shoulderInset} ${top} ${-half} ${
    top + shoulderHandle
  } ${-half} ${top + shoulderHeight}Z`;
}

// @ts-check
// SVG text helpers: number formatting, placing local drawings, path outlines and path elements.
// Precision is always an argument (decimal places kept), so nothing here depends on which picture is drawn.

/** @typedef {[x: number, y: number]} Point */
/** @typedef {(x: number, y: number) => Point} Transform maps local drawing coordinates into the picture */

/**
 * A number for SVG: rounded to `decimals` places, no trailing zeros, no leading zero (".5", "-.5").
 * @param {number} value
 * @param {number} decimals
 */
export function formatNumber(value, decimals) {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  return String(rounded === 0 ? 0 : rounded).replace(/^(-?)0\./, '$1.');
}

/** @param {number} degrees */
export const toRadians = (degrees) => (degrees * Math.PI) / 180;

/**
 * Places a local drawing: rotate by `angle` degrees (0 keeps up up), scale, then move the origin to x, y.
 * @param {number} originX
 * @param {number} originY
 * @param {number} [angle]
 * @param {number} [scale]
 * @param {number} [scaleY]
 * @returns {Transform}
 */
export const placement =
  (originX, originY, angle = 0, scale = 1, scaleY = scale) =>
  (x, y) => {
    const cos = Math.cos(toRadians(angle));
    const sin = Math.sin(toRadians(angle));
    const scaledX = x * scale;
    const scaledY = y * scaleY;
    return [originX + scaledX * cos - scaledY * sin, originY + scaledX * sin + scaledY * cos];
  };

/** @type {Transform} */
export const identity = (x, y) => [x, y];

/**
 * Maps every coordinate pair of an absolute path (M, L, C, Q, S, T and Z only) through `transform`, rounded.
 * @param {string} pathData
 * @param {Transform} transform
 * @param {number} decimals
 */
export function transformPath(pathData, transform, decimals) {
  const tokens = pathData.match(/[MLCQSTZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  let out = '';
  /** @type {number | null} */
  let pendingX = null;
  for (const token of tokens) {
    if (/^[A-Z]$/i.test(token)) {
      out += token;
      continue;
    }
    const value = parseFloat(token);
    if (pendingX === null) pendingX = value;
    else {
      const [x, y] = transform(pendingX, value);
      const afterCommand = out === '' || /[A-Z]/i.test(out.slice(-1));
      out += (afterCommand ? '' : ' ') + formatNumber(x, decimals) + ' ' + formatNumber(y, decimals);
      pendingX = null;
    }
  }
  return out.replace(/ -/g, '-');
}

/**
 * A smooth closed path through points (Catmull-Rom turned into cubic Béziers).
 * @param {Point[]} points
 * @param {number} decimals
 * @param {number} [tension]
 */
export function smoothClosedPath(points, decimals, tension = 1) {
  const count = points.length;
  /** @param {number} value */
  const format = (value) => formatNumber(value, decimals);
  /** @param {number} index */
  const at = (index) => /** @type {Point} */ (points[index]);
  let out = `M${format(at(0)[0])} ${format(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const before = at((i - 1 + count) % count);
    const from = at(i);
    const to = at((i + 1) % count);
    const after = at((i + 2) % count);
    const pull = tension / 6;
    out += `C${format(from[0] + (to[0] - before[0]) * pull)} ${format(from[1] + (to[1] - before[1]) * pull)} ${format(
      to[0] - (after[0] - from[0]) * pull,
    )} ${format(to[1] - (after[1] - from[1]) * pull)} ${format(to[0])} ${format(to[1])}`;
  }
  return (out + 'Z').replace(/ -/g, '-');
}

/**
 * A rounded rectangle outline, in local coordinates (unrounded: place it with transformPath).
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} radius
 */
export function roundedRectPath(x, y, width, height, radius) {
  const corner = Math.min(radius, width / 2, height / 2);
  const handle = corner * 0.45;
  const right = x + width;
  const bottom = y + height;
  return `M${x + corner} ${y}L${right - corner} ${y}C${right - handle} ${y} ${right} ${y + handle} ${right} ${y + corner}L${right} ${
    bottom - corner
  }C${right} ${bottom - handle} ${right - handle} ${bottom} ${right - corner} ${bottom}L${x + corner} ${bottom}C${x + handle} ${bottom} ${x} ${
    bottom - handle
  } ${x} ${bottom - corner}L${x} ${y + corner}C${x} ${y + handle} ${x + handle} ${y} ${x + corner} ${y}Z`;
}

/**
 * An ellipse outline from four cubic Béziers, in local coordinates.
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 */
export function ellipsePath(cx, cy, rx, ry) {
  const kappa = 0.5523;
  return `M${cx - rx} ${cy}C${cx - rx} ${cy - ry * kappa} ${cx - rx * kappa} ${cy - ry} ${cx} ${cy - ry}C${cx + rx * kappa} ${
    cy - ry
  } ${cx + rx} ${cy - ry * kappa} ${cx + rx} ${cy}C${cx + rx} ${cy + ry * kappa} ${cx + rx * kappa} ${cy + ry} ${cx} ${
    cy + ry
  }C${cx - rx * kappa} ${cy + ry} ${cx - rx} ${cy + ry * kappa} ${cx - rx} ${cy}Z`;
}

/**
 * An arch (a round-topped window) from x0 to x1, from its top down to its bottom.
 * @param {number} x0
 * @param {number} x1
 * @param {number} top
 * @param {number} bottom
 */
export function archPath(x0, x1, top, bottom) {
  const radius = (x1 - x0) / 2;
  const cx = x0 + radius;
  const handle = radius * 0.5523;
  return `M${x0} ${bottom}L${x0} ${top + radius}C${x0} ${top + radius - handle} ${cx - handle} ${top} ${cx} ${top}C${
    cx + handle
  } ${top} ${x1} ${top + radius - handle} ${x1} ${top + radius}L${x1} ${bottom}Z`;
}

/** @param {string} text */
export const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A filled path element.
 * @param {string} pathData
 * @param {string} fill
 * @param {string} [extra] more attributes
 */
export const fillPath = (pathData, fill, extra = '') =>
  `<path d="${pathData}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

/**
 * A stroked path element (the picture's round line caps apply).
 * @param {string} pathData
 * @param {string} stroke
 * @param {number} width
 * @param {string} [extra] more attributes
 */
export const strokePath = (pathData, stroke, width, extra = '') =>
  `<path d="${pathData}" fill="none" stroke="${stroke}" stroke-width="${Math.round(width * 10) / 10}"${extra ? ' ' + extra : ''}/>`;

/** A fraction (0..1) with at most two decimals and no leading zero. @param {number} value */
export const fraction = (value) => String(Math.round(value * 100) / 100).replace(/^0\./, '.');

/** @param {number} value 0..1 */
export const opacity = (value) => `opacity="${fraction(value)}"`;

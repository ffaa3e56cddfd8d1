// @ts-check
// Container labels: a paper panel with the sprout mark and the product name in upper case, fitted to the panel.
// Fitting measures text with Helvetica's advance widths, and textLength pins each line to that width in any font.
import { sprout } from './botanicals.mjs';
import { escapeXml, fillPath, opacity, roundedRectPath, strokePath } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./finishes.mjs').Finish} Finish */

/**
 * Helvetica-like advance widths (per 1000 em) of the characters product names use.
 * @type {Readonly<Record<string, number>>}
 */
const ADVANCES = {
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  ' ': 278,
  '-': 333,
  '.': 278,
  ',': 278,
  "'": 191,
  '&': 722,
  '%': 889,
  '+': 584,
  '/': 278,
};
const TRACKING = 0.12; // letter spacing, in em

/**
 * The width of a line of text at a font size.
 * @param {string} text
 * @param {number} size
 */
const textWidth = (text, size) =>
  [...text].reduce((width, char) => width + (ADVANCES[char] ?? (/[0-9]/.test(char) ? 556 : 700)), 0) * (size / 1000) +
  TRACKING * size * Math.max(0, text.length - 1);

/**
 * Wraps an upper-cased name into at most maxLines lines no wider than maxWidth, at the largest size that works.
 * @param {string} name
 * @param {number} maxWidth
 * @param {number} maxLines
 * @param {number[]} sizes largest first
 * @returns {{ size: number, lines: string[] }}
 */
function fitName(name, maxWidth, maxLines, sizes) {
  const words = name.toUpperCase().replace(/\s+/g, ' ').trim().split(' ');
  for (const size of sizes) {
    const lines = [];
    let line = '';
    for (const word of words) {
      const longer = line ? line + ' ' + word : word;
      if (textWidth(longer, size) <= maxWidth || !line) line = longer;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines && lines.every((each) => textWidth(each, size) <= maxWidth)) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 0;
  // Nothing fits: balanced lines at the smallest size, squeezed to the width by textLength.
  const perLine = Math.ceil(words.length / maxLines);
  const lines = [];
  for (let i = 0; i < words.length; i += perLine) lines.push(words.slice(i, i + perLine).join(' '));
  return { size, lines };
}

/**
 * A product name in bold upper case, centred on cx, cy (the middle of the block), fitted to the width and lines.
 * @param {Picture} pic
 * @param {string} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} maxWidth
 * @param {number} maxLines
 * @param {number} maxSize
 * @param {string} ink
 * @param {number} [maxHeight]
 */
export function nameText(pic, name, cx, cy, maxWidth, maxLines, maxSize, ink, maxHeight = Infinity) {
  const sizes = [];
  for (let size = maxSize; size >= maxSize * 0.5; size -= maxSize / 16) sizes.push(size);
  let fit = fitName(name, maxWidth, maxLines, sizes);
  // Smaller type when the lines would not fit the height.
  while (fit.lines.length * fit.size * 1.18 > maxHeight) {
    const fitted = fit;
    const smaller = sizes.filter((size) => size < fitted.size);
    if (!smaller.length) break;
    fit = fitName(name, maxWidth, maxLines, smaller);
  }
  const { size, lines } = fit;
  const lineHeight = size * 1.18;
  const firstTop = cy - (lineHeight * lines.length) / 2;
  let out = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${pic.number(size)}" fill="${ink}" text-anchor="middle">`;
  lines.forEach((line, i) => {
    const width = Math.min(textWidth(line, size), maxWidth);
    const baseline = firstTop + lineHeight * i + size * 0.9;
    out += `<text x="${pic.number(cx)}" y="${pic.number(baseline)}" textLength="${pic.number(width)}">${escapeXml(line)}</text>`;
  });
  return out + '</g>';
}

/**
 * @typedef {object} LabelOptions
 * @property {number} [corner] corner radius, before scaling
 * @property {number} [maxSize] largest type size, before scaling
 * @property {number} [lines] rules drawn in place of a name
 */

/**
 * A label: paper panel, sprout mark and the name; without a name, fine rules stand for the text.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @param {LabelOptions} [options]
 */
export function label(pic, x, y, width, height, finish, name, scale = 1, options = {}) {
  let out = fillPath(pic.place(roundedRectPath(x, y, width, height, (options.corner ?? 3) * scale)), finish.label);
  const cx = x + width / 2;
  const padding = 9 * scale;
  const top = y + padding;
  /** @param {number} x0 @param {number} x1 @param {number} lineY */
  const rule = (x0, x1, lineY) => `M${pic.number(x0)} ${pic.number(lineY)}L${pic.number(x1)} ${pic.number(lineY)}`;
  out += sprout(pic, cx, top + 8 * scale, scale * 0.9, finish.accent);
  if (name) {
    const room = height - padding * 2 - 24 * scale;
    const maxLines = Math.max(1, Math.min(3, Math.floor(room / (11 * scale))));
    const maxSize = (options.maxSize ?? 16) * scale;
    out += nameText(
      pic,
      name,
      cx,
      top + 19 * scale + room / 2,
      width - 14 * scale,
      maxLines,
      maxSize,
      finish.ink,
      room,
    );
    const ruleY = y + height - padding - 3 * scale;
    out += strokePath(rule(cx - 14 * scale, cx + 14 * scale, ruleY), finish.accent, 1.2 * scale);
  } else if (scale >= 0.5) {
    const lines = options.lines ?? 3;
    for (let i = 0; i < lines; i++) {
      const lineY = top + 24 * scale + i * 9 * scale;
      const lineWidth = (i === 0 ? 0.62 : 0.42 - i * 0.06) * width;
      const weight = (i === 0 ? 3.2 : 1.6) * scale;
      out += strokePath(
        rule(cx - lineWidth / 2, cx + lineWidth / 2, lineY),
        finish.ink,
        weight,
        opacity(i ? 0.45 : 0.85),
      );
    }
  }
  return out;
}

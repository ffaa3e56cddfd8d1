// @ts-check
// Leaves and leafy stems: the plain leaf, sprigs along a curved stem, eucalyptus, tea, aloe and the brand's sprout.
// Angles are in degrees, 0 pointing up and growing clockwise; lengths are in the picture's units.
import { colours, mix } from './palette.mjs';
import { fillPath, opacity, placement, strokePath } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./svg.mjs').Point} Point */

/**
 * @typedef {object} LeafOptions
 * @property {number} [bend] how far the tip swings sideways, as a fraction of the length
 * @property {number} [round] fullness near the base (1 is a plain leaf, 2 a round eucalyptus leaf)
 * @property {string} [shade] fill of the right half, a shade darker (flat two-tone shading)
 * @property {string} [vein] colour of the midrib
 * @property {number} [veinWidth]
 * @property {number} [veins] pairs of side veins
 * @property {number} [opacity]
 */

/**
 * The layers of a leaf, [fill, shade, veins], so that many leaves can be painted layer by layer.
 * @param {Picture} pic
 * @param {number} x base
 * @param {number} y base
 * @param {number} angle
 * @param {number} length
 * @param {number} halfWidth
 * @param {string} fill
 * @param {LeafOptions} [options]
 * @returns {[fill: string, shade: string, veins: string]}
 */
export function leafParts(pic, x, y, angle, length, halfWidth, fill, options = {}) {
  const place = placement(x, y, angle);
  const swing = (options.bend ?? 0) * length;
  const round = options.round ?? 1;
  const fade = options.opacity ? opacity(options.opacity) : '';
  const outline = `M0 0C${-halfWidth * 1.2} ${-length * 0.22 * round} ${-halfWidth * 1.15 + swing * 0.6} ${-length * 0.78} ${swing} ${-length}C${
    halfWidth * 1.15 + swing * 0.6
  } ${-length * 0.78} ${halfWidth * 1.2} ${-length * 0.22 * round} 0 0Z`;
  const body = fillPath(pic.place(outline, place), fill, fade);
  let shade = '';
  if (options.shade) {
    const rightHalf = `M0 0Q${swing * 0.35} ${-length * 0.5} ${swing} ${-length}C${halfWidth * 1.15 + swing * 0.6} ${-length * 0.78} ${
      halfWidth * 1.2
    } ${-length * 0.22 * round} 0 0Z`;
    shade = fillPath(pic.place(rightHalf, place), options.shade, fade);
  }
  let veins = '';
  if (options.vein) {
    const midrib = `M0 ${-length * 0.04}Q${swing * 0.35} ${-length * 0.5} ${swing * 0.92} ${-length * 0.9}`;
    veins += strokePath(pic.place(midrib, place), options.vein, options.veinWidth ?? 1.4);
  }
  if (options.vein && options.veins) {
    for (let pair = 1; pair <= options.veins; pair++) {
      const along = pair / (options.veins + 1);
      const veinY = -length * along * 0.92;
      const veinX = swing * along * along;
      const reach = halfWidth * Math.sin(Math.PI * Math.min(0.95, along + 0.05)) * 0.8;
      for (const side of [-1, 1]) {
        const sideVein = `M${veinX} ${veinY}Q${veinX + side * reach * 0.5} ${veinY - length * 0.05} ${veinX + side * reach} ${
          veinY - length * 0.12
        }`;
        veins += strokePath(pic.place(sideVein, place), options.vein, 1);
      }
    }
  }
  return [body, shade, veins];
}

/**
 * A leaf from its base x, y. Flat two-tone shading (the right half a shade darker) and optional veins.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {number} halfWidth
 * @param {string} fill
 * @param {LeafOptions} [options]
 */
export const leaf = (pic, x, y, angle, length, halfWidth, fill, options = {}) =>
  leafParts(pic, x, y, angle, length, halfWidth, fill, options).join('');

/**
 * Paints many leaves layer by layer (every fill, then every shade, then the veins): the same look in far fewer
 * bytes, because neighbouring paths with the same paint merge.
 * @param {Array<[string, string, string]>} leaves
 */
export const layered = (leaves) => [0, 1, 2].map((layer) => leaves.map((parts) => parts[layer]).join('')).join('');

/**
 * A point on a gently curved stem (a quadratic Bézier from x, y), its direction there and the stem's path.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {number} curve sideways pull of the stem, as a fraction of its length
 * @param {number} t 0 at the base, 1 at the tip
 * @returns {{ point: Point, angle: number, pathData: string }}
 */
export function stemAt(pic, x, y, angle, length, curve, t) {
  const place = placement(x, y, angle);
  const start = [0, 0];
  const control = [length * curve, -length * 0.5];
  const end = [length * curve * 0.6, -length];
  const rest = 1 - t;
  const localX = rest * rest * start[0] + 2 * rest * t * control[0] + t * t * end[0];
  const localY = rest * rest * start[1] + 2 * rest * t * control[1] + t * t * end[1];
  const dx = 2 * rest * (control[0] - start[0]) + 2 * t * (end[0] - control[0]);
  const dy = 2 * rest * (control[1] - start[1]) + 2 * t * (end[1] - control[1]);
  const turn = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return {
    point: place(localX, localY),
    angle: angle + turn,
    pathData: pic.place(`M0 0Q${control[0]} ${control[1]} ${end[0]} ${end[1]}`, place),
  };
}

/**
 * @typedef {object} SprigOptions
 * @property {number} [count] leaves (or pairs) along the stem
 * @property {number} [leafLength]
 * @property {number} [leafWidth] half width of a leaf
 * @property {number} [curve]
 * @property {number} [spread] degrees between a leaf and the stem
 * @property {[fill: string, shade?: string | null]} [colours]
 * @property {string} [stem] stem colour
 * @property {number} [stemWidth]
 * @property {string} [vein]
 * @property {number} [round]
 * @property {number} [start] where the first leaf grows (0..1 along the stem)
 * @property {number} [taper] how much smaller the leaves get towards the tip
 * @property {number} [bend]
 * @property {boolean} [flip] start on the other side
 * @property {boolean} [pairs] opposite leaves instead of alternate ones
 * @property {boolean} [tipLeaf] a leaf at the tip (default true)
 */

/**
 * A sprig: a gently curved stem with leaves that get smaller towards the tip.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {SprigOptions} [options]
 */
export function sprig(pic, x, y, angle, length, options = {}) {
  const count = options.count ?? 6;
  const curve = options.curve ?? 0.15;
  const [fill, shade] = options.colours ?? [colours.sage, mix(colours.sage, colours.moss, 0.35)];
  const stemColour = options.stem ?? mix(colours.moss, colours.sage, 0.2);
  const svg = strokePath(stemAt(pic, x, y, angle, length, curve, 0).pathData, stemColour, options.stemWidth ?? 2.5);
  const start = options.start ?? 0.25;
  const leafLength = options.leafLength ?? 50;
  const leafWidth = options.leafWidth ?? 14;
  const spread = options.spread ?? 48;
  const bend = options.bend ?? 0.08;
  const look = { shade: shade ?? undefined, vein: options.vein, round: options.round };
  /** @type {Array<[string, string, string]>} */
  const leaves = [];
  for (let i = 0; i < count; i++) {
    const along = start + ((1 - start) * i) / count;
    const at = stemAt(pic, x, y, angle, length, curve, along);
    const side = (i + (options.flip ? 1 : 0)) % 2 ? 1 : -1;
    const size = 1 - along * (options.taper ?? 0.45);
    const [leafX, leafY] = at.point;
    const grow = (/** @type {number} */ towards) =>
      leafParts(pic, leafX, leafY, at.angle + towards * spread, leafLength * size, leafWidth * size, fill, {
        ...look,
        bend: towards * bend,
      });
    leaves.push(grow(side));
    if (options.pairs) leaves.push(grow(-side));
  }
  if (options.tipLeaf !== false) {
    const tip = stemAt(pic, x, y, angle, length, curve, 1);
    leaves.push(leafParts(pic, tip.point[0], tip.point[1], tip.angle, leafLength * 0.6, leafWidth * 0.6, fill, look));
  }
  return svg + layered(leaves);
}

/**
 * @typedef {object} EucalyptusOptions
 * @property {number} [count] pairs of leaves
 * @property {number} [leafSize] leaf length
 * @property {number} [curve]
 * @property {[string, string]} [colours]
 * @property {string} [stem]
 */

/**
 * Eucalyptus: round blue-green leaves in pairs along a stem.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {EucalyptusOptions} [options]
 */
export function eucalyptus(pic, x, y, angle, length, options = {}) {
  const leafColours = options.colours ?? [mix(colours.sage, '#9FB8B0', 0.4), mix(colours.sage, colours.moss, 0.3)];
  const leafSize = options.leafSize ?? 34;
  return sprig(pic, x, y, angle, length, {
    count: options.count ?? 5,
    leafLength: leafSize,
    leafWidth: leafSize * 0.55,
    round: 2.2,
    spread: 70,
    pairs: true,
    curve: options.curve ?? 0.12,
    colours: leafColours,
    stem: options.stem ?? mix(colours.moss, colours.sage, 0.4),
    taper: 0.35,
    start: 0.12,
  });
}

/**
 * A tea sprig: broad glossy veined leaves and a bud at the tip.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {{ curve?: number }} [options]
 */
export function teaSprig(pic, x, y, angle, length, options = {}) {
  const curve = options.curve ?? 0.1;
  const stem = stemAt(pic, x, y, angle, length, curve, 0).pathData;
  let svg = strokePath(stem, mix(colours.moss, '#6B4A36', 0.3), 2.6);
  const fill = mix(colours.leaf, colours.sage, 0.15);
  const shade = mix(colours.moss, colours.forestDeep, 0.15);
  [0.35, 0.6, 0.82].forEach((along, i) => {
    const at = stemAt(pic, x, y, angle, length, curve, along);
    const side = i % 2 ? 1 : -1;
    const size = [length * (0.5 - i * 0.08), length * (0.16 - i * 0.02)];
    svg += leaf(pic, at.point[0], at.point[1], at.angle + side * 50, size[0], size[1], fill, {
      shade,
      vein: mix(colours.sageLight, colours.sage, 0.3),
      veins: 3,
      bend: side * 0.06,
    });
  });
  const tip = stemAt(pic, x, y, angle, length, curve, 1);
  svg += leaf(
    pic,
    tip.point[0],
    tip.point[1],
    tip.angle,
    length * 0.24,
    length * 0.06,
    mix(colours.leaf, colours.sageLight, 0.3),
    {
      shade: colours.leaf,
      vein: colours.sageLight,
    },
  );
  return svg;
}

/**
 * An aloe rosette: thick pointed leaves with little teeth along their left edges.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {{ angles?: number[] }} [options] the leaves' angles
 */
export function aloe(pic, x, y, size, options = {}) {
  const fill = mix('#7FA58C', colours.sage, 0.25);
  const shade = mix('#5C8A6E', colours.moss, 0.3);
  const angles = options.angles ?? [-62, -36, -14, 8, 30, 55];
  let svg = '';
  angles.forEach((angle, i) => {
    const length = size * (1 - Math.abs(angle) / 160) * (i % 2 ? 0.9 : 1);
    const halfWidth = size * 0.1;
    svg += leaf(pic, x, y, angle, length, halfWidth, fill, { shade, bend: angle > 0 ? 0.06 : -0.06, round: 0.3 });
    const place = placement(x, y, angle);
    for (let tooth = 1; tooth <= 3; tooth++) {
      const toothY = -length * (0.2 + tooth * 0.17);
      const edge = halfWidth * Math.sin(Math.PI * (0.2 + tooth * 0.17)) * 1.02;
      const outline = `M${-edge} ${toothY}L${-edge - halfWidth * 0.22} ${toothY - halfWidth * 0.12}L${-edge + 1} ${
        toothY - halfWidth * 0.28
      }Z`;
      svg += fillPath(pic.place(outline, place), shade);
    }
  });
  return svg;
}

/**
 * The brand mark on labels and lids: a tiny sprout of two leaves on a short stem.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} colour
 */
export function sprout(pic, x, y, scale, colour) {
  const stem = `M${pic.number(x)} ${pic.number(y)}L${pic.number(x)} ${pic.number(y + 6 * scale)}`;
  return (
    leaf(pic, x, y, -52, 9 * scale, 3.6 * scale, colour, { bend: -0.15 }) +
    leaf(pic, x, y, 52, 9 * scale, 3.6 * scale, colour, { bend: 0.15 }) +
    strokePath(stem, colour, 1.1 * scale)
  );
}

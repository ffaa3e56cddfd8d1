// @ts-check
// Flowers and fruit: simple flower heads, chamomile, rosehips on their branch, and loose petals.
import { leaf, stemAt } from './botanicals.mjs';
import { colours, mix } from './palette.mjs';
import { ellipsePath, fillPath, opacity, placement, strokePath, toRadians } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./svg.mjs').Transform} Transform */

/**
 * A rounded petal from the flower's centre outwards, pointing up.
 * @param {number} length
 * @param {number} halfWidth
 */
const petalPath = (length, halfWidth) =>
  `M0 0C${-halfWidth * 1.3} ${-length * 0.3} ${-halfWidth * 1.1} ${-length} 0 ${-length}C${halfWidth * 1.1} ${-length} ${
    halfWidth * 1.3
  } ${-length * 0.3} 0 0Z`;

/**
 * @typedef {object} FlowerOptions
 * @property {number} [petals]
 * @property {number} [rotation] degrees
 * @property {number} [width] petal half width, as a fraction of the radius
 * @property {string} [colour]
 * @property {string} [shade] a smaller inner petal
 * @property {number} [core] radius of the centre, as a fraction of the radius
 * @property {string} [centre] colour of the centre
 */

/**
 * A simple flower head: petals around a round centre.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {FlowerOptions} [options]
 */
export function flower(pic, x, y, radius, options = {}) {
  const petals = options.petals ?? 5;
  const rotation = options.rotation ?? 0;
  const width = options.width ?? 0.42;
  let svg = '';
  for (let i = 0; i < petals; i++) {
    const place = placement(x, y, rotation + (i * 360) / petals);
    svg += fillPath(pic.place(petalPath(radius, radius * width), place), options.colour ?? colours.clay);
    if (options.shade) svg += fillPath(pic.place(petalPath(radius * 0.55, radius * width * 0.5), place), options.shade);
  }
  const core = radius * (options.core ?? 0.26);
  svg += fillPath(pic.place(ellipsePath(x, y, core, core)), options.centre ?? colours.terracotta);
  return svg;
}

/**
 * A chamomile flower: narrow white petals round a golden dome. A tilt below 1 lays it back (seen from the side).
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {{ petals?: number, tilt?: number, rotation?: number }} [options]
 */
export function chamomile(pic, x, y, radius, options = {}) {
  const petals = options.petals ?? 14;
  const tilt = options.tilt ?? 1;
  const rotation = options.rotation ?? 0;
  let svg = '';
  // Every other petal first, in a shadowed white, so the front ones overlap them.
  for (const front of [0, 1]) {
    for (let i = front; i < petals; i += 2) {
      const angle = rotation + (i * 360) / petals;
      /** @type {Transform} */
      const tilted = (localX, localY) => {
        const cos = Math.cos(toRadians(angle));
        const sin = Math.sin(toRadians(angle));
        return [x + localX * cos - localY * sin, y + (localX * sin + localY * cos) * tilt];
      };
      svg += fillPath(pic.place(petalPath(radius, radius * 0.17), tilted), front ? colours.paper : '#EFE8DA');
    }
  }
  const dome = radius * 0.32;
  svg += fillPath(
    pic.place(ellipsePath(x, y, dome, dome * Math.max(tilt, 0.6))),
    pic.radial(
      [
        [0, '#EDC36A'],
        [1, '#C98B2E'],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  return svg;
}

/**
 * @typedef {object} ChamomileStemOptions
 * @property {number} [curve]
 * @property {number} [stemWidth]
 * @property {boolean} [leaves] a leaf halfway up (default true)
 * @property {number} [tilt]
 * @property {number} [rotation]
 */

/**
 * A chamomile flower on its stem.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {number} radius of the flower
 * @param {ChamomileStemOptions} [options]
 */
export function chamomileStem(pic, x, y, angle, length, radius, options = {}) {
  const curve = options.curve ?? 0.12;
  const top = stemAt(pic, x, y, angle, length, curve, 1);
  let svg = strokePath(top.pathData, mix(colours.moss, colours.sage, 0.3), options.stemWidth ?? 2.2);
  if (options.leaves !== false) {
    const middle = stemAt(pic, x, y, angle, length, curve, 0.45);
    svg += leaf(pic, middle.point[0], middle.point[1], middle.angle + 40, length * 0.22, length * 0.03, colours.sage, {
      shade: mix(colours.sage, colours.moss, 0.3),
    });
  }
  const flowerLook = { tilt: options.tilt ?? 0.85, rotation: options.rotation ?? 0 };
  return svg + chamomile(pic, top.point[0], top.point[1], radius, flowerLook);
}

/**
 * A rosehip: an urn-shaped red-orange fruit with a little crown of sepals. Angle 0 points its tip up.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {number} [angle]
 */
export function rosehip(pic, x, y, radius, angle = 0) {
  const place = placement(x, y, angle);
  const body = `M0 ${radius * 0.9}C${-radius * 1.05} ${radius * 0.85} ${-radius * 1.1} ${-radius * 0.55} ${-radius * 0.22} ${-radius * 1.1}L${radius * 0.22} ${
    -radius * 1.1
  }C${radius * 1.1} ${-radius * 0.55} ${radius * 1.05} ${radius * 0.85} 0 ${radius * 0.9}Z`;
  const fill = pic.radial(
    [
      [0, '#E58A5C'],
      [0.55, '#C5532F'],
      [1, '#973A22'],
    ],
    0.35,
    0.35,
    0.75,
  );
  let svg = fillPath(pic.place(body, place), fill);
  svg += fillPath(
    pic.place(ellipsePath(-radius * 0.35, -radius * 0.2, radius * 0.16, radius * 0.32), place),
    colours.paper,
    opacity(0.35),
  );
  for (const sepal of [-1, 0, 1]) {
    const tip = place(0, -radius * 1.02);
    svg += leaf(pic, tip[0], tip[1], angle + sepal * 38, radius * 0.62, radius * 0.09, '#5E4330');
  }
  return svg;
}

/**
 * @typedef {object} RosehipBranchOptions
 * @property {number} [curve]
 * @property {number} [stemWidth]
 * @property {number} [leaves]
 * @property {number} [hips]
 * @property {number} [hipRadius] of the first hip (the next ones are a little smaller)
 */

/**
 * A rosehip branch: a woody stem, a few leaves and hips hanging from short stalks.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {RosehipBranchOptions} [options]
 */
export function rosehipBranch(pic, x, y, angle, length, options = {}) {
  const wood = '#6B4A36';
  const curve = options.curve ?? 0.2;
  let svg = strokePath(stemAt(pic, x, y, angle, length, curve, 0).pathData, wood, options.stemWidth ?? 3);
  const leafCount = options.leaves ?? 4;
  for (let i = 0; i < leafCount; i++) {
    const at = stemAt(pic, x, y, angle, length, curve, 0.3 + (0.6 * i) / leafCount);
    const side = i % 2 ? 1 : -1;
    svg += leaf(
      pic,
      at.point[0],
      at.point[1],
      at.angle + side * 55,
      length * 0.2,
      length * 0.07,
      mix(colours.moss, colours.sage, 0.25),
      {
        shade: colours.moss,
        vein: mix(colours.sage, colours.paper, 0.3),
        veinWidth: 1,
      },
    );
  }
  const hips = options.hips ?? 3;
  for (let i = 0; i < hips; i++) {
    const at = stemAt(pic, x, y, angle, length, curve, 0.55 + (0.45 * i) / Math.max(1, hips - 1));
    const side = i % 2 ? -1 : 1;
    const radius = (options.hipRadius ?? length * 0.07) * (1 - i * 0.08);
    const hang = at.angle + side * 70;
    const fromStem = placement(at.point[0], at.point[1], hang);
    const stalkEnd = fromStem(0, -radius * 1.2);
    const stalk = `M${pic.number(at.point[0])} ${pic.number(at.point[1])}L${pic.number(stalkEnd[0])} ${pic.number(stalkEnd[1])}`;
    svg += strokePath(stalk, wood, 1.6);
    svg += rosehip(pic, ...fromStem(0, -radius * 2.05), radius, hang);
  }
  return svg;
}

/**
 * A loose petal lying on a surface (squashed, as seen from the side).
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} length
 * @param {string} colour
 * @param {string} [shade]
 */
export function loosePetal(pic, x, y, angle, length, colour, shade) {
  const place = placement(x, y, angle, 1, 0.6);
  const petal = fillPath(pic.place(petalPath(length, length * 0.45), place), colour);
  return petal + (shade ? fillPath(pic.place(petalPath(length * 0.6, length * 0.2), place), shade) : '');
}

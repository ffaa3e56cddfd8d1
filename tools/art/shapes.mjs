// @ts-check
// Simple things the scenes share: soft shadows and glows, organic blobs, pebbles, water and stone cylinders.
import { colours, darken, lighten, mix } from './palette.mjs';
import { seededRandom } from './random.mjs';
import { ellipsePath, fillPath, opacity, placement, smoothClosedPath, strokePath, toRadians } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./svg.mjs').Point} Point */

/**
 * A soft elliptical contact shadow.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {number} [strength]
 * @param {string} [colour]
 */
export function shadow(pic, cx, cy, rx, ry, strength = 0.32, colour = colours.forestDeep) {
  const fill = pic.radial([
    [0, colour, strength],
    [0.55, colour, strength * 0.45],
    [1, colour, 0],
  ]);
  return fillPath(pic.place(ellipsePath(cx, cy, rx, ry)), fill);
}

/**
 * A long soft shadow on the floor, from the base segment x0..x1 at y towards dx, dy.
 * @param {Picture} pic
 * @param {number} x0
 * @param {number} x1
 * @param {number} y
 * @param {number} dx
 * @param {number} dy
 * @param {number} [strength]
 */
export function castShadow(pic, x0, x1, y, dx, dy, strength = 0.18) {
  return fillPath(
    pic.place(`M${x0} ${y}L${x1} ${y}L${x1 + dx} ${y + dy}L${x0 + dx * 0.9} ${y + dy}Z`),
    pic.linear(
      [
        [0, colours.forestDeep, strength],
        [1, colours.forestDeep, 0],
      ],
      dx > 0 ? 0 : 1,
      0,
      dx > 0 ? 1 : 0,
      0.3,
    ),
  );
}

/**
 * A soft glow fading out from its centre (light on a wall, calm behind text).
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} [colour]
 * @param {number} [strength]
 */
export function glow(pic, cx, cy, rx, ry, colour = colours.paper, strength = 0.75) {
  return fillPath(
    pic.place(ellipsePath(cx, cy, rx, ry)),
    pic.radial([
      [0, colour, strength],
      [0.6, colour, strength * 0.5],
      [1, colour, 0],
    ]),
  );
}

/**
 * An organic blob around cx, cy: an ellipse whose radius wobbles at `corners` points.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} seed
 * @param {number} [wobble]
 * @param {number} [corners]
 * @param {number} [rotation] degrees
 */
export function blob(pic, cx, cy, rx, ry, seed, wobble = 0.12, corners = 7, rotation = 0) {
  const random = seededRandom(seed);
  /** @type {Point[]} */
  const points = [];
  for (let i = 0; i < corners; i++) {
    const angle = toRadians(rotation) + (i / corners) * Math.PI * 2;
    const stretch = 1 + random.range(-wobble, wobble);
    points.push([cx + Math.cos(angle) * rx * stretch, cy + Math.sin(angle) * ry * stretch]);
  }
  return smoothClosedPath(points, pic.decimals);
}

/**
 * A smooth pebble with a soft highlight.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 * @param {string} colour
 * @param {string} seed
 */
export function pebble(pic, x, y, rx, ry, colour, seed) {
  return (
    fillPath(
      blob(pic, x, y, rx, ry, seed, 0.06, 8),
      pic.linear(
        [
          [0, lighten(colour, 0.35)],
          [1, darken(colour, 0.12)],
        ],
        0,
        0,
        0.4,
        1,
      ),
    ) +
    fillPath(pic.place(ellipsePath(x - rx * 0.3, y - ry * 0.45, rx * 0.35, ry * 0.18)), colours.white, opacity(0.35))
  );
}

/**
 * @typedef {object} DropletOptions
 * @property {number} [angle] degrees; 0 points the tip up
 * @property {string} [fill] instead of the clear water gradient
 * @property {string | false} [stroke] outline colour, or false for none
 */

/**
 * A water droplet (a teardrop) with a highlight; x, y is the centre of its round end, radius its size.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {DropletOptions} [options]
 */
export function droplet(pic, x, y, radius, options = {}) {
  const place = placement(x, y, options.angle ?? 0);
  const outline = `M0 ${-radius * 2}C${radius * 0.5} ${-radius * 1.2} ${radius} ${-radius * 0.7} ${radius} 0C${radius} ${radius * 0.56} ${radius * 0.56} ${radius} 0 ${radius}C${
    -radius * 0.56
  } ${radius} ${-radius} ${radius * 0.56} ${-radius} 0C${-radius} ${-radius * 0.7} ${-radius * 0.5} ${-radius * 1.2} 0 ${-radius * 2}Z`;
  const fill =
    options.fill ??
    pic.linear(
      [
        [0, colours.paper, 0.85],
        [1, mix(colours.sage, '#8FB3B0', 0.4), 0.75],
      ],
      0,
      0,
      0.4,
      1,
    );
  let svg = fillPath(pic.place(outline, place), fill);
  svg += fillPath(
    pic.place(ellipsePath(-radius * 0.38, -radius * 0.1, radius * 0.17, radius * 0.36), place),
    colours.white,
    opacity(0.85),
  );
  if (options.stroke !== false) {
    const stroke = options.stroke ?? mix(colours.sage, colours.moss, 0.2);
    svg += strokePath(pic.place(outline, place), stroke, Math.max(0.8, radius * 0.08), opacity(0.6));
  }
  return svg;
}

/**
 * A round bead of water, seen from above.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export function bead(pic, x, y, radius) {
  let svg = fillPath(
    pic.place(ellipsePath(x, y, radius, radius)),
    pic.radial(
      [
        [0, colours.paper, 0.2],
        [0.7, colours.paper, 0.45],
        [1, mix(colours.sage, colours.moss, 0.3), 0.55],
      ],
      0.5,
      0.55,
      0.55,
    ),
  );
  svg += fillPath(
    pic.place(ellipsePath(x - radius * 0.35, y - radius * 0.35, radius * 0.22, radius * 0.18)),
    colours.white,
    opacity(0.9),
  );
  return svg;
}

/**
 * A standing cylinder (a plinth, a stone) seen slightly from above: side from topY down by height, then the top.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} topY
 * @param {number} rx
 * @param {number} ry
 * @param {number} height
 * @param {string} colour
 */
export function cylinder(pic, cx, topY, rx, ry, height, colour) {
  const bottom = topY + height;
  const side = `M${cx - rx} ${topY}L${cx - rx} ${bottom}C${cx - rx} ${bottom + ry * 0.55} ${cx - rx * 0.55} ${
    bottom + ry
  } ${cx} ${bottom + ry}C${cx + rx * 0.55} ${bottom + ry} ${cx + rx} ${bottom + ry * 0.55} ${cx + rx} ${bottom}L${
    cx + rx
  } ${topY}Z`;
  return (
    fillPath(
      pic.place(side),
      pic.linear([
        [0, darken(colour, 0.06)],
        [0.25, lighten(colour, 0.25)],
        [0.65, colour],
        [1, darken(colour, 0.22)],
      ]),
    ) +
    fillPath(
      pic.place(ellipsePath(cx, topY, rx, ry)),
      pic.linear(
        [
          [0, lighten(colour, 0.45)],
          [1, lighten(colour, 0.1)],
        ],
        0,
        0,
        0.3,
        1,
      ),
    )
  );
}

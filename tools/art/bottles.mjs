// @ts-check
// Bottles, in front view, drawn around a centre x and standing on the floor line y; `scale` sizes them.
// Each returns its SVG, the y of its top and its half width, so a scene can place plants and shadows around it.
import { bodyOutline, capFill, glassFill, gloss } from './finishes.mjs';
import { label } from './labels.mjs';
import { colours } from './palette.mjs';
import { seededRandom } from './random.mjs';
import { ellipsePath, fillPath, opacity, placement, roundedRectPath, strokePath, toRadians } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./finishes.mjs').Finish} Finish */
/** @typedef {{ svg: string, top: number, half: number }} Container */

/**
 * A glass dropper bottle (serums and oils).
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function dropperBottle(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const half = 76;
  const top = -205;
  /** @param {string} pathData @param {string} fill @param {string} [extra] */
  const part = (pathData, fill, extra) => fillPath(pic.place(pathData, place), fill, extra);
  const bulb = finish.bulb ?? (finish.cap === colours.sand ? colours.forestDeep : finish.cap);
  let svg = part('M-21 -262C-24 -300 -20 -330 0 -331C20 -330 24 -300 21 -262Z', capFill(pic, bulb));
  svg += part(roundedRectPath(-13, -322, 5, 40, 2.5), colours.white, opacity(0.22));
  svg += part(roundedRectPath(-33, -266, 66, 50, 7), capFill(pic, finish.collar ?? colours.forest));
  svg += part(roundedRectPath(-33, -224, 66, 5, 2), colours.forestDeep, opacity(0.35));
  svg += part(roundedRectPath(-26, -220, 52, 18, 3), glassFill(pic, finish));
  svg += part(bodyOutline(half, top, [20, 6, 8, 22], [48, 12, 30, 50]), glassFill(pic, finish));
  svg += gloss(pic, place, -half + 9, half - 8, top + 40, -22);
  svg += part(roundedRectPath(-half + 4, -14, half * 2 - 8, 8, 4), colours.forestDeep, opacity(0.12));
  svg += label(pic, cx - 58 * scale, floorY + (top + 62) * scale, 116 * scale, 112 * scale, finish, name, scale);
  return { svg, top: floorY - 331 * scale, half: half * scale };
}

/**
 * A tall bottle with a ribbed screw cap (toners).
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function tallBottle(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const half = 58;
  const top = -262;
  let svg = fillPath(pic.place(roundedRectPath(-20, top - 14, 40, 18, 3), place), glassFill(pic, finish));
  svg += fillPath(pic.place(roundedRectPath(-27, top - 74, 54, 62, 8), place), capFill(pic, finish.cap));
  for (let rib = 1; rib < 7; rib++) {
    const ribX = -27 + rib * 7.7;
    svg += strokePath(
      pic.place(`M${ribX} ${top - 68}L${ribX} ${top - 18}`, place),
      colours.forestDeep,
      1,
      opacity(0.12),
    );
  }
  svg += fillPath(pic.place(bodyOutline(half, top, [16, 5, 7, 18], [40, 10, 22, 38]), place), glassFill(pic, finish));
  svg += gloss(pic, place, -half + 8, half - 7, top + 34, -20);
  svg += label(pic, cx - 46 * scale, floorY + (top + 80) * scale, 92 * scale, 128 * scale, finish, name, scale, {
    maxSize: 14,
  });
  return { svg, top: floorY + (top - 74) * scale, half: half * scale };
}

/**
 * A spray bottle with a puff of mist (facial mists).
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function sprayBottle(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const half = 56;
  const top = -240;
  let svg = '';
  const random = seededRandom(`mist${name}`);
  for (const fade of [0.5, 0.9]) {
    for (let i = 0; i < 8; i++) {
      const angle = random.range(-198, -162);
      const distance = random.range(24, 100);
      const [x, y] = place(
        -30 + Math.cos(toRadians(angle)) * distance,
        top - 48 + Math.sin(toRadians(angle)) * distance * 0.6,
      );
      const radius = random.range(1.5, 3.2) * scale;
      svg += fillPath(pic.place(ellipsePath(x, y, radius, radius)), colours.paper, opacity(fade));
    }
  }
  /** @param {string} pathData */
  const capPart = (pathData) => fillPath(pic.place(pathData, place), capFill(pic, finish.cap));
  svg += capPart(roundedRectPath(-19, top - 16, 38, 20, 3));
  svg += capPart(roundedRectPath(-14, top - 56, 28, 42, 5));
  svg += capPart(roundedRectPath(-26, top - 52, 14, 9, 3));
  svg += capPart(roundedRectPath(-22, top - 70, 44, 16, 6));
  svg += fillPath(pic.place(bodyOutline(half, top, [16, 5, 7, 18], [44, 12, 26, 40]), place), glassFill(pic, finish));
  svg += gloss(pic, place, -half + 8, half - 7, top + 36, -20);
  svg += label(pic, cx - 44 * scale, floorY + (top + 76) * scale, 88 * scale, 122 * scale, finish, name, scale, {
    maxSize: 14,
  });
  return { svg, top: floorY + (top - 70) * scale, half: half * scale };
}

/**
 * A pump bottle: the container for anything the others do not suit.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function pumpBottle(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const half = 66;
  const top = -230;
  /** @param {string} pathData */
  const capPart = (pathData) => fillPath(pic.place(pathData, place), capFill(pic, finish.cap));
  let svg = capPart(roundedRectPath(-7, top - 62, 14, 50, 3));
  svg += capPart(
    `M-26 ${top - 78}L30 ${top - 78}C38 ${top - 78} 46 ${top - 74} 50 ${top - 66}L46 ${top - 62}L-26 ${top - 62}Z`,
  );
  svg += capPart(roundedRectPath(-26, top - 86, 52, 14, 5));
  svg += capPart(roundedRectPath(-25, top - 20, 50, 24, 5));
  svg += fillPath(pic.place(bodyOutline(half, top, [18, 5, 7, 20], [36, 8, 20, 40]), place), glassFill(pic, finish));
  svg += gloss(pic, place, -half + 9, half - 8, top + 30, -20);
  svg += label(pic, cx - 52 * scale, floorY + (top + 64) * scale, 104 * scale, 120 * scale, finish, name, scale);
  return { svg, top: floorY + (top - 86) * scale, half: half * scale };
}

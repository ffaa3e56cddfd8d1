// @ts-check
// Small pictures: rating stars, the favicon and the installed app's icons, the testimonial quote mark and the
// round ingredient icons. Every function takes the picture's precision (decimal places kept) and returns the SVG text.
import { aloe, leaf, teaSprig } from '../botanicals.mjs';
import { chamomileStem, rosehipBranch } from '../flowers.mjs';
import { colours, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { droplet, shadow } from '../shapes.mjs';
import { ellipsePath, fillPath, placement, roundedRectPath, strokePath, toRadians } from '../svg.mjs';

/**
 * A five-pointed star as a closed path.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} cy
 * @param {number} outer radius of the points
 * @param {number} inner radius of the notches
 */
function starPath(pic, cx, cy, outer, inner) {
  const corners = [];
  for (let i = 0; i < 10; i++) {
    const angle = toRadians(-90 + i * 36);
    const radius = i % 2 ? inner : outer;
    corners.push(`${pic.number(cx + Math.cos(angle) * radius)} ${pic.number(cy + Math.sin(angle) * radius)}`);
  }
  return ('M' + corners.join('L') + 'Z').replace(/ -/g, '-');
}

/**
 * Five stars, filled up to `rating` (half stars are clipped at their middle).
 * @param {number} rating
 * @param {number} decimals
 */
export function ratingSvg(rating, decimals) {
  const pic = new Picture(100, 20, decimals);
  const filledEdge = `stroke="${colours.star}" stroke-width="1" stroke-linejoin="round"`;
  const outline = (/** @type {string} */ colour) => `stroke="${colour}" stroke-width="1.2" stroke-linejoin="round"`;
  let svg = '';
  for (let i = 0; i < 5; i++) {
    const cx = 10 + i * 20;
    const star = starPath(pic, cx, 10.6, 8.6, 3.9);
    const leftHalf = `M${cx - 10} 0H${cx}V20H${cx - 10}Z`;
    if (rating >= i + 1) svg += fillPath(star, colours.star, filledEdge);
    else if (rating > i) {
      svg += `<g ${pic.clip(leftHalf)}>${fillPath(star, colours.star)}</g>`;
      svg += fillPath(star, 'none', outline(colours.starEmpty));
      svg += `<g ${pic.clip(leftHalf)}>${fillPath(star, 'none', outline(colours.star))}</g>`;
    } else svg += fillPath(star, 'none', outline(colours.starEmpty));
  }
  return pic.svg(svg);
}

/**
 * The brand mark: a sprout of two leaves on a terracotta line of soil, as the favicon draws it (64 units high),
 * centred on x, y (the favicon's centre) and `scale` times that size.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {number} [stemEnd] where the stem ends, in the favicon's units below its centre: on the soil line (20), or
 *   a unit above it, so that the stem's round end, a little wider than the line, does not peek out under it (seen in
 *   the larger pictures only)
 */
function sprout(pic, x, y, scale, stemEnd = 20) {
  const place = placement(x, y, 0, scale);
  let svg = strokePath(pic.place(`M0 ${stemEnd}C0 12 -0.5 6 0 -2`, place), colours.forest, 3.4 * scale);
  svg += leaf(pic, x, y + 4 * scale, -52, 22 * scale, 8 * scale, colours.moss, { shade: colours.forest });
  svg += leaf(pic, x, y - 2 * scale, 34, 26 * scale, 9.5 * scale, colours.forest, { shade: colours.forestDeep });
  svg += strokePath(pic.place('M-8 20L8 20', place), colours.terracotta, 3 * scale);
  return svg;
}

/** The favicon: a sprout on a cream disc. @param {number} decimals */
export function faviconSvg(decimals) {
  const pic = new Picture(64, 64, decimals);
  let svg = fillPath(ellipsePath(32, 32, 31, 31), colours.cream);
  svg += fillPath(pic.place(ellipsePath(32, 32, 30, 30)), 'none', `stroke="${colours.sage}" stroke-width="1.5"`);
  svg += sprout(pic, 32, 32, 1);
  return pic.svg(svg);
}

/**
 * The sprout in the middle of a 512 x 512 app icon, ending its stem inside the soil. Its own middle lies a little
 * left of and above the favicon's centre (at about 31.5, 30.8 of its 64 units), so it moves to sit in the icon's.
 * @param {Picture} pic
 * @param {number} scale
 */
const centredSprout = (pic, scale) => sprout(pic, 256 + 0.5 * scale, 256 + 1.2 * scale, scale, 19);

/**
 * The installed app's icon for any use (the manifest lists it): the sprout on a rounded cream tile edged in sage.
 * @param {number} decimals
 */
export function appIconSvg(decimals) {
  const pic = new Picture(512, 512, decimals);
  const tile = pic.vertical([
    [0, colours.paper],
    [1, colours.cream],
  ]);
  let svg = fillPath(pic.place(roundedRectPath(16, 16, 480, 480, 112)), tile);
  svg += fillPath(
    pic.place(roundedRectPath(28, 28, 456, 456, 100)),
    'none',
    `stroke="${colours.sage}" stroke-width="8"`,
  );
  svg += centredSprout(pic, 6.6);
  return pic.svg(svg);
}

/**
 * The installed app's maskable icon: cream to every edge, since the platform cuts its own shape (a circle, a
 * rounded square) out of it. Every such shape keeps the safe zone, a circle of radius 40% of the size; the sprout
 * stays within 30%, since Android shows little more than the middle two thirds.
 * @param {number} decimals
 */
export function maskableIconSvg(decimals) {
  const pic = new Picture(512, 512, decimals);
  let svg = `<rect width="512" height="512" fill="${colours.cream}"/>`;
  const glow = pic.radial([
    [0, colours.paper],
    [1, colours.cream],
  ]);
  svg += fillPath(pic.place(ellipsePath(256, 256, 204, 204)), glow);
  svg += centredSprout(pic, 5.4);
  return pic.svg(svg);
}

/** Two terracotta quotation marks. @param {number} decimals */
export function quoteSvg(decimals) {
  const pic = new Picture(64, 64, decimals);
  /** @param {number} x */
  const mark = (x) =>
    fillPath(
      pic.place(
        `M${x + 11} 18C${x + 3} 22 ${x - 2} 30 ${x - 2} 38C${x - 2} 45 ${x + 2} 48 ${x + 7} 48C${x + 12} 48 ${x + 15} 45 ${x + 15} 40C${
          x + 15
        } 35 ${x + 12} 32 ${x + 7} 32C${x + 6} 32 ${x + 5.4} 32 ${x + 5} 32.3C${x + 6} 27 ${x + 9} 23 ${x + 13.5} 20.5Z`,
      ),
      colours.terracotta,
    );
  return pic.svg(mark(14) + mark(35));
}

/** @typedef {'aloe' | 'chamomile' | 'rosehip' | 'green-tea'} Ingredient */

/**
 * A round ingredient icon (160 x 160): the plant on a tinted disc, clipped to it.
 * @param {Ingredient} ingredient
 * @param {number} decimals
 */
export function ingredientSvg(ingredient, decimals) {
  const pic = new Picture(160, 160, decimals);
  const disc = pic.clip(ellipsePath(80, 80, 78, 78));
  /** @param {string} tint */
  const base = (tint) =>
    fillPath(
      ellipsePath(80, 80, 78, 78),
      pic.vertical([
        [0, lighten(tint, 0.3)],
        [1, tint],
      ]),
    );
  let svg = '';
  let plant = '';
  if (ingredient === 'aloe') {
    svg += base(colours.sageLight);
    plant += shadow(pic, 80, 128, 40, 6, 0.2);
    plant += aloe(pic, 80, 128, 96, { angles: [-58, -32, -10, 12, 34, 60] });
    plant += droplet(pic, 118, 60, 6) + droplet(pic, 44, 74, 4.5);
  } else if (ingredient === 'chamomile') {
    svg += base(mix(colours.sageLight, colours.sage, 0.25));
    plant += chamomileStem(pic, 70, 168, 8, 108, 26, { tilt: 0.9 });
    plant += chamomileStem(pic, 92, 168, 26, 80, 20, { tilt: 0.8, rotation: 14, leaves: false, curve: -0.1 });
    plant += chamomileStem(pic, 58, 168, -28, 62, 15, { tilt: 0.75, rotation: 5, leaves: false });
  } else if (ingredient === 'rosehip') {
    svg += base(colours.blush);
    plant += rosehipBranch(pic, 28, 150, 38, 150, { hips: 3, hipRadius: 12, curve: -0.18, leaves: 4 });
  } else {
    svg += base(mix(colours.sageLight, colours.sand, 0.35));
    plant += teaSprig(pic, 84, 160, -10, 124, { curve: 0.16 });
  }
  svg += `<g ${disc}>${plant}</g>`;
  svg += fillPath(
    ellipsePath(80, 80, 77, 77),
    'none',
    `stroke="${colours.paper}" stroke-opacity=".7" stroke-width="2"`,
  );
  return pic.svg(svg);
}

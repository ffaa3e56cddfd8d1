// @ts-check
// Jars, tubes and tins, in front view around a centre x on the floor line y (see bottles.mjs), and a jar's lid.
import { sprout } from './botanicals.mjs';
import { bodyOutline, capFill, glassFill } from './finishes.mjs';
import { label, nameText } from './labels.mjs';
import { colours, darken, lighten, mix } from './palette.mjs';
import { ellipsePath, fillPath, opacity, placement, roundedRectPath, strokePath } from './svg.mjs';

/** @typedef {import('./picture.mjs').Picture} Picture */
/** @typedef {import('./finishes.mjs').Finish} Finish */
/** @typedef {import('./bottles.mjs').Container} Container */

/**
 * A wide jar with a ribbed lid, or open (seen a little from above) with a swirl of cream.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @param {{ open?: boolean, cream?: string }} [options]
 * @returns {Container}
 */
export function jar(pic, cx, floorY, finish, name, scale = 1, options = {}) {
  const place = placement(cx, floorY, 0, scale);
  const half = 118;
  const height = 132;
  /** @param {string} pathData @param {string} fill @param {string} [extra] */
  const part = (pathData, fill, extra) => fillPath(pic.place(pathData, place), fill, extra);
  let svg = part(bodyOutline(half, -height, [28, 8, 10, 30], [12, 4, 4, 12]), glassFill(pic, finish));
  svg += part(roundedRectPath(-half + 10, -height + 14, 9, height - 40, 4.5), colours.white, opacity(0.35));
  svg += part(roundedRectPath(-half + 4, -10, half * 2 - 8, 8, 4), colours.forestDeep, opacity(0.1));
  let top = -height;
  if (options.open) {
    const cream = options.cream ?? colours.paper;
    const rim = -height;
    svg += part(
      ellipsePath(0, rim, half - 1, 20),
      pic.vertical([
        [0, finish.glass[2]],
        [1, finish.glass[0]],
      ]),
    );
    svg += part(
      ellipsePath(0, rim + 2, half - 12, 14),
      pic.vertical([
        [0, mix(cream, colours.sand, 0.5)],
        [1, cream],
      ]),
    );
    svg += part(
      `M-52 ${rim + 4}C-50 ${rim - 14} -22 ${rim - 22} 2 ${rim - 30}C12 ${rim - 34} 18 ${rim - 42} 12 ${rim - 48}C30 ${rim - 40} 34 ${rim - 24} 22 ${rim - 14}C44 ${rim - 10} 56 ${rim - 4} 56 ${rim + 4}C20 ${rim + 12} -20 ${rim + 12} -52 ${rim + 4}Z`,
      pic.linear(
        [
          [0, cream],
          [1, mix(cream, colours.sand, 0.6)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    const swirl = `M-30 ${rim - 6}C-10 ${rim - 18} 18 ${rim - 20} 30 ${rim - 12}`;
    svg += strokePath(pic.place(swirl, place), mix(cream, colours.sand, 0.7), 2.4 * scale);
    top = rim - 48;
  } else {
    const lidColour = finish.lid ?? finish.cap;
    const lidWidth = half * 2 + 10;
    svg += part(roundedRectPath(-half - 5, -height - 58, lidWidth, 62, 10), capFill(pic, lidColour));
    for (let rib = 1; rib < 24; rib++) {
      const ribX = -half - 5 + (rib * lidWidth) / 24;
      const ribPath = `M${ribX} ${-height - 52}L${ribX} ${-height - 4}`;
      svg += strokePath(pic.place(ribPath, place), colours.forestDeep, 1, opacity(0.1));
    }
    svg += part(roundedRectPath(-half - 5, -height - 58, lidWidth, 7, 3.5), colours.white, opacity(0.25));
    top = -height - 58;
  }
  const [labelX, labelY] = [cx - 78 * scale, floorY - (height - 22) * scale];
  svg += label(pic, labelX, labelY, 156 * scale, (height - 46) * scale, finish, name, scale, { maxSize: 15 });
  return { svg, top: floorY + top * scale, half: half * scale };
}

/**
 * A squeeze tube standing on its cap.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function tube(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const top = -318;
  /** @param {string} pathData @param {string} fill @param {string} [extra] */
  const part = (pathData, fill, extra) => fillPath(pic.place(pathData, place), fill, extra);
  /** @param {number} x @param {number} y0 @param {number} y1 @param {number} strength */
  const rib = (x, y0, y1, strength) =>
    strokePath(pic.place(`M${x} ${y0}L${x} ${y1}`, place), colours.forestDeep, 1, opacity(strength));
  let svg = part(roundedRectPath(-40, -58, 80, 58, 9), capFill(pic, finish.cap));
  for (let i = 1; i < 10; i++) svg += rib(-40 + i * 8, -52, -6, 0.1);
  svg += part(roundedRectPath(-30, -66, 60, 12, 3), capFill(pic, finish.cap));
  svg += part(
    `M-44 -64C-54 -140 -72 ${top + 80} -72 ${top + 18}L72 ${top + 18}C72 ${top + 80} 54 -140 44 -64Z`,
    glassFill(pic, finish),
  );
  svg += part(
    `M-60 ${top + 30}C-60 ${top + 100} -48 -150 -38 -80L-30 -80C-40 -150 -52 ${top + 100} -52 ${top + 30}Z`,
    colours.white,
    opacity(0.3),
  );
  // the crimped seal at the top
  svg += part(
    roundedRectPath(-76, top, 152, 22, 3),
    pic.vertical([
      [0, finish.glass[0]],
      [1, finish.glass[2]],
    ]),
  );
  for (let i = 1; i < 19; i++) svg += rib(-76 + i * 8, top + 4, top + 18, 0.12);
  svg += label(pic, cx - 50 * scale, floorY + (top + 50) * scale, 100 * scale, 132 * scale, finish, name, scale, {
    maxSize: 14,
  });
  return { svg, top: floorY + top * scale, half: 72 * scale };
}

/**
 * A small round tin (lip balm), seen slightly from above, with a round sticker on the lid.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {Finish} finish
 * @param {string | null} name
 * @param {number} [scale]
 * @returns {Container}
 */
export function tin(pic, cx, floorY, finish, name, scale = 1) {
  const place = placement(cx, floorY, 0, scale);
  const rx = 128;
  const ry = 40;
  const side = 64;
  const lidHeight = 30;
  const bottomY = -ry; // centre of the bottom ellipse
  const rimY = bottomY - side; // centre of the base's top
  let svg = fillPath(
    pic.place(
      `M${-rx} ${rimY}L${-rx} ${bottomY}C${-rx} ${bottomY + ry * 0.55} ${-rx * 0.55} ${bottomY + ry} 0 ${bottomY + ry}C${rx * 0.55} ${bottomY + ry} ${rx} ${bottomY + ry * 0.55} ${rx} ${bottomY}L${rx} ${rimY}Z`,
      place,
    ),
    glassFill(pic, finish),
  );
  const lidY = rimY - lidHeight + 8;
  const lidColour = finish.lid ?? finish.glass[1];
  const lidBottom = rimY + 8;
  svg += fillPath(
    pic.place(
      `M${-rx - 4} ${lidY}L${-rx - 4} ${lidBottom}C${-rx - 4} ${lidBottom + ry * 0.55} ${-rx * 0.55} ${lidBottom + ry} 0 ${lidBottom + ry}C${rx * 0.55} ${lidBottom + ry} ${rx + 4} ${lidBottom + ry * 0.55} ${rx + 4} ${lidBottom}L${rx + 4} ${lidY}Z`,
      place,
    ),
    pic.linear([
      [0, darken(lidColour, 0.05)],
      [0.2, lighten(lidColour, 0.3)],
      [0.6, lidColour],
      [1, darken(lidColour, 0.3)],
    ]),
  );
  svg += fillPath(
    pic.place(ellipsePath(0, lidY, rx + 4, ry + 2), place),
    pic.linear(
      [
        [0, lighten(lidColour, 0.35)],
        [1, darken(lidColour, 0.08)],
      ],
      0,
      0,
      0.6,
      1,
    ),
  );
  const groove = `stroke="${darken(lidColour, 0.15)}" stroke-opacity=".35" stroke-width="${pic.number(1.5 * scale)}"`;
  svg += fillPath(pic.place(ellipsePath(0, lidY, rx - 10, ry - 6), place), 'none', groove);
  const [stickerX, stickerY] = place(0, lidY);
  svg += fillPath(pic.place(ellipsePath(stickerX, stickerY, 96 * scale, 30 * scale)), finish.label);
  const edge = `stroke="${finish.accent}" stroke-opacity=".5" stroke-width="${pic.number(scale)}"`;
  svg += fillPath(pic.place(ellipsePath(stickerX, stickerY, 90 * scale, 26 * scale)), 'none', edge);
  if (name) svg += nameText(pic, name, stickerX, stickerY, 138 * scale, 2, 15 * scale, finish.ink);
  else svg += sprout(pic, stickerX, stickerY - 6 * scale, scale * 1.3, finish.accent);
  return { svg, top: floorY + (lidY - ry) * scale, half: rx * scale };
}

/**
 * A jar's lid standing on its edge, seen face on.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} colour
 */
export function lidDisc(pic, cx, cy, radius, colour) {
  const face = fillPath(
    pic.place(ellipsePath(cx, cy, radius, radius)),
    pic.linear(
      [
        [0, lighten(colour, 0.2)],
        [1, darken(colour, 0.25)],
      ],
      0,
      0,
      0.7,
      1,
    ),
  );
  const groove = `stroke="${lighten(colour, 0.35)}" stroke-opacity=".5" stroke-width="2"`;
  return (
    face +
    fillPath(pic.place(ellipsePath(cx, cy, radius * 0.84, radius * 0.84)), 'none', groove) +
    sprout(pic, cx, cy - radius * 0.12, radius / 16, lighten(colour, 0.6))
  );
}

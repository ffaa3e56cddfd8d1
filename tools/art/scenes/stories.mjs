// @ts-check
// Story pictures (800 x 640): the workshop on the About page and the skin diagnosis profile.
import { layered, leaf, leafParts, sprig } from '../botanicals.mjs';
import { FINISHES, dropperBottle } from '../containers.mjs';
import { chamomile, loosePetal } from '../flowers.mjs';
import { colours, darken, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { blob, droplet, glow, pebble, shadow } from '../shapes.mjs';
import {
  archPath,
  ellipsePath,
  fillPath,
  opacity,
  placement,
  roundedRectPath,
  smoothClosedPath,
  strokePath,
} from '../svg.mjs';

/** @typedef {import('../svg.mjs').Point} Point */

/**
 * A bunch of herbs hanging upside down from a string to dry.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y where the string is tied
 * @param {number} length
 */
function hangingBunch(pic, x, y, length) {
  let svg = strokePath(`M${x} 0L${x} ${y}`, '#8A6E58', 1.5);
  svg += fillPath(pic.place(roundedRectPath(x - 8, y - 4, 16, 12, 3)), colours.terracotta);
  for (const [angle, share] of [
    [166, 0.85],
    [180, 1.05],
    [194, 0.9],
  ]) {
    svg += sprig(pic, x, y + 6, angle, length * share, {
      count: 3,
      leafLength: 30,
      leafWidth: 7,
      spread: 40,
      curve: (angle - 180) / 200,
      colours: [mix(colours.sage, colours.sand, 0.2), null],
      stemWidth: 1.6,
      taper: 0.3,
    });
  }
  return svg;
}

/**
 * An Erlenmeyer flask with water and a sprig in it.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {number} scale
 */
function flask(pic, cx, floorY, scale) {
  const place = placement(cx, floorY, 0, scale);
  const glassLine = mix(colours.sage, colours.moss, 0.3);
  let svg = sprig(pic, ...place(0, -150), -8, 150 * scale, {
    count: 5,
    leafLength: 40 * scale,
    leafWidth: 10 * scale,
    curve: 0.15,
    colours: [colours.sage, mix(colours.sage, colours.moss, 0.35)],
  });
  const body = `M-14 -160L-14 -100L-62 -12C-66 -4 -62 0 -54 0L54 0C62 0 66 -4 62 -12L14 -100L14 -160Z`;
  const water = `M-40 -52L40 -52L62 -12C66 -4 62 0 54 0L-54 0C-62 0 -66 -4 -62 -12Z`;
  svg += fillPath(pic.place(water, place), mix(colours.sageLight, colours.sage, 0.4), opacity(0.8));
  svg += strokePath(pic.place(`M-2 -52L-2 -150`, place), mix(colours.moss, colours.sage, 0.3), 2 * scale);
  svg += fillPath(pic.place(body, place), colours.white, opacity(0.25));
  svg += strokePath(pic.place(body, place), glassLine, 2 * scale, opacity(0.7));
  svg += strokePath(pic.place(`M-18 -162L18 -162`, place), glassLine, 3 * scale);
  svg += strokePath(pic.place(`M-40 -30L-24 -62`, place), colours.white, 4 * scale, opacity(0.7));
  return svg;
}

/**
 * A terracotta pot with a leafy plant.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {number} scale
 */
function pottedPlant(pic, cx, floorY, scale) {
  const place = placement(cx, floorY, 0, scale);
  let svg = '';
  for (const [angle, length, curve] of [
    [-28, 210, 0.15],
    [0, 250, -0.1],
    [28, 200, -0.14],
  ]) {
    svg += sprig(pic, ...place(0, -110), angle, length * scale, {
      count: 5,
      leafLength: 58 * scale,
      leafWidth: 20 * scale,
      curve,
      colours: [mix(colours.moss, colours.sage, 0.3), colours.moss],
      taper: 0.3,
    });
  }
  svg += fillPath(
    pic.place(`M-62 -100L62 -100L48 -6C47 -2 44 0 40 0L-40 0C-44 0 -47 -2 -48 -6Z`, place),
    pic.linear([
      [0, lighten(colours.terracotta, 0.15)],
      [0.35, lighten(colours.terracotta, 0.3)],
      [1, darken(colours.terracotta, 0.2)],
    ]),
  );
  svg += fillPath(
    pic.place(roundedRectPath(-70, -122, 140, 26, 4), place),
    pic.linear([
      [0, colours.terracotta],
      [0.35, lighten(colours.terracotta, 0.3)],
      [1, darken(colours.terracotta, 0.2)],
    ]),
  );
  return svg;
}

/**
 * A stone mortar with a pestle and a flower head.
 * @param {Picture} pic
 * @param {number} cx
 * @param {number} floorY
 * @param {number} scale
 */
function mortar(pic, cx, floorY, scale) {
  const place = placement(cx, floorY, 0, scale);
  let svg = fillPath(
    pic.place(roundedRectPath(-22, -150, 22, 120, 11), placement(cx, floorY, 24, scale)),
    pic.linear([
      [0, lighten(colours.sand, 0.3)],
      [1, darken(colours.sand, 0.2)],
    ]),
  );
  svg += fillPath(
    pic.place(`M-80 -64C-78 -20 -50 0 0 0C50 0 78 -20 80 -64Z`, place),
    pic.linear([
      [0, lighten(colours.sand, 0.2)],
      [0.4, lighten(colours.sand, 0.4)],
      [1, darken(colours.sand, 0.25)],
    ]),
  );
  svg += fillPath(pic.place(ellipsePath(0, -64, 80, 12), place), darken(colours.sand, 0.15));
  svg += chamomile(pic, ...place(-30, -70), 16 * scale, { tilt: 0.45 });
  return svg;
}

/**
 * The stories' backdrop: the whole 800 x 640 picture, paper fading down to cream.
 * @param {Picture} pic
 */
function paperWall(pic) {
  return fillPath(
    'M0 0H800V640H0Z',
    pic.vertical([
      [0, colours.paper],
      [1, colours.cream],
    ]),
  );
}

/** The workshop: drying herbs, a window on the garden and the tools of the trade. @param {number} decimals */
export function aboutSvg(decimals) {
  const pic = new Picture(800, 640, decimals);
  const floorY = 500;
  let svg = paperWall(pic);
  // a window arch with a soft garden view
  svg += fillPath(
    archPath(420, 740, 70, floorY - 30),
    pic.vertical([
      [0, lighten(colours.sageLight, 0.5)],
      [1, colours.sageLight],
    ]),
  );
  svg += fillPath(
    `M420 ${floorY - 110}C520 ${floorY - 150} 640 ${floorY - 170} 740 ${floorY - 130}V${floorY - 30}H420Z`,
    mix(colours.sageLight, colours.sage, 0.45),
  );
  svg += fillPath(
    `M420 ${floorY - 80}C500 ${floorY - 100} 600 ${floorY - 95} 740 ${floorY - 70}V${floorY - 30}H420Z`,
    mix(colours.sage, colours.moss, 0.15),
  );
  svg += strokePath(`M580 70L580 ${floorY - 30}M420 260L740 260`, colours.paper, 8);
  svg += fillPath(archPath(420, 740, 70, floorY - 30), 'none', `stroke="${colours.paper}" stroke-width="10"`);
  svg += hangingBunch(pic, 140, 90, 150) + hangingBunch(pic, 260, 60, 120);
  // the table
  svg += fillPath(
    `M0 ${floorY}H800V640H0Z`,
    pic.vertical([
      [0, mix(colours.sand, colours.clay, 0.25)],
      [1, colours.sand],
    ]),
  );
  svg += fillPath(`M0 ${floorY}H800V${floorY + 6}H0Z`, colours.paper, opacity(0.5));
  // on the table
  svg += shadow(pic, 600, floorY + 18, 110, 14, 0.25) + pottedPlant(pic, 600, floorY + 18, 1.05);
  svg += shadow(pic, 330, floorY + 30, 80, 10, 0.25) + flask(pic, 330, floorY + 30, 1);
  svg += shadow(pic, 150, floorY + 44, 100, 12, 0.25) + mortar(pic, 150, floorY + 44, 1);
  svg += shadow(pic, 462, floorY + 62, 50, 7, 0.28);
  svg += dropperBottle(pic, 462, floorY + 62, FINISHES.amber, null, 0.46).svg;
  svg += pebble(pic, 520, floorY + 64, 18, 9, mix(colours.sand, '#B9AE9A', 0.5), 'about');
  svg += leaf(pic, 250, floorY + 100, 70, 80, 18, colours.sage, {
    shade: mix(colours.sage, colours.moss, 0.35),
    vein: colours.sageLight,
  });
  svg += loosePetal(pic, 700, floorY + 96, -30, 18, colours.clay, lighten(colours.clay, 0.3));
  svg += loosePetal(pic, 730, floorY + 110, 40, 14, colours.clay);
  return pic.svg(svg);
}

/**
 * A face in profile, looking right (x, y pairs round the outline).
 * @type {Point[]}
 */
const PROFILE = [
  [345, 92],
  [420, 104],
  [466, 146],
  [484, 202],
  [487, 246],
  [480, 270],
  [490, 304],
  [506, 334],
  [516, 352],
  [506, 364],
  [490, 368],
  [489, 380],
  [497, 392],
  [489, 402],
  [495, 414],
  [484, 428],
  [489, 450],
  [479, 470],
  [454, 482],
  [428, 492],
  [421, 540],
  [426, 660],
  [292, 660],
  [300, 560],
  [288, 500],
  [250, 420],
  [236, 320],
  [255, 190],
];

/**
 * A four-pointed sparkle.
 * @param {Picture} pic
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
function sparkle(pic, x, y, radius) {
  const pinch = radius * 0.15;
  return fillPath(
    pic.place(
      `M${x} ${y - radius}C${x + pinch} ${y - pinch} ${x + pinch} ${y - pinch} ${x + radius} ${y}C${x + pinch} ${y + pinch} ${
        x + pinch
      } ${y + pinch} ${x} ${y + radius}C${x - pinch} ${y + pinch} ${x - pinch} ${y + pinch} ${x - radius} ${y}C${x - pinch} ${
        y - pinch
      } ${x - pinch} ${y - pinch} ${x} ${y - radius}Z`,
    ),
    colours.terracotta,
  );
}

/** Skin diagnosis: a calm profile with leaves for hair, and a magnifier holding a droplet. @param {number} decimals */
export function diagnosisSvg(decimals) {
  const pic = new Picture(800, 640, decimals);
  let svg = paperWall(pic);
  svg += fillPath(
    blob(pic, 420, 320, 300, 270, 'diag', 0.07, 8),
    pic.vertical([
      [0, lighten(colours.blush, 0.35)],
      [1, colours.blush],
    ]),
  );
  svg += fillPath(
    smoothClosedPath(PROFILE, pic.decimals, 0.95),
    pic.linear(
      [
        [0, mix(colours.clay, colours.blush, 0.45)],
        [1, mix(colours.clay, colours.terracotta, 0.15)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  svg += glow(pic, 440, 370, 46, 36, colours.terracotta, 0.3);
  // a closed eye and a hint of lips
  svg += strokePath('M444 268Q458 278 472 270', colours.forest, 2.6);
  svg += strokePath('M449 273L444 280M457 276L455 284M465 275L466 282', colours.forest, 1.6);
  svg += strokePath('M486 402Q492 402 495 404', darken(colours.terracotta, 0.2), 2, opacity(0.6));
  // leaves growing from the back of the head, like hair
  /** @type {Array<[string, string]>} */
  const leafColours = [
    [colours.sage, mix(colours.sage, colours.moss, 0.35)],
    [mix(colours.moss, colours.sage, 0.3), colours.moss],
  ];
  const hair = [-8, -32, -56, -80, -104, -128, -150, 14, 36].map((angle, i) => {
    const length = 190 - Math.abs(angle + 60) * 0.6;
    const [x, y] = placement(345, 250, angle)(0, -70);
    const [fill, shade] = /** @type {[string, string]} */ (leafColours[i % 2]);
    return leafParts(pic, x, y, angle, length, length * 0.2, fill, { shade, vein: colours.sageLight, bend: 0.06 });
  });
  svg += layered(hair);
  // a sprig in front of the neck
  svg += sprig(pic, 470, 650, -12, 200, {
    count: 5,
    leafLength: 56,
    leafWidth: 13,
    curve: -0.18,
    colours: leafColours[0],
    vein: colours.sageLight,
  });
  // the magnifier, holding a droplet
  const [lensX, lensY] = [620, 330];
  svg += strokePath(`M${lensX + 58} ${lensY + 58}L${lensX + 130} ${lensY + 130}`, colours.terracotta, 22);
  svg += strokePath(`M${lensX + 60} ${lensY + 60}L${lensX + 76} ${lensY + 76}`, colours.forest, 24);
  svg += fillPath(
    pic.place(ellipsePath(lensX, lensY, 84, 84)),
    pic.radial([
      [0, colours.paper, 0.85],
      [1, colours.sageLight, 0.75],
    ]),
  );
  svg += droplet(pic, lensX, lensY + 24, 28);
  svg += fillPath(pic.place(ellipsePath(lensX, lensY, 84, 84)), 'none', `stroke="${colours.forest}" stroke-width="12"`);
  const glint = `M${lensX - 58} ${lensY - 26}Q${lensX - 50} ${lensY - 52} ${lensX - 24} ${lensY - 62}`;
  svg += strokePath(glint, colours.white, 6, opacity(0.9));
  // droplets and sparkles
  svg += droplet(pic, 560, 190, 9) + droplet(pic, 700, 200, 7) + droplet(pic, 540, 480, 6);
  svg += sparkle(pic, 650, 150, 14) + sparkle(pic, 735, 290, 9) + sparkle(pic, 600, 230, 7);
  return pic.svg(svg);
}

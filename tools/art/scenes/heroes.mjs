// @ts-check
// The home page's hero slides (1600 x 900). The slide's title sits over the left 45 %, so the left is kept light
// and calm and the still life stands on the right.
import { eucalyptus, leaf, sprig } from '../botanicals.mjs';
import { FINISHES, dropperBottle, jar, lidDisc, tallBottle } from '../containers.mjs';
import { chamomile, chamomileStem, loosePetal, rosehip, rosehipBranch } from '../flowers.mjs';
import { colours, darken, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { seededRandom } from '../random.mjs';
import { bead, castShadow, cylinder, droplet, glow, pebble, shadow } from '../shapes.mjs';
import { archPath, ellipsePath, fillPath, opacity, placement, strokePath } from '../svg.mjs';

const WIDTH = 1600;
const HEIGHT = 900;

/**
 * @typedef {object} Room
 * @property {string} wall
 * @property {[x0: number, x1: number, top: number]} [arch] a window arch behind the still life
 * @property {string} [archColour]
 * @property {number} floor the y where the floor starts
 * @property {string} floorColour
 */

/**
 * Wall, window arch and floor, shared by the slides.
 * @param {Picture} pic
 * @param {Room} room
 */
function heroRoom(pic, room) {
  let svg = fillPath(
    `M0 0H${WIDTH}V${HEIGHT}H0Z`,
    pic.linear([
      [0, lighten(room.wall, 0.55)],
      [0.45, lighten(room.wall, 0.3)],
      [1, room.wall],
    ]),
  );
  if (room.arch) {
    const archColour = room.archColour ?? room.wall;
    svg += fillPath(
      archPath(room.arch[0], room.arch[1], room.arch[2], room.floor),
      pic.vertical([
        [0, lighten(archColour, 0.2)],
        [1, archColour],
      ]),
    );
  }
  svg += fillPath(
    `M0 ${room.floor}H${WIDTH}V${HEIGHT}H0Z`,
    pic.linear(
      [
        [0, lighten(room.floorColour, 0.45)],
        [0.5, lighten(room.floorColour, 0.15)],
        [1, room.floorColour],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  svg += fillPath(`M0 ${room.floor}H${WIDTH}V${room.floor + 3}H0Z`, colours.paper, opacity(0.5));
  return svg;
}

/** Slide 1: an amber dropper among tall sage leaves. @param {number} decimals */
export function hero1(decimals) {
  const pic = new Picture(WIDTH, HEIGHT, decimals);
  const floorY = 735;
  const cx = 1070;
  let svg = heroRoom(pic, {
    wall: colours.cream,
    arch: [800, 1340, 110],
    archColour: mix(colours.sageLight, colours.cream, 0.25),
    floor: floorY - 45,
    floorColour: mix(colours.sand, colours.cream, 0.3),
  });
  // faint leaf shadows on the wall, top left
  for (const [x, y, angle, length] of [
    [120, -40, 150, 300],
    [250, -30, 200, 250],
    [40, 120, 120, 220],
  ]) {
    svg += leaf(pic, x, y, angle, length, length * 0.18, colours.sage, { opacity: 0.12 });
  }
  // sage leaves rising behind the bottle
  const back = { shade: mix(colours.sage, colours.moss, 0.4), vein: colours.sageLight };
  const backFill = mix(colours.sage, colours.moss, 0.15);
  const front = { shade: mix(colours.sage, colours.moss, 0.3), vein: colours.sageLight };
  svg += leaf(pic, cx - 60, floorY, -42, 430, 62, backFill, { ...back, bend: -0.08 });
  svg += leaf(pic, cx + 70, floorY, 36, 470, 66, backFill, { ...back, bend: 0.08 });
  svg += leaf(pic, cx - 20, floorY, -14, 520, 58, mix(colours.moss, colours.sage, 0.35), {
    shade: colours.moss,
    bend: -0.04,
    vein: colours.sage,
  });
  svg += leaf(pic, cx + 40, floorY, 62, 330, 52, colours.sage, { ...front, bend: 0.1 });
  svg += leaf(pic, cx - 80, floorY, -70, 300, 50, colours.sage, { ...front, bend: -0.1 });
  svg += eucalyptus(pic, cx + 210, floorY + 10, 24, 330, { leafSize: 34, curve: -0.18 });
  svg += shadow(pic, cx, floorY + 4, 170, 20, 0.3);
  svg += castShadow(pic, cx - 100, cx + 100, floorY, -330, 60, 0.1);
  svg += dropperBottle(pic, cx, floorY, FINISHES.amber, null, 1.72).svg;
  // in front: a pebble, small leaves and droplets
  svg += pebble(pic, cx - 250, floorY + 38, 62, 26, mix(colours.sand, '#B9AE9A', 0.45), 'hero1');
  svg += leaf(pic, cx - 330, floorY + 62, -100, 120, 26, colours.sage, {
    shade: mix(colours.sage, colours.moss, 0.35),
    vein: colours.sageLight,
    bend: 0.1,
  });
  svg += leaf(pic, cx + 200, floorY + 70, 96, 110, 24, mix(colours.sage, colours.moss, 0.2), {
    shade: colours.moss,
    vein: colours.sage,
  });
  svg += droplet(pic, cx - 150, floorY + 60, 12) + droplet(pic, cx - 118, floorY + 74, 8);
  svg += droplet(pic, cx + 290, floorY + 20, 10);
  return pic.svg(svg);
}

/** Slide 2: an open jar of cream among chamomile, with a swatch of tinted cream. @param {number} decimals */
export function hero2(decimals) {
  const pic = new Picture(WIDTH, HEIGHT, decimals);
  const floorY = 720;
  const cx = 1020;
  let svg = heroRoom(pic, {
    wall: mix(colours.blush, colours.cream, 0.3),
    arch: [760, 1300, 130],
    archColour: mix(colours.blush, colours.clay, 0.35),
    floor: floorY - 40,
    floorColour: mix(colours.blush, colours.sand, 0.4),
  });
  // chamomile standing behind
  svg += chamomileStem(pic, cx + 250, floorY - 10, 12, 470, 54, { curve: 0.1 });
  svg += chamomileStem(pic, cx + 290, floorY - 10, 32, 350, 44, { curve: -0.12, rotation: 12 });
  svg += chamomileStem(pic, cx - 250, floorY - 10, -22, 400, 48, { curve: 0.1, rotation: 6 });
  // the jar's lid, standing on its edge behind the jar
  svg += lidDisc(pic, cx + 250, floorY - 150, 150, colours.forest);
  svg += shadow(pic, cx, floorY + 4, 250, 22, 0.28);
  svg += jar(pic, cx, floorY, FINISHES.frosted, null, 1.85, { open: true, cream: colours.paper }).svg;
  // a swipe of terracotta-tinted cream on the floor, with a feathered tail
  const swatch = placement(cx - 420, floorY + 96, -5, 1.15);
  svg += fillPath(
    pic.place(
      `M0 -22C80 -32 200 -28 300 -14C338 -9 330 -4 300 -3C270 -2 262 1 300 5C330 9 320 14 290 15C200 26 80 26 0 22C-30 22 -30 -22 0 -22Z`,
      swatch,
    ),
    pic.vertical([
      [0, lighten(colours.terracotta, 0.25)],
      [1, darken(colours.terracotta, 0.12)],
    ]),
  );
  svg += strokePath(pic.place(`M-8 -12C60 -20 170 -19 270 -10`, swatch), lighten(colours.clay, 0.55), 5, opacity(0.7));
  svg += strokePath(pic.place(`M40 12C110 14 170 12 230 8`, swatch), darken(colours.terracotta, 0.2), 2, opacity(0.4));
  // chamomile heads lying on the floor
  svg += chamomile(pic, cx - 150, floorY + 150, 40, { tilt: 0.5, rotation: 4 });
  svg += chamomile(pic, cx + 300, floorY + 110, 36, { tilt: 0.45, rotation: 20 });
  svg += chamomile(pic, cx + 390, floorY + 150, 26, { tilt: 0.5, rotation: 2 });
  svg += loosePetal(pic, cx - 40, floorY + 160, 70, 22, colours.paper);
  svg += loosePetal(pic, cx + 170, floorY + 150, -40, 20, colours.paper);
  svg += leaf(pic, cx + 470, floorY + 96, 110, 120, 16, colours.sage, { shade: mix(colours.sage, colours.moss, 0.35) });
  return pic.svg(svg);
}

/** Slide 3: a jar and a bottle on a stone plinth, with water beads and drops. @param {number} decimals */
export function hero3(decimals) {
  const pic = new Picture(WIDTH, HEIGHT, decimals);
  const floorY = 760;
  const cx = 1060;
  let svg = heroRoom(pic, {
    wall: colours.sageLight,
    floor: floorY - 60,
    floorColour: mix(colours.sageLight, colours.sage, 0.55),
  });
  // a big soft disc behind, like a low sun
  svg += fillPath(
    pic.place(ellipsePath(cx + 20, 400, 330, 330)),
    pic.vertical([
      [0, lighten(colours.sageLight, 0.6)],
      [1, mix(colours.sageLight, colours.sage, 0.3)],
    ]),
  );
  svg += eucalyptus(pic, cx - 290, floorY - 140, -18, 480, { leafSize: 40, curve: 0.14 });
  svg += sprig(pic, cx + 330, floorY - 150, 16, 430, {
    count: 7,
    leafLength: 90,
    leafWidth: 18,
    curve: -0.12,
    colours: [mix(colours.sage, colours.moss, 0.15), mix(colours.moss, colours.sage, 0.2)],
    vein: colours.sageLight,
  });
  // ripples on the floor
  for (const [rx, strength] of [
    [360, 0.5],
    [450, 0.3],
  ]) {
    const ripple = pic.place(ellipsePath(cx, floorY + 62, rx, rx * 0.13));
    svg += fillPath(ripple, 'none', `stroke="${colours.paper}" stroke-width="2" ${opacity(strength)}`);
  }
  // the stone plinth, speckled
  const top = floorY - 170;
  svg += shadow(pic, cx, floorY + 40, 340, 30, 0.3);
  svg += cylinder(pic, cx, top, 300, 52, 170, mix(colours.sand, '#B8B0A0', 0.35));
  const speck = seededRandom('stone');
  let specks = '';
  for (let i = 0; i < 26; i++) {
    const x = cx + speck.range(-280, 280);
    const y = top + speck.range(20, 200) - Math.abs(x - cx) * 0.05;
    specks += pic.place(ellipsePath(x, y, speck.range(1.5, 3), speck.range(1, 2)));
  }
  svg += fillPath(specks, darken(colours.sand, 0.35), opacity(0.35));
  // the products on the plinth
  svg += shadow(pic, cx - 110, top + 8, 150, 14, 0.28);
  svg += shadow(pic, cx + 150, top + 4, 80, 10, 0.28);
  svg += jar(pic, cx - 110, top + 14, { ...FINISHES.terracotta, lid: colours.cream }, null, 1.1).svg;
  svg += tallBottle(pic, cx + 150, top + 8, FINISHES.sage, null, 1.35).svg;
  // water beads and drops
  svg += bead(pic, cx + 30, top + 26, 12) + bead(pic, cx + 58, top + 36, 7) + bead(pic, cx - 250, top + 10, 9);
  svg += bead(pic, cx + 250, top + 30, 10);
  svg += droplet(pic, cx - 330, top - 120, 12) + droplet(pic, cx + 300, top - 250, 9);
  svg += droplet(pic, cx - 260, top - 230, 7);
  svg += droplet(pic, cx + 20, floorY + 70, 10);
  return pic.svg(svg);
}

/** Slide 4: an amber dropper in low sunlight, among rosehip branches. @param {number} decimals */
export function hero4(decimals) {
  const pic = new Picture(WIDTH, HEIGHT, decimals);
  const floorY = 740;
  const cx = 1060;
  let svg = heroRoom(pic, {
    wall: mix(colours.clay, colours.cream, 0.55),
    floor: floorY - 50,
    floorColour: mix(colours.clay, colours.sand, 0.45),
  });
  // sunlight: a warm disc and long diagonal beams from the top right
  svg += glow(pic, 1400, 170, 520, 520, '#FFF4DC', 0.95);
  svg += fillPath(pic.place(ellipsePath(1400, 170, 120, 120)), '#FFF6E4', opacity(0.9));
  for (const [x0, width, strength] of [
    [1500, 120, 0.28],
    [1330, 70, 0.22],
    [1650, 160, 0.2],
  ]) {
    svg += fillPath(
      `M${x0} -20L${x0 + width} -20L${x0 + width - 900} 920L${x0 - 900 - width * 0.4} 920Z`,
      pic.linear(
        [
          [0, colours.paper, strength],
          [1, colours.paper, 0],
        ],
        1,
        0,
        0.3,
        1,
      ),
    );
  }
  // rosehip branches arching behind
  svg += rosehipBranch(pic, cx + 170, floorY - 10, 24, 500, { hips: 4, curve: -0.25, hipRadius: 26, leaves: 5 });
  svg += rosehipBranch(pic, cx - 160, floorY - 10, -30, 360, { hips: 3, curve: 0.22, hipRadius: 22, leaves: 4 });
  // a long shadow to the lower left
  svg += castShadow(pic, cx - 120, cx + 120, floorY, -520, 120, 0.2);
  svg += shadow(pic, cx, floorY + 4, 170, 18, 0.3);
  svg += dropperBottle(pic, cx, floorY, FINISHES.amber, null, 1.7).svg;
  // light glowing in the glass
  svg += glow(pic, cx + 60, floorY - 330, 90, 160, '#FFF6E4', 0.35);
  // rosehips and a drop of oil in front
  svg += rosehip(pic, cx - 240, floorY + 70, 26, -70) + rosehip(pic, cx - 190, floorY + 100, 22, -110);
  svg += leaf(pic, cx + 250, floorY + 96, 100, 120, 34, mix(colours.moss, colours.sage, 0.25), {
    shade: colours.moss,
    vein: colours.sageLight,
  });
  const oil = pic.linear(
    [
      [0, '#F2B36F'],
      [1, '#B8652F'],
    ],
    0,
    0,
    0.3,
    1,
  );
  svg += droplet(pic, cx + 170, floorY + 60, 14, { fill: oil, stroke: false });
  return pic.svg(svg);
}

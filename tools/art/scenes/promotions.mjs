// @ts-check
// Promotion cards (600 x 400): the loyalty gift, the referral pair and the spa treatments.
import { eucalyptus, leaf, sprig, sprout } from '../botanicals.mjs';
import { FINISHES, dropperBottle, jar } from '../containers.mjs';
import { flower, loosePetal } from '../flowers.mjs';
import { colours, darken, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { blob, droplet, pebble, shadow } from '../shapes.mjs';
import { ellipsePath, fillPath, opacity, placement, roundedRectPath, strokePath } from '../svg.mjs';

const SAGE_SPRIG = /** @type {[string, string]} */ ([colours.sage, mix(colours.sage, colours.moss, 0.35)]);

/**
 * The card's background: a soft wall and a blob of colour behind the still life.
 * @param {Picture} pic
 * @param {string} wall
 * @param {string} blobColour
 * @param {string} seed
 */
function promoRoom(pic, wall, blobColour, seed) {
  const background = fillPath(
    'M0 0H600V400H0Z',
    pic.vertical([
      [0, lighten(wall, 0.35)],
      [1, wall],
    ]),
  );
  return background + fillPath(blob(pic, 300, 200, 210, 160, seed, 0.1, 7), blobColour);
}

/**
 * Loyalty: a gift box tied with a ribbon and a bow of leaves, and seeds (the points) around it.
 * @param {number} decimals
 */
export function promoLoyalty(decimals) {
  const pic = new Picture(600, 400, decimals);
  let svg = promoRoom(pic, colours.blush, mix(colours.blush, colours.clay, 0.35), 'loyal');
  const cx = 300;
  const floorY = 330;
  svg += eucalyptus(pic, cx - 150, floorY, -24, 200, { leafSize: 26, curve: 0.12 });
  svg += sprig(pic, cx + 150, floorY, 22, 180, {
    count: 5,
    leafLength: 44,
    leafWidth: 10,
    curve: -0.14,
    colours: SAGE_SPRIG,
    vein: colours.sageLight,
  });
  svg += shadow(pic, cx, floorY + 2, 140, 14, 0.3);
  const box = pic.linear([
    [0, lighten(colours.terracotta, 0.1)],
    [0.3, lighten(colours.terracotta, 0.25)],
    [1, darken(colours.terracotta, 0.2)],
  ]);
  svg += fillPath(roundedRectPath(cx - 100, floorY - 130, 200, 130, 6), box);
  svg += fillPath(roundedRectPath(cx - 112, floorY - 168, 224, 44, 6), box);
  svg += fillPath(
    `M${cx - 100} ${floorY - 124}H${cx + 100}V${floorY - 114}H${cx - 100}Z`,
    colours.forestDeep,
    opacity(0.15),
  );
  const ribbon = pic.linear([
    [0, colours.moss],
    [0.5, mix(colours.moss, colours.sage, 0.3)],
    [1, colours.forest],
  ]);
  svg += fillPath(`M${cx - 16} ${floorY - 168}H${cx + 16}V${floorY}H${cx - 16}Z`, ribbon);
  svg += fillPath(`M${cx - 112} ${floorY - 154}H${cx + 112}V${floorY - 136}H${cx - 112}Z`, ribbon);
  // the bow, made of leaves
  const knotY = floorY - 166;
  const darkLeaf = { shade: colours.moss, vein: colours.sage };
  const lightLeaf = { shade: mix(colours.sage, colours.moss, 0.35), vein: colours.sageLight };
  svg += leaf(pic, cx, knotY, -62, 100, 24, mix(colours.moss, colours.sage, 0.25), { ...darkLeaf, bend: -0.1 });
  svg += leaf(pic, cx, knotY, 62, 100, 24, mix(colours.moss, colours.sage, 0.25), { ...darkLeaf, bend: 0.1 });
  svg += leaf(pic, cx, knotY, -20, 76, 18, colours.sage, { ...lightLeaf, bend: -0.06 });
  svg += leaf(pic, cx, knotY, 22, 70, 16, colours.sage, { ...lightLeaf, bend: 0.06 });
  svg += fillPath(pic.place(ellipsePath(cx, knotY, 11, 11)), colours.forest);
  // seeds (the loyalty points) and petals on the floor
  const seed = mix(colours.terracotta, '#7A4A2E', 0.35);
  for (const [x, y, angle] of [
    [128, floorY + 26, 30],
    [150, floorY + 40, 100],
    [460, floorY + 30, 150],
    [486, floorY + 44, 60],
  ]) {
    svg += fillPath(pic.place(ellipsePath(0, 0, 6.5, 4.2), placement(x, y, angle)), seed);
  }
  svg += sprout(pic, 470, floorY + 16, 2.2, colours.moss);
  svg += loosePetal(pic, 104, floorY + 44, 60, 16, lighten(colours.clay, 0.3), colours.clay);
  svg += loosePetal(pic, 510, floorY + 24, -70, 14, lighten(colours.clay, 0.3));
  return pic.svg(svg);
}

/** Referral: two products side by side under a heart of two leaves. @param {number} decimals */
export function promoReferral(decimals) {
  const pic = new Picture(600, 400, decimals);
  let svg = promoRoom(pic, colours.sageLight, mix(colours.sageLight, colours.sage, 0.35), 'refer');
  const floorY = 340;
  svg += leaf(pic, 150, floorY - 4, -40, 150, 26, colours.sage, {
    shade: mix(colours.sage, colours.moss, 0.35),
    vein: colours.sageLight,
  });
  svg += leaf(pic, 455, floorY - 4, 36, 160, 28, mix(colours.moss, colours.sage, 0.3), {
    shade: colours.moss,
    vein: colours.sage,
  });
  svg += shadow(pic, 215, floorY + 2, 70, 9, 0.3) + shadow(pic, 390, floorY + 2, 90, 10, 0.3);
  svg += dropperBottle(pic, 215, floorY, FINISHES.amber, null, 0.62).svg;
  svg += jar(pic, 390, floorY, { ...FINISHES.frosted, lid: colours.forest }, null, 0.62).svg;
  // a heart made of two leaves, floating between the two
  const heartX = 302;
  const heartY = 118;
  /** @param {number} side -1 left, 1 right */
  const heartHalf = (side) =>
    fillPath(
      pic.place(
        `M0 0C${side * -8} -16 ${side * -52} -32 ${side * -48} -64C${side * -45} -88 ${side * -14} -90 0 -67Z`,
        placement(heartX, heartY + 32),
      ),
      side < 0 ? colours.terracotta : lighten(colours.terracotta, 0.18),
    );
  svg += heartHalf(1) + heartHalf(-1);
  svg += strokePath(`M${heartX} ${heartY + 30}L${heartX} ${heartY - 30}`, colours.paper, 1.6, opacity(0.7));
  const stalk = `M${heartX} ${heartY + 32}Q${heartX - 4} ${heartY + 48} ${heartX - 16} ${heartY + 56}`;
  svg += strokePath(stalk, mix(colours.moss, colours.sage, 0.3), 2.4);
  svg += leaf(pic, heartX - 10, heartY + 51, -115, 30, 8, colours.sage, {
    shade: mix(colours.sage, colours.moss, 0.35),
  });
  svg += droplet(pic, 140, 150, 7) + droplet(pic, 470, 110, 6);
  return pic.svg(svg);
}

/** Treatments: a rolled towel, stacked stones and a bowl with floating petals. @param {number} decimals */
export function promoTreatments(decimals) {
  const pic = new Picture(600, 400, decimals);
  let svg = promoRoom(pic, colours.sand, mix(colours.sand, colours.paper, 0.45), 'spa');
  const floorY = 330;
  // a rolled towel, seen from its end
  svg += shadow(pic, 150, floorY + 2, 110, 12, 0.3);
  svg += fillPath(
    roundedRectPath(60, floorY - 112, 170, 112, 50),
    pic.vertical([
      [0, colours.paper],
      [1, mix(colours.cream, colours.sand, 0.5)],
    ]),
  );
  const rollX = 96;
  svg += fillPath(pic.place(ellipsePath(rollX, floorY - 56, 52, 56)), mix(colours.cream, colours.paper, 0.5));
  svg += strokePath(
    pic.place(
      `M${rollX} ${floorY - 56}C${rollX + 12} ${floorY - 62} ${rollX + 18} ${floorY - 44} ${rollX + 4} ${floorY - 36}C${rollX - 16} ${floorY - 26} ${rollX - 34} ${floorY - 48} ${
        rollX - 24
      } ${floorY - 70}C${rollX - 12} ${floorY - 94} ${rollX + 30} ${floorY - 94} ${rollX + 40} ${floorY - 66}C${rollX + 50} ${floorY - 38} ${rollX + 30} ${floorY - 8} ${rollX} ${floorY - 6}`,
    ),
    mix(colours.sand, '#B9AE9A', 0.4),
    3,
  );
  const folds = `M150 ${floorY - 108}L150 ${floorY - 4}M180 ${floorY - 106}L180 ${floorY - 6}`;
  svg += strokePath(folds, mix(colours.sand, colours.cream, 0.4), 3, opacity(0.8));
  // stacked stones
  const stone = mix('#8E9A8C', colours.sage, 0.2);
  svg += shadow(pic, 300, floorY + 2, 70, 9, 0.3);
  svg += pebble(pic, 300, floorY - 20, 62, 24, stone, 's1');
  svg += pebble(pic, 302, floorY - 58, 48, 19, mix(stone, colours.sand, 0.3), 's2');
  svg += pebble(pic, 298, floorY - 88, 34, 14, mix(stone, colours.forestDeep, 0.2), 's3');
  // a bowl of water with floating petals
  svg += shadow(pic, 455, floorY + 2, 110, 12, 0.3);
  svg += fillPath(
    `M350 ${floorY - 80}C352 ${floorY - 20} 400 ${floorY} 455 ${floorY}C510 ${floorY} 558 ${floorY - 20} 560 ${floorY - 80}Z`,
    pic.linear([
      [0, lighten(colours.terracotta, 0.1)],
      [0.35, lighten(colours.terracotta, 0.3)],
      [1, darken(colours.terracotta, 0.25)],
    ]),
  );
  svg += fillPath(pic.place(ellipsePath(455, floorY - 80, 105, 16)), mix(colours.sageLight, colours.sage, 0.3));
  svg += loosePetal(pic, 420, floorY - 80, -40, 22, colours.clay, lighten(colours.clay, 0.3));
  svg += loosePetal(pic, 470, floorY - 84, 60, 20, lighten(colours.clay, 0.2), colours.clay);
  svg += loosePetal(pic, 500, floorY - 76, 140, 16, colours.clay);
  svg += flower(pic, 440, floorY - 86, 14, {
    petals: 5,
    colour: colours.paper,
    centre: colours.gold,
    shade: colours.blush,
  });
  svg += sprig(pic, 565, floorY - 60, -30, 130, {
    count: 5,
    leafLength: 34,
    leafWidth: 8,
    curve: -0.2,
    colours: SAGE_SPRIG,
  });
  return pic.svg(svg);
}

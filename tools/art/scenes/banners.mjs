// @ts-check
// The membership banner (1200 x 500, flowers framing an empty middle for text) and the empty cart (320 x 240).
import { eucalyptus, leaf, sprig } from '../botanicals.mjs';
import { chamomile, flower, loosePetal, rosehipBranch } from '../flowers.mjs';
import { colours, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { blob, shadow } from '../shapes.mjs';
import { fillPath, opacity, roundedRectPath, strokePath } from '../svg.mjs';

/** Flowers and foliage at both ends of the banner. @param {number} decimals */
export function membershipSvg(decimals) {
  const pic = new Picture(1200, 500, decimals);
  let svg = fillPath(
    'M0 0H1200V500H0Z',
    pic.linear([
      [0, mix(colours.sageLight, colours.sage, 0.25)],
      [0.5, lighten(colours.sageLight, 0.5)],
      [1, mix(colours.sageLight, colours.sage, 0.25)],
    ]),
  );
  /** @type {[string, string]} */
  const lightLeaf = [colours.sage, mix(colours.sage, colours.moss, 0.35)];
  const darkLeafFill = mix(colours.moss, colours.sage, 0.3);
  const darkLeaf = { shade: colours.moss, vein: colours.sage };
  const bloom = { petals: 6, colour: lighten(colours.clay, 0.3), shade: colours.clay, centre: colours.terracotta };
  // left cluster
  svg += leaf(pic, -30, 560, 38, 340, 64, darkLeafFill, { ...darkLeaf, bend: 0.08 });
  svg += eucalyptus(pic, 70, 560, 16, 400, { leafSize: 40, curve: 0.16, count: 5 });
  svg += sprig(pic, -30, -20, 140, 300, {
    count: 5,
    leafLength: 84,
    leafWidth: 16,
    curve: 0.14,
    colours: lightLeaf,
    vein: colours.sageLight,
  });
  svg += leaf(pic, -40, 250, 76, 210, 44, lightLeaf[0], { shade: lightLeaf[1], vein: colours.sageLight, bend: -0.06 });
  svg += flower(pic, 230, 410, 40, { ...bloom, rotation: 10 });
  svg += flower(pic, 150, 150, 30, { ...bloom, petals: 5, colour: colours.blush, shade: lighten(colours.clay, 0.2) });
  svg += chamomile(pic, 290, 92, 28, { tilt: 0.85 });
  // right cluster
  svg += leaf(pic, 1230, 560, -40, 340, 64, darkLeafFill, { ...darkLeaf, bend: -0.08 });
  svg += sprig(pic, 1140, 560, -14, 400, {
    count: 6,
    leafLength: 90,
    leafWidth: 17,
    curve: -0.16,
    colours: lightLeaf,
    vein: colours.sageLight,
    flip: true,
  });
  svg += rosehipBranch(pic, 1230, -20, -140, 300, { hips: 3, hipRadius: 15, curve: -0.2, leaves: 3 });
  svg += flower(pic, 990, 440, 36, { ...bloom, rotation: 4 });
  svg += chamomile(pic, 1110, 300, 30, { tilt: 0.85, rotation: 8 });
  svg += chamomile(pic, 930, 480, 20, { tilt: 0.7 });
  // a few drifting petals
  svg += loosePetal(pic, 360, 450, 30, 16, colours.clay) + loosePetal(pic, 860, 70, -50, 14, colours.clay);
  svg += loosePetal(pic, 340, 40, 120, 12, lighten(colours.clay, 0.2));
  return pic.svg(svg);
}

/** An empty woven basket, and one leaf drifting down. @param {number} decimals */
export function emptyCartSvg(decimals) {
  const pic = new Picture(320, 240, decimals);
  let svg = fillPath(blob(pic, 160, 128, 140, 96, 'cart', 0.08, 7), colours.sageLight);
  const floorY = 200;
  const wicker = mix(colours.clay, '#A87A5A', 0.6);
  svg += shadow(pic, 160, floorY + 2, 100, 9, 0.25);
  // the handle
  const handle = `M78 ${floorY - 88}C78 ${floorY - 190} 242 ${floorY - 190} 242 ${floorY - 88}`;
  svg += strokePath(handle, wicker, 9);
  svg += strokePath(handle, lighten(colours.clay, 0.2), 3, opacity(0.8));
  // the body, then a weave on it: staggered rows of rounded strands, the stakes showing between them
  const body = `M64 ${floorY - 92}L256 ${floorY - 92}L236 ${floorY - 6}C235 ${floorY - 2} 232 ${floorY} 228 ${floorY}L92 ${floorY}C88 ${floorY} 85 ${floorY - 2} 84 ${floorY - 6}Z`;
  svg += fillPath(body, mix(colours.clay, '#8E6446', 0.45));
  let weave = '';
  for (let row = 0; row < 5; row++) {
    const y = floorY - 86 + row * 17;
    const inset = (row * 17 + 6) * (20 / 92);
    const left = 66 + inset;
    const right = 254 - inset;
    const strand = 22;
    for (let x = left - (row % 2 ? strand / 2 : 0); x < right; x += strand) {
      const start = Math.max(x, left);
      const end = Math.min(x + strand - 3, right);
      if (end - start > 6) weave += roundedRectPath(start, y, end - start, 13, 6);
    }
  }
  svg += fillPath(
    weave,
    pic.vertical([
      [0, lighten(colours.clay, 0.45)],
      [1, lighten(colours.clay, 0.15)],
    ]),
  );
  svg += fillPath(
    roundedRectPath(58, floorY - 104, 204, 18, 9),
    pic.vertical([
      [0, lighten(colours.clay, 0.3)],
      [1, mix(colours.clay, '#A87A5A', 0.5)],
    ]),
  );
  svg += leaf(pic, 262, 44, 120, 54, 14, colours.sage, {
    shade: mix(colours.sage, colours.moss, 0.35),
    vein: colours.sageLight,
    bend: 0.1,
  });
  return pic.svg(svg);
}

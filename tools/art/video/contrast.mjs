// @ts-check
// Checks that the shop's text stays readable over the video: the worst WCAG contrast of the text colours over the
// scrimmed video, inside the text area, over every frame of the encoded file (what visitors see).
import { ffmpeg } from './encode.mjs';
import { HEIGHT, SCRIM, TEXT_BOX, TEXT_COLOURS, WIDTH } from './settings.mjs';

/** sRGB channel (0..255) to linear light. @param {number} channel */
const linear = (channel) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
};
/** @param {number[]} rgb */
const luminance = ([red = 0, green = 0, blue = 0]) =>
  0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
/** @param {number[]} first @param {number[]} second */
const contrast = (first, second) => {
  const [high = 0, low = 0] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

/**
 * The lowest contrast of each text colour, averaged over 8 x 8-pixel blocks (text strokes are never that thin
 * against a single pixel of bokeh).
 * @param {string} file the encoded video
 * @returns {{ headline: number, body: number }}
 */
export function checkContrast(file) {
  const [width, height] = [WIDTH / 8, HEIGHT / 8];
  const raw = /** @type {Buffer} */ (
    ffmpeg(['-i', file, '-vf', `scale=${width}:${height}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
      encoding: 'buffer',
    })
  );
  const frameBytes = width * height * 3;
  const worst = { headline: Infinity, body: Infinity };
  for (let frame = 0; frame + frameBytes <= raw.length; frame += frameBytes) {
    for (let y = Math.floor(TEXT_BOX.y0 * height); y < Math.ceil(TEXT_BOX.y1 * height); y++) {
      for (let x = Math.floor(TEXT_BOX.x0 * width); x < Math.ceil(TEXT_BOX.x1 * width); x++) {
        const at = frame + (y * width + x) * 3;
        const background = [0, 1, 2].map(
          (channel) => (SCRIM.rgb[channel] ?? 0) * SCRIM.alpha + (raw[at + channel] ?? 0) * (1 - SCRIM.alpha),
        );
        worst.headline = Math.min(worst.headline, contrast(TEXT_COLOURS.headline, background));
        worst.body = Math.min(worst.body, contrast(TEXT_COLOURS.body, background));
      }
    }
  }
  return worst;
}

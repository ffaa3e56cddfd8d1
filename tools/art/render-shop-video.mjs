// @ts-check
// Renders the shop page's hero video: a calm botanical still life, drawn as SVG, animated and encoded.
//
// Usage: `node tools/art/render-shop-video.mjs` (or `npm run art:video`; Node 20+, ffmpeg with libvpx-vp9, libx264
// and libwebp, and a Chromium: /usr/bin/chromium, or set CHROME_PATH). It is a generator, not a build step: run it
// by hand when the scene changes and commit what it writes. CI never runs it. It writes
//   public/video/shop-hero.webm          VP9, 1280x720, 24 fps, silent, seamless loop
//   public/video/shop-hero.mp4           H.264 High (yuv420p, +faststart), the same frames
//   public/images/shop-hero-poster.webp  the first frame
// then prints the worst contrast of the shop's text over the scrimmed video.
//
// `--preview 0,3,6` only renders the frames at those times (seconds) to PNGs in a temporary directory and prints
// their paths; KEEP_FRAMES=1 keeps the full frame sequence after encoding. Nothing is fetched from the network
// and the only randomness is seeded, so every run draws the same frames.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkContrast } from './video/contrast.mjs';
import { encodeMp4, encodePoster, encodeWebm, fileSize, frameName, kib } from './video/encode.mjs';
import { renderFrames } from './video/frames.mjs';
import {
  DURATION,
  FPS,
  FRAMES,
  HEIGHT,
  MP4,
  OUT_IMAGES,
  OUT_VIDEO,
  POSTER,
  ROOT,
  SCRIM,
  WEBM,
  WIDTH,
} from './video/settings.mjs';

/** Renders only the frames at the given times, for a quick look. @param {string | undefined} list */
async function preview(list) {
  const times = (list ?? '0').split(',').map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'mossbloom-shop-preview-'));
  await renderFrames(dir, times, (index) => `t${times[index]}.png`);
  for (const t of times) console.log(join(dir, `t${t}.png`));
}

async function renderAndEncode() {
  mkdirSync(OUT_VIDEO, { recursive: true });
  mkdirSync(OUT_IMAGES, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'mossbloom-shop-video-'));
  try {
    console.log(`Rendering ${FRAMES} frames (${WIDTH}x${HEIGHT}, ${DURATION} s at ${FPS} fps) into ${dir}`);
    const times = Array.from({ length: FRAMES }, (_, index) => index / FPS);
    await renderFrames(dir, times, frameName);
    console.log('Encoding');
    encodePoster(dir);
    encodeWebm(dir);
    encodeMp4(dir);
  } finally {
    if (!process.env.KEEP_FRAMES) rmSync(dir, { recursive: true, force: true });
    else console.log(`Frames kept in ${dir}`);
  }
  const worst = checkContrast(MP4);
  console.log(
    `Worst contrast in the text area over rgba(${SCRIM.rgb.join(',')},${SCRIM.alpha}): ` +
      `headline ${worst.headline.toFixed(2)}:1, body ${worst.body.toFixed(2)}:1 (WCAG AA: 4.5:1)`,
  );
  if (worst.body < 4.5) console.warn('! The text area is too bright for AA contrast: darken the left and centre.');
  console.log('Written:');
  for (const file of [WEBM, MP4, POSTER]) {
    if (existsSync(file)) console.log(`  ${kib(fileSize(file)).padStart(10)}  ${relative(ROOT, file)}`);
  }
}

const previewAt = process.argv.indexOf('--preview');
if (previewAt !== -1) await preview(process.argv[previewAt + 1]);
else await renderAndEncode();

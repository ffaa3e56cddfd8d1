// @ts-check
// What the shop video is: its size, timing, output files, size budgets and the text it must stay readable under.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const OUT_VIDEO = join(ROOT, 'public', 'video');
export const OUT_IMAGES = join(ROOT, 'public', 'images');
export const WEBM = join(OUT_VIDEO, 'shop-hero.webm');
export const MP4 = join(OUT_VIDEO, 'shop-hero.mp4');
export const POSTER = join(OUT_IMAGES, 'shop-hero-poster.webp');

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 24;
/** Seconds; every motion repeats a whole number of times in it, so the loop is seamless. */
export const DURATION = 9;
export const FRAMES = FPS * DURATION;

export const KIB = 1024;
/** Two-pass encodes aim close to this. */
export const VIDEO_TARGET = 420 * KIB;
/** Each video file must stay at or below this. */
export const VIDEO_LIMIT = 450 * KIB;
export const POSTER_LIMIT = 30 * KIB;

/** The scrim the shop lays over the video, for the contrast check. */
export const SCRIM = { rgb: [20, 48, 38], alpha: 0.55 };
/** The headline's and body text's colours over it. */
export const TEXT_COLOURS = { headline: [255, 253, 248], body: [241, 244, 238] };
/** Where the text sits, in fractions of the frame. */
export const TEXT_BOX = { x0: 0.25, x1: 0.75, y0: 0.32, y1: 0.68 };

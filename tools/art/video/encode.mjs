// @ts-check
// Encodes the PNG frames with ffmpeg: VP9 WebM and H.264 MP4, each two-pass and within its size budget, and the
// first frame as the WebP poster.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { statSync } from 'node:fs';
import { DURATION, FPS, FRAMES, KIB, MP4, POSTER, POSTER_LIMIT, VIDEO_LIMIT, VIDEO_TARGET, WEBM } from './settings.mjs';

/** The file name of frame `index` in the frame directory. @param {number} index */
export const frameName = (index) => `f${String(index).padStart(4, '0')}.png`;

/**
 * Runs ffmpeg quietly; throws with its error output when it fails.
 * @param {string[]} args
 * @param {{ encoding?: BufferEncoding | 'buffer', cwd?: string }} [options]
 * @returns {string | Buffer} stdout, as text or (with encoding 'buffer') as bytes
 */
export function ffmpeg(args, options = {}) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: options.encoding ?? 'utf8',
    maxBuffer: 1 << 30,
    cwd: options.cwd,
  });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed:\n${String(result.stderr)}`);
  return result.stdout;
}

/** @param {string} file */
export const fileSize = (file) => statSync(file).size;
/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * Input options both encodes share: the PNG sequence, converted to BT.709 limited-range 4:2:0 and tagged so.
 * @param {string} dir
 */
const sequence = (dir) => [
  ...['-framerate', String(FPS), '-i', join(dir, 'f%04d.png')],
  ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p'],
  ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
  ...['-an', '-map_metadata', '-1', '-g', String(FRAMES)],
];

/**
 * Two-pass encodes at the bitrate that fills VIDEO_TARGET, and at lower rates until the file fits VIDEO_LIMIT.
 * @param {string} label
 * @param {string} out
 * @param {(kbps: number) => void} encode
 */
function encodeToBudget(label, out, encode) {
  let kbps = Math.floor((VIDEO_TARGET * 8) / DURATION / 1000);
  for (let attempt = 0; attempt < 6; attempt++) {
    encode(kbps);
    const bytes = fileSize(out);
    console.log(`  ${label}: ${kbps} kb/s -> ${kib(bytes)}`);
    if (bytes <= VIDEO_LIMIT) return;
    kbps = Math.floor(kbps * (VIDEO_LIMIT / bytes) * 0.95);
  }
  throw new Error(`${label} does not fit ${kib(VIDEO_LIMIT)}`);
}

/** @param {string} dir the frames */
export function encodeWebm(dir) {
  const log = join(dir, 'vp9');
  encodeToBudget('webm (VP9)', WEBM, (kbps) => {
    const common = ['-c:v', 'libvpx-vp9', '-b:v', `${kbps}k`, '-row-mt', '1', '-tile-columns', '2'];
    const altRef = ['-auto-alt-ref', '1', '-lag-in-frames', '25', '-arnr-maxframes', '7', '-arnr-strength', '3'];
    const firstPass = ['-deadline', 'good', '-cpu-used', '4', '-pass', '1', '-passlogfile', log, '-f', 'null', '-'];
    ffmpeg([...sequence(dir), ...common, ...altRef, ...firstPass]);
    ffmpeg([
      ...sequence(dir),
      ...common,
      ...altRef,
      '-deadline',
      'good',
      '-cpu-used',
      '1',
      '-pass',
      '2',
      '-passlogfile',
      log,
      WEBM,
    ]);
  });
}

/** @param {string} dir the frames */
export function encodeMp4(dir) {
  const log = join(dir, 'x264');
  encodeToBudget('mp4 (H.264)', MP4, (kbps) => {
    const common = [
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-b:v',
      `${kbps}k`,
    ];
    const tune = ['-x264-params', `aq-mode=3:aq-strength=0.9:keyint=${FRAMES}:min-keyint=${FRAMES}`];
    ffmpeg([...sequence(dir), ...common, ...tune, '-pass', '1', '-passlogfile', log, '-f', 'null', '-']);
    ffmpeg([...sequence(dir), ...common, ...tune, '-pass', '2', '-passlogfile', log, '-movflags', '+faststart', MP4]);
  });
}

/**
 * The poster is the first frame as WebP at quality 85: it is the shop's largest paint on a phone, and WebP keeps
 * the soft gradients at about a third of the bytes of a JPEG that looks the same.
 * @param {string} dir the frames
 */
export function encodePoster(dir) {
  ffmpeg([
    ...['-i', join(dir, frameName(0)), '-frames:v', '1'],
    ...['-c:v', 'libwebp', '-quality', '85', '-compression_level', '6', '-map_metadata', '-1', POSTER],
  ]);
  if (fileSize(POSTER) > POSTER_LIMIT) throw new Error(`the poster does not fit ${kib(POSTER_LIMIT)}`);
  console.log(`  poster: ${kib(fileSize(POSTER))}`);
}

// Renders the shop page's hero video: a calm botanical still life, drawn here as SVG, animated and encoded.
//
// Usage: `node scripts/render-shop-video.mjs` (Node 20+, ffmpeg with libvpx-vp9, libx264 and libwebp, and a
// Chromium: /usr/bin/chromium, or set CHROME_PATH). It is a generator, not a build step: run it by hand when the
// scene changes and commit what it writes. CI never runs it.
//
// It writes
//   public/video/shop-hero.webm         VP9, 1280x720, 24 fps, silent, seamless loop
//   public/video/shop-hero.mp4          H.264 High (yuv420p, +faststart), same frames
//   public/images/shop-hero-poster.webp the first frame
//
// How: every moving part is a pure, periodic function of the scene time t (0 <= t < DURATION), so frame 0 follows
// the last frame seamlessly. For each frame the script computes the animated SVG attributes for t, applies them in a
// headless Chromium page, screenshots the page to a PNG in a temporary directory, and finally hands the image
// sequence to ffmpeg. Nothing is fetched from the network (the page blocks every request) and the only randomness is
// seeded from fixed strings, so every run draws the same frames.
//
// `node scripts/render-shop-video.mjs --preview 0,3,6` only renders the frames at those times (seconds) to PNGs in
// a temporary directory and prints their paths; set KEEP_FRAMES=1 to keep the full frame sequence after encoding.
//
// The video sits behind the white shop headline under a dark green scrim, so the left and centre of the picture are
// kept calm and deep green; the light, the stone plinths and the bottles live on the right. At the end the script
// measures the worst contrast of the headline colour over the scrimmed video in the text area and prints it.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './serve-dist.cjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_VIDEO = join(ROOT, 'public', 'video');
const OUT_IMAGES = join(ROOT, 'public', 'images');
const WEBM = join(OUT_VIDEO, 'shop-hero.webm');
const MP4 = join(OUT_VIDEO, 'shop-hero.mp4');
const POSTER = join(OUT_IMAGES, 'shop-hero-poster.webp');

const W = 1280;
const H = 720;
const FPS = 24;
const DURATION = 9; // seconds; every motion repeats a whole number of times in it
const FRAMES = FPS * DURATION;

const KIB = 1024;
const VIDEO_TARGET = 420 * KIB; // aim: two-pass encodes land close to this
const VIDEO_LIMIT = 450 * KIB; // each video file must stay at or below this
const POSTER_LIMIT = 30 * KIB;

// The scrim the app lays over the video and the headline colour, for the contrast check.
const SCRIM = { rgb: [20, 48, 38], alpha: 0.55 };
const TEXT_COLOURS = { headline: [255, 253, 248], body: [241, 244, 238] };
const TEXT_BOX = { x0: 0.25, x1: 0.75, y0: 0.32, y1: 0.68 }; // fractions of the frame

// ---------------------------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------------------------

const C = {
  cream: '#F7F2E8',
  paper: '#FFFDF8',
  forest: '#1E3B2F',
  deep: '#143026',
  moss: '#3F6B4E',
  sage: '#A9BFA0',
  sageLight: '#DCE6D3',
  terracotta: '#C2693F',
  clay: '#E8B69A',
  blush: '#F1D9CB',
  sand: '#E9DFC9',
  leaf: '#5E8A62',
  gold: '#D9A548',
  white: '#FFFFFF',
  black: '#000000',
};

const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const hex = (v) =>
  '#' +
  v
    .map((x) =>
      Math.round(Math.max(0, Math.min(255, x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
/** Mixes colour a towards colour b by t (0..1). */
const mix = (a, b, t) => {
  const pa = rgb(a);
  const pb = rgb(b);
  return hex(pa.map((v, i) => v + (pb[i] - v) * t));
};
const light = (c, t) => mix(c, C.paper, t);
const dark = (c, t) => mix(c, C.deep, t);

function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so "random" variety is the same on every run. */
function rng(seed) {
  let a = hashString(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  return next;
}

/** A number for SVG: at most `d` decimals, no trailing zeros. */
const n = (v, d = 2) => String(Number(v.toFixed(d)));
const pts = (list) => list.map(([x, y]) => `${n(x, 1)} ${n(y, 1)}`).join('L');
const TAU = Math.PI * 2;
const clamp01 = (v) => Math.max(0, Math.min(1, v));
const smooth = (v) => {
  const x = clamp01(v);
  return x * x * x * (x * (x * 6 - 15) + 10);
};

/** A periodic wave over the loop: `cycles` whole periods per DURATION, so wave(0) === wave(DURATION). */
const wave = (t, cycles, phase = 0) => Math.sin((TAU * cycles * t) / DURATION + phase);

/** Sway: one slow period per loop plus a faint second harmonic, so the motion does not look mechanical. */
const sway = (t, phase) => wave(t, 1, phase) + 0.28 * wave(t, 2, phase * 1.7 + 1.3);

// ---------------------------------------------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------------------------------------------

/** Collects <defs> (gradients, filters, clip paths) and hands out ids. */
class Defs {
  constructor() {
    this.items = [];
    this.count = 0;
  }
  add(make) {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return id;
  }
  /** Gradient from stops [[offset, colour, opacity?], ...]; dir: [x1, y1, x2, y2] in the box's fractions. */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 1, 0], extra = '') {
    const id = this.add(
      (i) =>
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops, extra = '') {
    const id = this.add((i) => `<radialGradient id="${i}"${extra}>${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std) {
    const id = this.add(
      (i) =>
        `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(content) {
    const id = this.add((i) => `<clipPath id="${i}">${content}</clipPath>`);
    return `url(#${id})`;
  }
  svg() {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

const stopsSvg = (stops) =>
  stops
    .map(
      ([o, c, a = 1]) => `<stop offset="${n(o, 3)}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${n(a, 3)}"`}/>`,
    )
    .join('');

/** A leaf outline pointing along +x from (0, 0): len long, wid wide, optionally lobed (fern pinnae) and curved. */
function leafPath(len, wid, { lobes = 0, curve = 0, round = 0.75, skew = 0.8 } = {}) {
  const steps = lobes ? lobes * 6 : 18;
  const upper = [];
  const lower = [];
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const x = len * s;
    const y = curve * len * s * s;
    const slope = 2 * curve * s;
    const m = Math.hypot(1, slope);
    const [nx, ny] = [-slope / m, 1 / m];
    let hw = (wid / 2) * Math.pow(Math.sin(Math.PI * Math.pow(s, skew)), round);
    if (lobes) hw *= 0.5 + 0.5 * Math.pow(Math.abs(Math.sin(Math.PI * lobes * s)), 0.55);
    upper.push([x + nx * hw, y + ny * hw]);
    lower.push([x - nx * hw, y - ny * hw]);
  }
  return `M${pts(upper)}L${pts(lower.reverse())}Z`;
}

/**
 * A stem as a chain of segments, each nested in the one before, so bending one joint carries everything beyond it.
 * drawSegment(k, len) draws segment k from (0, 0) to (len, 0). update(t) returns the joints' transforms for time t:
 * each joint sways around its resting bend, and the sway travels from base to tip (lag per joint).
 */
function chain(id, { x, y, angle, lens, bends, amp, lag = 0.35, phase = 0, drawSegment }) {
  let svg = '';
  for (let k = lens.length - 1; k >= 0; k--) svg = `<g id="${id}-${k}">${drawSegment(k, lens[k])}${svg}</g>`;
  const update = (t) =>
    lens.map((_, k) => {
      const rot = (k === 0 ? angle : bends[k]) + amp * (0.6 + (0.8 * k) / lens.length) * sway(t, phase - k * lag);
      const move = k === 0 ? `${n(x, 1)} ${n(y, 1)}` : `${n(lens[k - 1], 2)} 0`;
      return [`${id}-${k}`, 'transform', `translate(${move}) rotate(${n(rot, 3)})`];
    });
  return { svg, update };
}

/** A fern frond: a tapering rachis with alternate lobed pinnae, shortest at the base and the tip. */
function fern(id, o) {
  const r = rng(id);
  const segs = o.segments;
  const lens = Array.from({ length: segs }, (_, k) => o.seg * (1 - (0.45 * k) / segs));
  const bends = lens.map((_, k) => o.bend * (0.5 + k / segs));
  const colours = o.colours;
  const drawSegment = (k, len) => {
    const u = k / segs;
    const env = Math.min(1, 0.55 + u * 3.5) * Math.pow(1 - u, 0.85) + 0.05;
    let s = `<path d="M0 0L${n(len + 0.6)} 0" stroke="${colours[0]}" stroke-width="${n(o.stem * (1 - 0.75 * u), 2)}" stroke-linecap="round" fill="none"/>`;
    for (const side of [-1, 1]) {
      const p = o.pinna * env * r.range(0.92, 1.06);
      const ang = side * (o.spread - 24 * u + r.range(-3, 3));
      const at = side < 0 ? 0.25 : 0.75;
      const fill = mix(colours[1], colours[2], r());
      const d = leafPath(p, p * o.width, { lobes: Math.max(3, Math.round(p / o.lobe)), curve: side * 0.12, skew: 0.7 });
      s += `<path d="${d}" fill="${fill}" transform="translate(${n(len * at, 1)} 0) rotate(${n(ang, 1)})"/>`;
    }
    if (k === segs - 1) {
      const p = o.pinna * 0.22;
      s += `<path d="${leafPath(p, p * 0.35, { lobes: 3 })}" fill="${colours[1]}" transform="translate(${n(len, 1)} 0)"/>`;
    }
    return s;
  };
  return chain(id, { ...o, lens, bends, drawSegment });
}

/**
 * A eucalyptus sprig: a thin reddish stem with pairs of round, blue-green leaves. The leaves also flutter a little
 * on their own stalks.
 */
function eucalyptus(id, o, defs) {
  const r = rng(id);
  const segs = o.segments;
  const lens = Array.from({ length: segs }, (_, k) => o.seg * (1 - (0.35 * k) / segs));
  const bends = lens.map(() => o.bend + r.range(-4, 4));
  const leaves = [];
  const faces = [
    defs.linear(
      [
        [0, mix(o.leaf, C.paper, 0.28)],
        [0.55, o.leaf],
        [1, dark(o.leaf, 0.35)],
      ],
      [0, 0, 0, 1],
    ),
    defs.linear(
      [
        [0, dark(o.leaf, 0.3)],
        [0.5, o.leaf],
        [1, mix(o.leaf, C.paper, 0.22)],
      ],
      [0, 0, 0, 1],
    ),
  ];
  const drawSegment = (k, len) => {
    const u = k / segs;
    let s = `<path d="M0 0L${n(len + 0.5)} 0" stroke="${o.stem}" stroke-width="${n(o.stemWidth * (1 - 0.6 * u), 2)}" stroke-linecap="round" fill="none"/>`;
    for (const side of [-1, 1]) {
      const size = o.size * (1 - 0.45 * u) * r.range(0.9, 1.08);
      const base = side * r.range(55, 85);
      const leafId = `${id}-l${k}${side < 0 ? 'a' : 'b'}`;
      leaves.push({ id: leafId, x: len, base, phase: r.range(0, TAU), amp: (o.flutter ?? 1) * r.range(2, 4.5) });
      const d = leafPath(size, size * r.range(0.72, 0.86), { round: 0.55, skew: 0.9, curve: side * 0.05 });
      s +=
        `<g id="${leafId}"><path d="M0 0L${n(size * 0.16, 1)} 0" stroke="${o.stem}" stroke-width="1.6"/>` +
        `<path d="${d}" fill="${faces[side < 0 ? 0 : 1]}" transform="translate(${n(size * 0.14, 1)} 0)"/>` +
        `<path d="M${n(size * 0.18, 1)} 0L${n(size * 0.8, 1)} ${n(side * size * 0.03, 1)}" stroke="${light(o.leaf, 0.35)}" stroke-width="1" opacity=".55" fill="none"/></g>`;
    }
    return s;
  };
  const stem = chain(id, { ...o, lens, bends, drawSegment });
  const update = (t) => [
    ...stem.update(t),
    ...leaves.map((l) => [
      l.id,
      'transform',
      `translate(${n(l.x, 1)} 0) rotate(${n(l.base + l.amp * wave(t, 1, l.phase) + 1.5 * wave(t, 2, l.phase * 2), 2)})`,
    ]),
  ];
  return { svg: stem.svg, update };
}

// ---------------------------------------------------------------------------------------------------------------
// Still life: stone plinths, bottles and a jar (static; only their glass glints move)
// ---------------------------------------------------------------------------------------------------------------

/** A cylinder's side and top; returns its outline (for shadows) and the drawn SVG. */
function plinth(defs, { cx, r, top, bottom, ry, seed }) {
  const side = `M${cx - r} ${top}L${cx - r} ${bottom}A${r} ${ry} 0 0 0 ${cx + r} ${bottom}L${cx + r} ${top}A${r} ${ry} 0 0 1 ${cx - r} ${top}Z`;
  const sideFill = defs.linear([
    [0, mix(C.sand, C.deep, 0.74)],
    [0.25, mix(C.sand, C.forest, 0.52)],
    [0.55, mix(C.sand, C.moss, 0.22)],
    [0.8, light(C.sand, 0.12)],
    [0.91, light(C.sand, 0.2)],
    [1, mix(C.sand, C.moss, 0.38)],
  ]);
  const topFill = defs.linear(
    [
      [0, mix(C.sand, C.forest, 0.3)],
      [0.55, light(C.sand, 0.1)],
      [1, light(C.sand, 0.5)],
    ],
    [0, 0.2, 1, 0.8],
  );
  // travertine: small pores and soft bands of tone that wrap around the cylinder
  const rand = rng(seed);
  let pores = '';
  for (let i = 0; i < 34; i++) {
    const x = cx - r + rand() * r * 2;
    const y = top + 10 + rand() * (bottom - top - 6);
    const shade = (x - (cx - r)) / (2 * r);
    pores += `<ellipse cx="${n(x, 1)}" cy="${n(y, 1)}" rx="${n(rand.range(1.5, 6), 1)}" ry="${n(rand.range(0.5, 1), 1)}" fill="#8A7658" opacity="${n(0.08 + 0.14 * shade, 2)}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const y = top + 16 + rand() * (bottom - top - 24);
    const band = `M${cx - r} ${n(y, 1)}A${r} ${n(ry * 0.8, 1)} 0 0 0 ${cx + r} ${n(y + rand.range(-2, 2), 1)}`;
    pores += `<path d="${band}" stroke="#9A8668" stroke-width="${n(rand.range(4, 11), 1)}" opacity=".07" fill="none"/>`;
  }
  // soft shade under the top edge
  const under = defs.linear(
    [
      [0, C.deep, 0.22],
      [1, C.deep, 0],
    ],
    [0, 0, 0, 1],
  );
  pores += `<rect x="${cx - r}" y="${top}" width="${2 * r}" height="${ry + 22}" fill="${under}"/>`;
  const clip = defs.clip(`<path d="${side}"/>`);
  const svg =
    `<path d="${side}" fill="${sideFill}"/>` +
    `<g clip-path="${clip}">${pores}</g>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${r}" ry="${ry}" fill="${topFill}"/>` +
    `<path d="M${cx - r} ${top}A${r} ${ry} 0 0 0 ${cx + r} ${top}" stroke="${C.paper}" stroke-width="1.2" opacity=".35" fill="none"/>`;
  return { svg, side, top: { cx, cy: top, rx: r, ry } };
}

/** Outline of a Boston-round bottle body standing on (cx, base): w wide, h tall to the neck, with a short neck. */
function bottleBody(cx, base, w, h, neck, neckH) {
  const l = cx - w / 2;
  const rr = cx + w / 2;
  const sh = base - h; // top of the shoulder
  const rs = w * 0.34; // shoulder radius
  return (
    `M${n(l + 6)} ${n(base)}Q${n(l)} ${n(base)} ${n(l)} ${n(base - 7)}L${n(l)} ${n(sh + rs)}` +
    `C${n(l)} ${n(sh + rs * 0.25)} ${n(cx - neck / 2 - rs * 0.55)} ${n(sh)} ${n(cx - neck / 2)} ${n(sh)}` +
    `L${n(cx - neck / 2)} ${n(sh - neckH)}L${n(cx + neck / 2)} ${n(sh - neckH)}L${n(cx + neck / 2)} ${n(sh)}` +
    `C${n(cx + neck / 2 + rs * 0.55)} ${n(sh)} ${n(rr)} ${n(sh + rs * 0.25)} ${n(rr)} ${n(sh + rs)}` +
    `L${n(rr)} ${n(base - 7)}Q${n(rr)} ${n(base)} ${n(rr - 6)} ${n(base)}Z`
  );
}

/** Metal collar and rubber bulb of a dropper, on top of the neck at y. */
function dropperTop(defs, cx, y, neck, bulbColour) {
  const cw = neck + 12;
  const metal = defs.linear([
    [0, dark(C.gold, 0.55)],
    [0.35, mix(C.gold, C.terracotta, 0.2)],
    [0.7, light(C.gold, 0.45)],
    [0.86, C.gold],
    [1, dark(C.gold, 0.4)],
  ]);
  const bulb = defs.linear([
    [0, dark(bulbColour, 0.6)],
    [0.55, bulbColour],
    [0.8, light(bulbColour, 0.25)],
    [1, dark(bulbColour, 0.3)],
  ]);
  const bw = neck - 2;
  const bh = neck * 1.55;
  const collarTop = y - 24;
  return (
    `<path d="M${n(cx - bw / 2)} ${n(collarTop)}C${n(cx - bw / 2)} ${n(collarTop - bh * 0.7)} ${n(cx - bw * 0.36)} ${n(collarTop - bh)} ${n(cx)} ${n(collarTop - bh)}` +
    `C${n(cx + bw * 0.36)} ${n(collarTop - bh)} ${n(cx + bw / 2)} ${n(collarTop - bh * 0.7)} ${n(cx + bw / 2)} ${n(collarTop)}Z" fill="${bulb}"/>` +
    `<path d="M${n(cx + bw * 0.22)} ${n(collarTop - bh * 0.82)}Q${n(cx + bw * 0.34)} ${n(collarTop - bh * 0.5)} ${n(cx + bw * 0.3)} ${n(collarTop - 4)}" stroke="${C.paper}" stroke-width="2.2" opacity=".28" stroke-linecap="round" fill="none"/>` +
    `<rect x="${n(cx - cw / 2)}" y="${n(collarTop)}" width="${n(cw)}" height="26" rx="3" fill="${metal}"/>` +
    `<rect x="${n(cx - cw / 2)}" y="${n(collarTop + 6)}" width="${n(cw)}" height="1.2" fill="${C.deep}" opacity=".25"/>` +
    `<rect x="${n(cx - cw / 2)}" y="${n(collarTop + 19)}" width="${n(cw)}" height="1.2" fill="${C.deep}" opacity=".25"/>`
  );
}

/** A small botanical label: paper band with a leaf mark and two hairlines in place of words. */
function label(defs, cx, y, w, h, ink) {
  const paper = defs.linear([
    [0, mix(C.sand, C.deep, 0.55)],
    [0.35, mix(C.sand, C.moss, 0.2)],
    [0.78, C.cream],
    [0.9, C.paper],
    [1, mix(C.sand, C.moss, 0.25)],
  ]);
  const mark = leafPath(16, 8, { skew: 0.9 });
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${paper}"/>` +
    `<path d="${mark}" fill="${ink}" transform="translate(${n(cx - 2)} ${n(y + h * 0.36)}) rotate(-55)"/>` +
    `<path d="M${n(cx)} ${n(y + h * 0.36)}L${n(cx - 5)} ${n(y + h * 0.42)}" stroke="${ink}" stroke-width="1.2"/>` +
    `<rect x="${n(cx - w * 0.26)}" y="${n(y + h * 0.58)}" width="${n(w * 0.52)}" height="2.2" fill="${ink}" opacity=".8"/>` +
    `<rect x="${n(cx - w * 0.17)}" y="${n(y + h * 0.72)}" width="${n(w * 0.34)}" height="1.4" fill="${ink}" opacity=".5"/>`
  );
}

/** Soft specular strips on a glass body between x0 and x1 (left broad reflection, right thin rim light). */
function gloss(x0, x1, y0, y1, strength = 1) {
  return (
    `<rect x="${n(x0 + 7)}" y="${n(y0)}" width="7" height="${n(y1 - y0)}" rx="3.5" fill="${C.paper}" opacity="${n(0.2 * strength)}"/>` +
    `<rect x="${n(x1 - 6)}" y="${n(y0 + 6)}" width="2.6" height="${n((y1 - y0) * 0.8)}" rx="1.3" fill="${C.paper}" opacity="${n(0.55 * strength)}"/>`
  );
}

/** Amber dropper bottle; returns the SVG and the glass outline (for the glint). */
function amberDropper(defs, cx, base, s) {
  const w = 80 * s;
  const h = 150 * s;
  const neck = 34 * s;
  const body = bottleBody(cx, base, w, h, neck, 8 * s);
  const glass = defs.linear([
    [0, '#4A210E'],
    [0.18, mix(C.terracotta, '#5A2A12', 0.55)],
    [0.5, mix(C.terracotta, '#7A3818', 0.25)],
    [0.8, mix(C.terracotta, C.gold, 0.3)],
    [0.92, mix(C.gold, C.paper, 0.2)],
    [1, '#6A3015'],
  ]);
  const depth = defs.linear(
    [
      [0, C.black, 0],
      [0.7, C.black, 0.05],
      [1, C.black, 0.3],
    ],
    [0, 0, 0, 1],
  );
  const svg =
    `<path d="${body}" fill="${glass}"/>` +
    `<path d="${body}" fill="${depth}"/>` +
    label(defs, cx, base - h * 0.66, w, h * 0.36, C.forest) +
    gloss(cx - w / 2, cx + w / 2, base - h + 26 * s, base - 10) +
    dropperTop(defs, cx, base - h - 8 * s, neck, C.forest);
  return { svg, glass: body };
}

/** Clear glass dropper with a golden serum inside. */
function clearDropper(defs, cx, base, s) {
  const w = 66 * s;
  const h = 118 * s;
  const neck = 28 * s;
  const body = bottleBody(cx, base, w, h, neck, 7 * s);
  const glass = defs.linear([
    [0, C.sageLight, 0.55],
    [0.2, C.sageLight, 0.12],
    [0.75, C.paper, 0.1],
    [0.9, C.paper, 0.45],
    [1, C.sageLight, 0.5],
  ]);
  const serumTop = base - h * 0.66;
  const serum = defs.linear([
    [0, mix(C.gold, C.terracotta, 0.55)],
    [0.45, C.gold],
    [0.8, light(C.gold, 0.35)],
    [1, mix(C.gold, C.terracotta, 0.3)],
  ]);
  const clip = defs.clip(`<path d="${body}"/>`);
  const svg =
    `<path d="${body}" fill="${glass}"/>` +
    `<g clip-path="${clip}">` +
    `<rect x="${n(cx - w / 2)}" y="${n(serumTop)}" width="${n(w)}" height="${n(base - serumTop)}" fill="${serum}" opacity=".88"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(serumTop)}" rx="${n(w / 2)}" ry="2.6" fill="${light(C.gold, 0.55)}" opacity=".8"/>` +
    `<rect x="${n(cx - 3.5 * s)}" y="${n(base - h - 8 * s)}" width="${n(7 * s)}" height="${n(h * 0.86)}" rx="${n(3.5 * s)}" fill="${C.paper}" opacity=".22"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(base - 9)}" width="${n(w)}" height="9" fill="${dark(C.gold, 0.5)}" opacity=".35"/>` +
    `</g>` +
    `<path d="${body}" fill="none" stroke="${mix(C.sage, C.paper, 0.3)}" stroke-width="1.4" opacity=".7"/>` +
    gloss(cx - w / 2, cx + w / 2, base - h + 22 * s, base - 10, 1.2) +
    dropperTop(defs, cx, base - h - 7 * s, neck, mix(C.sand, C.cream, 0.4));
  return { svg, glass: body };
}

/** Frosted glass jar with a deep green lid. */
function jar(defs, cx, base, s) {
  const w = 112 * s;
  const h = 64 * s;
  const lidH = 30 * s;
  const frost = defs.linear([
    [0, mix(C.sageLight, C.forest, 0.55)],
    [0.35, mix(C.sageLight, C.moss, 0.2)],
    [0.75, C.sageLight],
    [0.9, light(C.sageLight, 0.5)],
    [1, mix(C.sageLight, C.moss, 0.25)],
  ]);
  const lid = defs.linear([
    [0, '#0C1F18'],
    [0.45, C.forest],
    [0.8, mix(C.forest, C.sage, 0.3)],
    [0.92, mix(C.forest, C.sage, 0.45)],
    [1, C.deep],
  ]);
  const body = `M${n(cx - w / 2)} ${n(base - h)}L${n(cx + w / 2)} ${n(base - h)}L${n(cx + w / 2)} ${n(base - 8)}Q${n(cx + w / 2)} ${n(base)} ${n(cx + w / 2 - 9)} ${n(base)}L${n(cx - w / 2 + 9)} ${n(base)}Q${n(cx - w / 2)} ${n(base)} ${n(cx - w / 2)} ${n(base - 8)}Z`;
  const lidPath = `M${n(cx - w / 2 - 2)} ${n(base - h)}L${n(cx - w / 2 - 2)} ${n(base - h - lidH + 5)}Q${n(cx - w / 2 - 2)} ${n(base - h - lidH)} ${n(cx - w / 2 + 6)} ${n(base - h - lidH)}L${n(cx + w / 2 - 6)} ${n(base - h - lidH)}Q${n(cx + w / 2 + 2)} ${n(base - h - lidH)} ${n(cx + w / 2 + 2)} ${n(base - h - lidH + 5)}L${n(cx + w / 2 + 2)} ${n(base - h)}Z`;
  const svg =
    `<path d="${body}" fill="${frost}"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(base - h)}" width="${n(w)}" height="5" fill="${C.deep}" opacity=".18"/>` +
    `<path d="${leafPath(18, 9, { skew: 0.9 })}" fill="${C.moss}" opacity=".75" transform="translate(${n(cx - 3)} ${n(base - h * 0.42)}) rotate(-55)"/>` +
    `<rect x="${n(cx - w * 0.2)}" y="${n(base - h * 0.24)}" width="${n(w * 0.4)}" height="1.6" fill="${C.moss}" opacity=".6"/>` +
    `<path d="${lidPath}" fill="${lid}"/>` +
    `<rect x="${n(cx - w / 2 - 2)}" y="${n(base - h - 3)}" width="${n(w + 4)}" height="1.5" fill="${C.gold}" opacity=".75"/>` +
    gloss(cx - w / 2, cx + w / 2, base - h + 8, base - 8, 0.7);
  return { svg, glass: body };
}

// ---------------------------------------------------------------------------------------------------------------
// The scene
// ---------------------------------------------------------------------------------------------------------------

function buildScene() {
  const defs = new Defs();
  const updates = [];
  let svg = '';

  // --- Wall: deep forest on the left, warming towards the light on the right -----------------------------------
  const FLOOR = 596;
  svg += `<rect width="${W}" height="${H}" fill="${defs.linear([
    [0, '#10261E'],
    [0.3, mix(C.deep, C.forest, 0.6)],
    [0.58, mix(C.forest, C.moss, 0.45)],
    [0.82, mix(C.moss, C.leaf, 0.4)],
    [1, mix(C.leaf, C.sage, 0.3)],
  ])}"/>`;
  svg += `<rect width="${W}" height="${FLOOR}" fill="${defs.linear(
    [
      [0, C.deep, 0],
      [0.6, C.deep, 0.1],
      [1, C.deep, 0.45],
    ],
    [0, 0, 0, 1],
  )}"/>`;

  // --- Plants, plinths and bottles (built first: their silhouettes also cast the shadows on the wall) ----------
  // Everything bright stays right of x = 955, outside the headline's area.
  const A = { cx: 1024, r: 112, top: 470, bottom: 614, ry: 15, seed: 'plinth-a' };
  const B = { cx: 1190, r: 80, top: 550, bottom: 660, ry: 12, seed: 'plinth-b' };
  const X = { amber: 994, jar: 1080, clear: 1190 };
  const plinthA = plinth(defs, A);
  const plinthB = plinth(defs, B);
  const amber = amberDropper(defs, X.amber, A.top + 4, 1);
  const pot = jar(defs, X.jar, A.top + 8, 1);
  const clear = clearDropper(defs, X.clear, B.top + 3, 1);

  // Leaf shadows thrown on the wall by a plant outside the picture (they cut holes in the light).
  const gobo = [
    fern('gobo-a', {
      x: 1420,
      y: -90,
      angle: 146,
      segments: 13,
      seg: 70,
      bend: -1.4,
      pinna: 150,
      width: 0.24,
      lobe: 40,
      spread: 62,
      stem: 7,
      amp: 0.75,
      lag: 0.3,
      phase: 0.4,
      colours: [C.black, C.black, C.black],
    }),
    fern('gobo-b', {
      x: 1360,
      y: -160,
      angle: 112,
      segments: 12,
      seg: 64,
      bend: 2.2,
      pinna: 130,
      width: 0.26,
      lobe: 40,
      spread: 58,
      stem: 6,
      amp: 0.9,
      lag: 0.28,
      phase: 2.3,
      colours: [C.black, C.black, C.black],
    }),
  ];
  gobo.forEach((g) => updates.push(g.update));
  const castShadows =
    `<g transform="translate(-118 14) skewX(8)"><path d="${plinthA.side}"/><ellipse cx="${A.cx}" cy="${A.top}" rx="${A.r}" ry="${A.ry}"/>` +
    `<path d="${amber.glass}"/><rect x="${X.amber - 16}" y="200" width="32" height="90" rx="14"/><path d="${pot.glass}"/>` +
    `<rect x="${X.jar - 60}" y="380" width="120" height="40" rx="6"/></g>` +
    `<g transform="translate(-100 10) skewX(8)"><path d="${plinthB.side}"/><path d="${clear.glass}"/><rect x="${X.clear - 13}" y="360" width="26" height="80" rx="12"/></g>`;
  const lightMask = defs.add(
    (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="${C.white}"/>` +
      `<g filter="${defs.blur(7)}" opacity=".55">${gobo.map((g) => g.svg).join('')}</g>` +
      `<g filter="${defs.blur(16)}" opacity=".5">${castShadows}</g>` +
      `</mask>`,
  );

  // --- Sunlight pooling on the wall, upper right -----------------------------------------------------------------
  const pool = defs.radial(
    [
      [0, light(C.cream, 0.5), 0.92],
      [0.25, mix(C.cream, C.clay, 0.25), 0.62],
      [0.55, mix(C.sand, C.sage, 0.5), 0.28],
      [0.8, C.sage, 0.08],
      [1, C.sage, 0],
    ],
    ' cx=".5" cy=".5" r=".5"',
  );
  svg += `<g mask="url(#${lightMask})">`;
  svg += `<ellipse cx="1096" cy="240" rx="580" ry="440" fill="${pool}"/>`;
  svg += `<ellipse cx="1130" cy="200" rx="250" ry="200" fill="${pool}" opacity=".55"/>`;
  svg += `</g>`;

  // Slow shafts of light falling from the upper right (they breathe, never blink).
  const shafts = [
    { id: 'shaft-a', x: 1180, w: 150, tilt: -560, o: 0.07, phase: 0.3 },
    { id: 'shaft-b', x: 1010, w: 90, tilt: -520, o: 0.05, phase: 2.1 },
    { id: 'shaft-c', x: 1300, w: 210, tilt: -600, o: 0.06, phase: 4.2 },
  ];
  const shaftFill = defs.linear(
    [
      [0, C.cream, 1],
      [0.55, C.cream, 0.35],
      [1, C.cream, 0],
    ],
    [0.8, 0, 0.2, 1],
  );
  svg += `<g filter="${defs.blur(10)}">`;
  for (const s of shafts) {
    svg += `<path id="${s.id}" d="M${s.x} -20L${s.x + s.w} -20L${s.x + s.w + s.tilt} ${FLOOR}L${s.x + s.tilt} ${FLOOR}Z" fill="${shaftFill}" style="mix-blend-mode:screen"/>`;
    updates.push((t) => [[s.id, 'opacity', n(s.o * (0.75 + 0.25 * wave(t, 1, s.phase)), 4)]]);
  }
  svg += `</g>`;

  // --- Far bokeh: soft discs of light drifting behind everything ----------------------------------------------
  const bokehFill = {
    gold: defs.radial([
      [0, light(C.gold, 0.55), 0.9],
      [0.6, light(C.gold, 0.35), 0.55],
      [0.86, C.gold, 0.25],
      [1, C.gold, 0],
    ]),
    cream: defs.radial([
      [0, C.paper, 0.85],
      [0.65, C.cream, 0.5],
      [0.88, C.cream, 0.22],
      [1, C.cream, 0],
    ]),
  };
  const bokeh = (id, count, area, sizes, alpha) => {
    const r = rng(id);
    let s = '';
    const list = [];
    for (let i = 0; i < count; i++) {
      const b = {
        id: `${id}-${i}`,
        x: r.range(area[0], area[2]),
        y: r.range(area[1], area[3]),
        r: r.range(sizes[0], sizes[1]),
        o: r.range(alpha[0], alpha[1]),
        ax: r.range(10, 28),
        ay: r.range(8, 20),
        cy: r() < 0.5 ? 1 : 2,
        p1: r.range(0, TAU),
        p2: r.range(0, TAU),
        p3: r.range(0, TAU),
        fill: r() < 0.55 ? bokehFill.cream : bokehFill.gold,
      };
      list.push(b);
      s += `<circle id="${b.id}" r="${n(b.r, 1)}" fill="${b.fill}" style="mix-blend-mode:screen"/>`;
    }
    updates.push((t) =>
      list.flatMap((b) => [
        [b.id, 'cx', n(b.x + b.ax * wave(t, 1, b.p1), 2)],
        [b.id, 'cy', n(b.y + b.ay * wave(t, b.cy, b.p2), 2)],
        [b.id, 'opacity', n(b.o * (0.7 + 0.3 * wave(t, 1, b.p3)), 3)],
      ]),
    );
    return s;
  };
  svg += bokeh('bokeh-far', 12, [760, 40, 1260, 420], [14, 40], [0.25, 0.55]);
  svg += bokeh('bokeh-far-left', 5, [80, 40, 620, 300], [18, 34], [0.06, 0.12]);

  // --- Floor: a dark stone ledge, catching the light on the right ----------------------------------------------
  svg += `<rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${defs.linear([
    [0, '#0E221A'],
    [0.4, mix(C.deep, C.forest, 0.7)],
    [0.72, mix(C.forest, C.moss, 0.55)],
    [1, mix(C.moss, C.sand, 0.35)],
  ])}"/>`;
  svg += `<rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${defs.linear(
    [
      [0, C.paper, 0.06],
      [0.25, C.deep, 0],
      [1, C.deep, 0.5],
    ],
    [0, 0, 0, 1],
  )}"/>`;
  svg += `<rect y="${FLOOR}" width="${W}" height="1.5" fill="${defs.linear([
    [0, C.paper, 0],
    [0.55, C.paper, 0.05],
    [1, C.paper, 0.35],
  ])}"/>`;
  // light spilling onto the ledge and the shadows the plinths throw to the left
  svg += `<ellipse cx="1120" cy="${FLOOR + 60}" rx="300" ry="70" fill="${defs.radial([
    [0, C.cream, 0.3],
    [1, C.cream, 0],
  ])}"/>`;
  const floorShadow = defs.blur(10);
  svg += `<g filter="${floorShadow}" fill="${C.black}" opacity=".45">`;
  svg += `<path d="M${A.cx + A.r - 10} ${A.bottom}L${A.cx - A.r - 150} ${A.bottom + 6}L${A.cx - A.r - 130} ${A.bottom + 26}L${A.cx + 40} ${A.bottom + 22}Z"/>`;
  svg += `<path d="M${B.cx + B.r - 10} ${B.bottom}L${B.cx - B.r - 130} ${B.bottom + 6}L${B.cx - B.r - 110} ${B.bottom + 24}L${B.cx + 30} ${B.bottom + 20}Z"/>`;
  svg += `</g>`;

  // --- A fern behind the plinths, lit from the right -------------------------------------------------------------
  const backFern = fern('fern-back', {
    x: 1296,
    y: 600,
    angle: -128,
    segments: 15,
    seg: 30,
    bend: 3.2,
    pinna: 56,
    width: 0.26,
    lobe: 9,
    spread: 64,
    stem: 3.2,
    amp: 0.55,
    lag: 0.32,
    phase: 1.1,
    colours: [mix(C.moss, C.deep, 0.2), mix(C.leaf, C.sage, 0.15), mix(C.moss, C.leaf, 0.4)],
  });
  updates.push(backFern.update);
  svg += `<g filter="${defs.blur(0.6)}">${backFern.svg}</g>`;

  // --- Plinths, bottles, jar -------------------------------------------------------------------------------------
  svg += plinthA.svg;
  // shadows of the bottles on plinth A's top (towards the left and back)
  const topClipA = defs.clip(`<ellipse cx="${A.cx}" cy="${A.top}" rx="${A.r}" ry="${A.ry}"/>`);
  svg += `<g clip-path="${topClipA}"><g filter="${defs.blur(3)}" fill="${C.deep}" opacity=".55">`;
  const a = X.amber;
  const j = X.jar;
  svg += `<path d="M${a + 26} ${A.top + 5}L${a - 64} ${A.top - 4}L${a - 70} ${A.top + 3}L${a - 6} ${A.top + 12}Z"/>`;
  svg += `<path d="M${j + 52} ${A.top + 8}L${j - 58} ${A.top}L${j - 64} ${A.top + 9}L${j - 16} ${A.top + 14}Z"/>`;
  svg += `</g></g>`;
  // warm caustic: light passing through the amber glass, landing on the stone
  svg += `<ellipse cx="${X.amber - 34}" cy="${A.top + 4}" rx="22" ry="4" fill="${C.gold}" opacity=".35" filter="${defs.blur(2.5)}"/>`;
  svg += amber.svg + pot.svg;
  svg += plinthB.svg;
  const topClipB = defs.clip(`<ellipse cx="${B.cx}" cy="${B.top}" rx="${B.r}" ry="${B.ry}"/>`);
  svg += `<g clip-path="${topClipB}"><path d="M${X.clear + 26} ${B.top + 4}L${X.clear - 70} ${B.top - 3}L${X.clear - 74} ${B.top + 4}L${X.clear - 10} ${B.top + 10}Z" fill="${C.deep}" opacity=".5" filter="${defs.blur(3)}"/></g>`;
  svg += `<ellipse cx="${X.clear - 36}" cy="${B.top + 4}" rx="18" ry="3.5" fill="${C.gold}" opacity=".45" filter="${defs.blur(2.5)}"/>`;
  // a cut eucalyptus sprig resting on the low plinth
  const restSprig = eucalyptus(
    'eucalyptus-rest',
    {
      x: B.cx + B.r - 12,
      y: B.top + 4,
      angle: 186,
      segments: 2,
      seg: 22,
      bend: 8,
      size: 17,
      amp: 0,
      flutter: 0,
      stem: mix(C.terracotta, C.deep, 0.35),
      stemWidth: 2,
      leaf: mix(C.sage, C.forest, 0.3),
    },
    defs,
  );
  updates.push(restSprig.update);
  svg += clear.svg;

  // glints: a narrow band of light crossing the glass when the big light sweep passes
  const sweepX = (t) => -420 + 2140 * smooth((t / DURATION - 0.12) / 0.76);
  const glassClip = defs.clip(`<path d="${amber.glass}"/><path d="${pot.glass}"/><path d="${clear.glass}"/>`);
  const glint = defs.linear([
    [0, C.paper, 0],
    [0.5, C.paper, 0.45],
    [1, C.paper, 0],
  ]);
  svg += `<g clip-path="${glassClip}"><rect id="glint" x="-30" y="150" width="60" height="560" fill="${glint}" style="mix-blend-mode:screen"/></g>`;
  updates.push((t) => [['glint', 'transform', `translate(${n(sweepX(t) + 140, 1)} 0) skewX(-18)`]]);
  svg += restSprig.svg;

  // --- Eucalyptus hanging in from the top right, slightly out of focus ------------------------------------------
  const euca = [
    eucalyptus(
      'eucalyptus-a',
      {
        x: 1250,
        y: -24,
        angle: 118,
        segments: 8,
        seg: 42,
        bend: 6,
        size: 54,
        amp: 0.7,
        lag: 0.3,
        phase: 0.9,
        stem: mix(C.terracotta, C.deep, 0.4),
        stemWidth: 3.2,
        leaf: mix(mix(C.sage, C.forest, 0.4), C.sageLight, 0.12),
      },
      defs,
    ),
    eucalyptus(
      'eucalyptus-b',
      {
        x: 1292,
        y: 40,
        angle: 152,
        segments: 7,
        seg: 38,
        bend: -5,
        size: 46,
        amp: 0.8,
        lag: 0.32,
        phase: 3.1,
        stem: mix(C.terracotta, C.deep, 0.45),
        stemWidth: 2.8,
        leaf: mix(C.sage, C.forest, 0.55),
      },
      defs,
    ),
  ];
  euca.forEach((e) => updates.push(e.update));
  svg += `<g filter="${defs.blur(3.4)}">${euca.map((e) => e.svg).join('')}</g>`;

  // --- Foreground ferns, lower left: dark, soft, framing the calm side -------------------------------------------
  const fronts = [
    fern('fern-front-a', {
      x: -70,
      y: 790,
      angle: -52,
      segments: 16,
      seg: 33,
      bend: 2.6,
      pinna: 84,
      width: 0.24,
      lobe: 11,
      spread: 64,
      stem: 5,
      amp: 0.55,
      lag: 0.3,
      phase: 0,
      colours: ['#14301F', mix(C.forest, C.moss, 0.5), mix(C.moss, C.leaf, 0.25)],
    }),
    fern('fern-front-b', {
      x: -40,
      y: 820,
      angle: -82,
      segments: 14,
      seg: 30,
      bend: 4.4,
      pinna: 70,
      width: 0.24,
      lobe: 10,
      spread: 62,
      stem: 4.5,
      amp: 0.6,
      lag: 0.33,
      phase: 2.6,
      colours: ['#10281C', mix(C.deep, C.moss, 0.35), mix(C.forest, C.moss, 0.4)],
    }),
    fern('fern-front-c', {
      x: 170,
      y: 790,
      angle: -118,
      segments: 11,
      seg: 26,
      bend: -4,
      pinna: 52,
      width: 0.25,
      lobe: 9,
      spread: 60,
      stem: 3.6,
      amp: 0.6,
      lag: 0.3,
      phase: 4.4,
      colours: ['#10281C', mix(C.forest, C.moss, 0.3), mix(C.forest, C.leaf, 0.45)],
    }),
  ];
  fronts.forEach((f) => updates.push(f.update));
  svg += `<g filter="${defs.blur(3)}">${fronts.map((f) => f.svg).join('')}</g>`;

  // --- Near bokeh and the slow light sweep --------------------------------------------------------------------
  svg += bokeh('bokeh-near', 5, [880, 60, 1240, 520], [34, 60], [0.12, 0.22]);
  const sweepFill = defs.linear([
    [0, C.cream, 0],
    [0.5, C.cream, 0.2],
    [1, C.cream, 0],
  ]);
  const calmLeft = defs.add(
    (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${defs.linear(
        [
          [0, C.white, 0.15],
          [0.55, C.white, 0.35],
          [0.8, C.white, 1],
        ],
      )}"/></mask>`,
  );
  svg += `<g mask="url(#${calmLeft})"><rect id="sweep" x="-180" y="-100" width="360" height="${H + 200}" fill="${sweepFill}" style="mix-blend-mode:screen"/></g>`;
  updates.push((t) => [['sweep', 'transform', `translate(${n(sweepX(t), 1)} 0) skewX(-20)`]]);

  // --- Vignette ------------------------------------------------------------------------------------------------
  svg += `<rect width="${W}" height="${H}" fill="${defs.radial(
    [
      [0, C.black, 0],
      [0.55, C.black, 0],
      [1, C.black, 0.38],
    ],
    ' cx=".6" cy=".42" r=".75"',
  )}"/>`;

  const html =
    `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden;background:${C.deep}}` +
    `svg{display:block}</style></head><body>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs.svg()}${svg}</svg>` +
    `</body></html>`;
  return { html, frame: (t) => updates.flatMap((u) => u(t)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering and encoding
// ---------------------------------------------------------------------------------------------------------------

/** Runs in the page: applies one frame's attributes. */
function applyFrame(changes) {
  const doc = globalThis.document;
  for (const [id, attr, value] of changes) doc.getElementById(id).setAttribute(attr, value);
}

/** Renders the frames at the given times (seconds) to PNG files named by `name(i)` in dir. */
async function renderFrames(dir, times, name) {
  const { html, frame } = buildScene();
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROME_FLAGS, '--force-color-profile=srgb'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    const started = Date.now();
    for (const [i, t] of times.entries()) {
      await page.evaluate(applyFrame, frame(t));
      await page.screenshot({ path: join(dir, name(i)), type: 'png' });
      if (i % 24 === 23 || i === times.length - 1) {
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\r  frames ${i + 1}/${times.length} (${secs} s)`);
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
  }
}

function ffmpeg(args, options = {}) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: options.encoding ?? 'utf8',
    maxBuffer: 1 << 30,
    cwd: options.cwd,
  });
  if (res.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed:\n${res.stderr}`);
  return res.stdout;
}

const size = (file) => statSync(file).size;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Input options shared by both encodes: the PNG sequence, converted to BT.709 limited-range 4:2:0 and tagged so. */
const sequence = (dir) => [
  '-framerate',
  String(FPS),
  '-i',
  join(dir, 'f%04d.png'),
  '-vf',
  'scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
  '-an',
  '-map_metadata',
  '-1',
  '-g',
  String(FRAMES),
];

/** Two-pass encode at the bitrate that fills VIDEO_TARGET; tries lower rates until the file fits VIDEO_LIMIT. */
function encodeToBudget(label, out, passArgs) {
  let kbps = Math.floor((VIDEO_TARGET * 8) / DURATION / 1000);
  for (let attempt = 0; attempt < 6; attempt++) {
    passArgs(kbps);
    const bytes = size(out);
    console.log(`  ${label}: ${kbps} kb/s -> ${kib(bytes)}`);
    if (bytes <= VIDEO_LIMIT) return;
    kbps = Math.floor(kbps * (VIDEO_LIMIT / bytes) * 0.95);
  }
  throw new Error(`${label} does not fit ${kib(VIDEO_LIMIT)}`);
}

function encodeWebm(dir) {
  const log = join(dir, 'vp9');
  encodeToBudget('webm (VP9)', WEBM, (kbps) => {
    const common = ['-c:v', 'libvpx-vp9', '-b:v', `${kbps}k`, '-row-mt', '1', '-tile-columns', '2'];
    const extra = ['-auto-alt-ref', '1', '-lag-in-frames', '25', '-arnr-maxframes', '7', '-arnr-strength', '3'];
    ffmpeg([
      ...sequence(dir),
      ...common,
      ...extra,
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-pass',
      '1',
      '-passlogfile',
      log,
      '-f',
      'null',
      '-',
    ]);
    ffmpeg([
      ...sequence(dir),
      ...common,
      ...extra,
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

function encodeMp4(dir) {
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
    const tune = ['-x264-params', 'aq-mode=3:aq-strength=0.9:keyint=' + FRAMES + ':min-keyint=' + FRAMES];
    ffmpeg([...sequence(dir), ...common, ...tune, '-pass', '1', '-passlogfile', log, '-f', 'null', '-']);
    ffmpeg([...sequence(dir), ...common, ...tune, '-pass', '2', '-passlogfile', log, '-movflags', '+faststart', MP4]);
  });
}

/**
 * The poster is the first frame as WebP at quality 85: it is the shop's largest paint on a phone, and WebP holds the
 * soft gradients at about a third of the bytes of a JPEG that looks the same (17 KiB against 48 KiB).
 */
function encodePoster(dir) {
  ffmpeg([
    ...['-i', join(dir, frameName(0)), '-frames:v', '1'],
    ...['-c:v', 'libwebp', '-quality', '85', '-compression_level', '6', '-map_metadata', '-1', POSTER],
  ]);
  if (size(POSTER) > POSTER_LIMIT) throw new Error(`the poster does not fit ${kib(POSTER_LIMIT)}`);
  console.log(`  poster: ${kib(size(POSTER))}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Contrast check: the headline colours over the scrimmed video, in the text area, over every frame
// ---------------------------------------------------------------------------------------------------------------

const lin = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
};
const luminance = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

function checkContrast(file) {
  // Decode the encoded video (what visitors see), averaged over 8x8-pixel blocks (text strokes are never that thin
  // against a single pixel of bokeh), and find the brightest scrimmed background inside the text area.
  const [w, h] = [W / 8, H / 8];
  const raw = ffmpeg(['-i', file, '-vf', `scale=${w}:${h}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
  });
  const frameBytes = w * h * 3;
  let worst = { headline: Infinity, body: Infinity };
  for (let f = 0; f + frameBytes <= raw.length; f += frameBytes) {
    for (let y = Math.floor(TEXT_BOX.y0 * h); y < Math.ceil(TEXT_BOX.y1 * h); y++) {
      for (let x = Math.floor(TEXT_BOX.x0 * w); x < Math.ceil(TEXT_BOX.x1 * w); x++) {
        const i = f + (y * w + x) * 3;
        const bg = [0, 1, 2].map((c) => SCRIM.rgb[c] * SCRIM.alpha + raw[i + c] * (1 - SCRIM.alpha));
        for (const key of Object.keys(worst)) worst[key] = Math.min(worst[key], contrast(TEXT_COLOURS[key], bg));
      }
    }
  }
  return worst;
}

// ---------------------------------------------------------------------------------------------------------------

const frameName = (i) => `f${String(i).padStart(4, '0')}.png`;

async function main() {
  // `--preview 0,2.5,6`: only render the frames at those times (seconds) to PNGs, for a quick look.
  const at = process.argv.indexOf('--preview');
  if (at !== -1) {
    const times = (process.argv[at + 1] ?? '0').split(',').map(Number);
    const dir = mkdtempSync(join(tmpdir(), 'mossbloom-shop-preview-'));
    await renderFrames(dir, times, (i) => `t${times[i]}.png`);
    for (const t of times) console.log(join(dir, `t${t}.png`));
    return;
  }
  mkdirSync(OUT_VIDEO, { recursive: true });
  mkdirSync(OUT_IMAGES, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'mossbloom-shop-video-'));
  try {
    console.log(`Rendering ${FRAMES} frames (${W}x${H}, ${DURATION} s at ${FPS} fps) into ${dir}`);
    const times = Array.from({ length: FRAMES }, (_, i) => i / FPS);
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
    if (existsSync(file)) console.log(`  ${kib(size(file)).padStart(10)}  ${relative(ROOT, file)}`);
  }
}

await main();

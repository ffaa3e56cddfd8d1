// Generates every illustration of the Mossbloom storefront as hand-written SVG code.
// Usage: `node scripts/generate-art.mjs` (Node 20+, no dependencies). It reads public/data/db.products.json
// and (over)writes the product pictures, ratings, hero slides, icons and banners under public/images/
// plus public/favicon.svg. The output is deterministic: the only randomness is seeded from fixed strings.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const IMAGES = join(PUBLIC, 'images');
const DB = join(PUBLIC, 'data', 'db.products.json');

// ---------------------------------------------------------------------------------------------------------------
// Palette
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
  star: '#B4532A',
  starEmpty: '#9A8F7E',
  leaf: '#5E8A62',
  gold: '#D9A548',
  white: '#FFFFFF',
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
    .join('')
    .toUpperCase();
/** Mixes colour a towards colour b by t (0..1). */
const mix = (a, b, t) => {
  const pa = rgb(a);
  const pb = rgb(b);
  return hex(pa.map((v, i) => v + (pb[i] - v) * t));
};
const light = (c, t) => mix(c, C.paper, t);
const dark = (c, t) => mix(c, C.deep, t);

// ---------------------------------------------------------------------------------------------------------------
// Small deterministic helpers
// ---------------------------------------------------------------------------------------------------------------

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
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (list) => list[Math.floor(next() * list.length) % list.length];
  return next;
}

/** Decimal places kept in coordinates: 1 for small pictures, 0 for large ones (set per picture). */
let PREC = 10;
const num = (v) => {
  const r = Math.round(v * PREC) / PREC;
  return String(r === 0 ? 0 : r).replace(/^(-?)0\./, '$1.');
};
const rad = (deg) => (deg * Math.PI) / 180;

/** A transform from local drawing coordinates: rotate by ang degrees (0 = up stays up), scale, then move to ox, oy. */
const xf =
  (ox, oy, ang = 0, s = 1, sy = s) =>
  (x, y) => {
    const c = Math.cos(rad(ang));
    const si = Math.sin(rad(ang));
    const X = x * s;
    const Y = y * sy;
    return [ox + X * c - Y * si, oy + X * si + Y * c];
  };
const ID = (x, y) => [x, y];

/** Maps every coordinate pair of an absolute path (M, L, C, Q, S, T, Z only) through transform T. */
function tp(d, T = ID) {
  const tokens = d.match(/[MLCQSTZ]|-?\d*\.?\d+(?:e-?\d+)?/gi);
  let out = '';
  let pending = null;
  for (const tk of tokens) {
    if (/^[A-Z]$/i.test(tk)) {
      out += tk;
      continue;
    }
    const v = parseFloat(tk);
    if (pending === null) pending = v;
    else {
      const [x, y] = T(pending, v);
      const last = out[out.length - 1];
      out += (/[A-Z]/i.test(last) ? '' : ' ') + num(x) + ' ' + num(y);
      pending = null;
    }
  }
  return out.replace(/ -/g, '-');
}

/** Smooth closed path through points (Catmull-Rom turned into cubic Beziers). */
function smoothClosed(pts, tension = 1) {
  const n = pts.length;
  let d = `M${num(pts[0][0])} ${num(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const k = tension / 6;
    d += `C${num(p1[0] + (p2[0] - p0[0]) * k)} ${num(p1[1] + (p2[1] - p0[1]) * k)} ${num(
      p2[0] - (p3[0] - p1[0]) * k,
    )} ${num(p2[1] - (p3[1] - p1[1]) * k)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return (d + 'Z').replace(/ -/g, '-');
}

/** An organic blob around cx, cy. */
function blob(cx, cy, rx, ry, seed, wobble = 0.12, n = 7, rot = 0) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rad(rot) + (i / n) * Math.PI * 2;
    const k = 1 + r.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** Rounded rectangle as a path in local coordinates. */
const rrect = (x, y, w, h, r) => {
  r = Math.min(r, w / 2, h / 2);
  const k = r * 0.45;
  return `M${x + r} ${y}L${x + w - r} ${y}C${x + w - k} ${y} ${x + w} ${y + k} ${x + w} ${y + r}L${x + w} ${
    y + h - r
  }C${x + w} ${y + h - k} ${x + w - k} ${y + h} ${x + w - r} ${y + h}L${x + r} ${y + h}C${x + k} ${y + h} ${x} ${
    y + h - k
  } ${x} ${y + h - r}L${x} ${y + r}C${x} ${y + k} ${x + k} ${y} ${x + r} ${y}Z`;
};
/** Ellipse as a path in local coordinates. */
const ellp = (cx, cy, rx, ry) => {
  const k = 0.5523;
  return `M${cx - rx} ${cy}C${cx - rx} ${cy - ry * k} ${cx - rx * k} ${cy - ry} ${cx} ${cy - ry}C${cx + rx * k} ${
    cy - ry
  } ${cx + rx} ${cy - ry * k} ${cx + rx} ${cy}C${cx + rx} ${cy + ry * k} ${cx + rx * k} ${cy + ry} ${cx} ${
    cy + ry
  }C${cx - rx * k} ${cy + ry} ${cx - rx} ${cy + ry * k} ${cx - rx} ${cy}Z`;
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A path element. */
const P = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
/** A stroked path element. */
const S = (d, stroke, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${Math.round(w * 10) / 10}"${extra ? ' ' + extra : ''}/>`;
/** A fraction (0..1) with at most two decimals, without the leading zero. */
const frac = (v) => String(Math.round(v * 100) / 100).replace(/^0\./, '.');
const op = (o) => `opacity="${frac(o)}"`;

// ---------------------------------------------------------------------------------------------------------------
// An SVG document with shared gradient definitions
// ---------------------------------------------------------------------------------------------------------------

class Art {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.ids = new Map();
  }

  def(key, make) {
    if (!this.ids.has(key)) {
      const id = 'g' + this.ids.size.toString(36);
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${this.ids.get(key)})`;
  }

  static stops(stops) {
    return stops
      .map(
        ([o, c, a = 1]) => `<stop offset="${frac(o)}" stop-color="${c}"${a < 1 ? ` stop-opacity="${frac(a)}"` : ''}/>`,
      )
      .join('');
  }

  /** Linear gradient in the shape's bounding box (default: left to right). */
  lin(stops, x1 = 0, y1 = 0, x2 = 1, y2 = 0) {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    const attrs =
      (x1 ? ` x1="${x1}"` : '') +
      (y1 ? ` y1="${y1}"` : '') +
      (x2 !== 1 ? ` x2="${x2}"` : '') +
      (y2 ? ` y2="${y2}"` : '');
    return this.def(key, (id) => `<linearGradient id="${id}"${attrs}>${Art.stops(stops)}</linearGradient>`);
  }

  /** Vertical linear gradient, top to bottom. */
  vert(stops) {
    return this.lin(stops, 0, 0, 0, 1);
  }

  /** Radial gradient in the shape's bounding box. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const key = `r${JSON.stringify(stops)}${cx},${cy},${r}`;
    const attrs =
      (cx !== 0.5 ? ` cx="${cx}"` : '') + (cy !== 0.5 ? ` cy="${cy}"` : '') + (r !== 0.5 ? ` r="${r}"` : '');
    return this.def(key, (id) => `<radialGradient id="${id}"${attrs}>${Art.stops(stops)}</radialGradient>`);
  }

  /** A clip path; returns the attribute to put on a group. */
  clip(d) {
    const id = this.def(`c${d}`, (i) => `<clipPath id="${i}"><path d="${d}"/></clipPath>`);
    return `clip-path="${id}"`;
  }

  svg(body) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    // Round line caps are inherited by every stroke (fills ignore them).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" stroke-linecap="round">${defs}${body}</svg>\n`;
  }
}

/** Soft elliptical contact shadow. */
function shadow(a, cx, cy, rx, ry, strength = 0.32, color = C.deep) {
  const fill = a.rad([
    [0, color, strength],
    [0.55, color, strength * 0.45],
    [1, color, 0],
  ]);
  return P(tp(ellp(cx, cy, rx, ry)), fill);
}

// ---------------------------------------------------------------------------------------------------------------
// Botanicals
// ---------------------------------------------------------------------------------------------------------------

/**
 * A leaf from base x, y pointing at ang degrees (0 = up, clockwise), length L, half width W. Two-tone flat
 * shading: the right half is a shade darker; an optional vein.
 */
function leaf(x, y, ang, L, W, fill, o = {}) {
  return leafParts(x, y, ang, L, W, fill, o).join('');
}

/** The layers of a leaf: [fill, shade, veins], so many leaves can be painted layer by layer. */
function leafParts(x, y, ang, L, W, fill, o = {}) {
  const T = xf(x, y, ang);
  const b = (o.bend ?? 0) * L;
  const round = o.round ?? 1;
  const outline = `M0 0C${-W * 1.2} ${-L * 0.22 * round} ${-W * 1.15 + b * 0.6} ${-L * 0.78} ${b} ${-L}C${
    W * 1.15 + b * 0.6
  } ${-L * 0.78} ${W * 1.2} ${-L * 0.22 * round} 0 0Z`;
  const parts = [P(tp(outline, T), fill, o.opacity ? op(o.opacity) : ''), '', ''];
  if (o.shade) {
    const half = `M0 0Q${b * 0.35} ${-L * 0.5} ${b} ${-L}C${W * 1.15 + b * 0.6} ${-L * 0.78} ${W * 1.2} ${
      -L * 0.22 * round
    } 0 0Z`;
    parts[1] = P(tp(half, T), o.shade, o.opacity ? op(o.opacity) : '');
  }
  let s = '';
  if (o.vein) s += S(tp(`M0 ${-L * 0.04}Q${b * 0.35} ${-L * 0.5} ${b * 0.92} ${-L * 0.9}`, T), o.vein, o.vw ?? 1.4);
  if (o.veins) {
    for (let k = 1; k <= o.veins; k++) {
      const t = k / (o.veins + 1);
      const yy = -L * t * 0.92;
      const bx = b * t * t;
      const ww = W * Math.sin(Math.PI * Math.min(0.95, t + 0.05)) * 0.8;
      s += S(tp(`M${bx} ${yy}Q${bx - ww * 0.5} ${yy - L * 0.05} ${bx - ww} ${yy - L * 0.12}`, T), o.vein, 1);
      s += S(tp(`M${bx} ${yy}Q${bx + ww * 0.5} ${yy - L * 0.05} ${bx + ww} ${yy - L * 0.12}`, T), o.vein, 1);
    }
  }
  parts[2] = s;
  return parts;
}

/** Paints many leaves layer by layer (all fills, then shades, then veins): same look, far fewer bytes. */
const layered = (list) => [0, 1, 2].map((k) => list.map((parts) => parts[k]).join('')).join('');

/** Quadratic stem helper: point and tangent angle (0 = up) at t. */
function stemAt(x, y, ang, len, curve, t) {
  const T = xf(x, y, ang);
  const p0 = [0, 0];
  const p1 = [len * curve, -len * 0.5];
  const p2 = [len * curve * 0.6, -len];
  const u = 1 - t;
  const lx = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const ly = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const local = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return { p: T(lx, ly), ang: ang + local, d: tp(`M0 0Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, T) };
}

/**
 * A sprig: a gently curved stem with alternating leaves, getting smaller towards the tip.
 * o: { n, leafL, leafW, curve, spread, colors: [fill, shade], stem, vein, round, start, tipLeaf }
 */
function sprig(x, y, ang, len, o = {}) {
  const n = o.n ?? 6;
  const curve = o.curve ?? 0.15;
  const colors = o.colors ?? [C.sage, mix(C.sage, C.moss, 0.35)];
  const stem = o.stem ?? mix(C.moss, C.sage, 0.2);
  let s = S(stemAt(x, y, ang, len, curve, 0).d, stem, o.stemW ?? 2.5);
  const start = o.start ?? 0.25;
  const leaves = [];
  for (let i = 0; i < n; i++) {
    const t = start + ((1 - start) * i) / n;
    const at = stemAt(x, y, ang, len, curve, t);
    const side = (i + (o.flip ? 1 : 0)) % 2 ? 1 : -1;
    const size = 1 - t * (o.taper ?? 0.45);
    const spread = o.spread ?? 48;
    leaves.push(
      leafParts(at.p[0], at.p[1], at.ang + side * spread, (o.leafL ?? 50) * size, (o.leafW ?? 14) * size, colors[0], {
        shade: colors[1] ?? undefined,
        bend: side * (o.bend ?? 0.08),
        vein: o.vein,
        round: o.round,
      }),
    );
    if (o.pairs) {
      leaves.push(
        leafParts(at.p[0], at.p[1], at.ang - side * spread, (o.leafL ?? 50) * size, (o.leafW ?? 14) * size, colors[0], {
          shade: colors[1],
          bend: -side * (o.bend ?? 0.08),
          vein: o.vein,
          round: o.round,
        }),
      );
    }
  }
  if (o.tipLeaf !== false) {
    const at = stemAt(x, y, ang, len, curve, 1);
    leaves.push(
      leafParts(at.p[0], at.p[1], at.ang, (o.leafL ?? 50) * 0.6, (o.leafW ?? 14) * 0.6, colors[0], {
        shade: colors[1],
        vein: o.vein,
        round: o.round,
      }),
    );
  }
  return s + layered(leaves);
}

/** Eucalyptus: round leaves in pairs along a stem. */
function eucalyptus(x, y, ang, len, o = {}) {
  const colors = o.colors ?? [mix(C.sage, '#9FB8B0', 0.4), mix(C.sage, C.moss, 0.3)];
  return sprig(x, y, ang, len, {
    n: o.n ?? 5,
    leafL: o.r ?? 34,
    leafW: (o.r ?? 34) * 0.55,
    round: 2.2,
    spread: 70,
    pairs: true,
    curve: o.curve ?? 0.12,
    colors,
    stem: o.stem ?? mix(C.moss, C.sage, 0.4),
    taper: 0.35,
    start: 0.12,
  });
}

/** A rounded petal shape from the centre outwards (local, pointing up). */
const petalPath = (L, W) =>
  `M0 0C${-W * 1.3} ${-L * 0.3} ${-W * 1.1} ${-L} 0 ${-L}C${W * 1.1} ${-L} ${W * 1.3} ${-L * 0.3} 0 0Z`;

/** A simple flower head: petals around a centre. */
function flower(x, y, r, o = {}) {
  const n = o.petals ?? 5;
  const rot = o.rot ?? 0;
  let s = '';
  for (let i = 0; i < n; i++) {
    const T = xf(x, y, rot + (i * 360) / n);
    s += P(tp(petalPath(r, r * (o.width ?? 0.42)), T), o.color ?? C.clay);
    if (o.shade) s += P(tp(petalPath(r * 0.55, r * (o.width ?? 0.42) * 0.5), T), o.shade);
  }
  s += P(tp(ellp(x, y, r * (o.core ?? 0.26), r * (o.core ?? 0.26))), o.center ?? C.terracotta);
  return s;
}

/** A chamomile flower: narrow white petals and a golden dome. sy < 1 tilts it. */
function chamomile(a, x, y, r, o = {}) {
  const n = o.petals ?? 14;
  const sy = o.tilt ?? 1;
  const rot = o.rot ?? 0;
  let s = '';
  for (const parity of [0, 1]) {
    for (let i = parity; i < n; i += 2) {
      const ang = rot + (i * 360) / n;
      const T = (lx, ly) => {
        const c = Math.cos(rad(ang));
        const si = Math.sin(rad(ang));
        return [x + lx * c - ly * si, y + (lx * si + ly * c) * sy];
      };
      s += P(tp(petalPath(r, r * 0.17), T), parity ? C.paper : '#EFE8DA');
    }
  }
  const cr = r * 0.32;
  s += P(
    tp(ellp(x, y, cr, cr * Math.max(sy, 0.6))),
    a.rad(
      [
        [0, '#EDC36A'],
        [1, '#C98B2E'],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  return s;
}

/** A chamomile stem with its flower. */
function chamomileStem(a, x, y, ang, len, r, o = {}) {
  const at = stemAt(x, y, ang, len, o.curve ?? 0.12, 1);
  let s = S(at.d, mix(C.moss, C.sage, 0.3), o.stemW ?? 2.2);
  if (o.leaves !== false) {
    const m = stemAt(x, y, ang, len, o.curve ?? 0.12, 0.45);
    s += leaf(m.p[0], m.p[1], m.ang + 40, len * 0.22, len * 0.03, C.sage, { shade: mix(C.sage, C.moss, 0.3) });
  }
  return s + chamomile(a, at.p[0], at.p[1], r, { tilt: o.tilt ?? 0.85, rot: o.rot ?? 0 });
}

/** A rosehip: an urn-shaped red-orange fruit with a little crown of sepals. ang 0 = tip up. */
function rosehip(a, x, y, r, ang = 0) {
  const T = xf(x, y, ang);
  const body = `M0 ${r * 0.9}C${-r * 1.05} ${r * 0.85} ${-r * 1.1} ${-r * 0.55} ${-r * 0.22} ${-r * 1.1}L${r * 0.22} ${
    -r * 1.1
  }C${r * 1.1} ${-r * 0.55} ${r * 1.05} ${r * 0.85} 0 ${r * 0.9}Z`;
  const fill = a.rad(
    [
      [0, '#E58A5C'],
      [0.55, '#C5532F'],
      [1, '#973A22'],
    ],
    0.35,
    0.35,
    0.75,
  );
  let s = P(tp(body, T), fill);
  s += P(tp(ellp(-r * 0.35, -r * 0.2, r * 0.16, r * 0.32), T), C.paper, op(0.35));
  for (const k of [-1, 0, 1]) {
    const tip = T(0, -r * 1.02);
    s += leaf(tip[0], tip[1], ang + k * 38, r * 0.62, r * 0.09, '#5E4330');
  }
  return s;
}

/** A rosehip branch: stem, a few serrated-looking leaves and hanging hips. */
function rosehipBranch(a, x, y, ang, len, o = {}) {
  const curve = o.curve ?? 0.2;
  let s = S(stemAt(x, y, ang, len, curve, 0).d, '#6B4A36', o.stemW ?? 3);
  const leafC = [mix(C.moss, C.sage, 0.25), C.moss];
  const n = o.leaves ?? 4;
  for (let i = 0; i < n; i++) {
    const t = 0.3 + (0.6 * i) / n;
    const at = stemAt(x, y, ang, len, curve, t);
    const side = i % 2 ? 1 : -1;
    s += leaf(at.p[0], at.p[1], at.ang + side * 55, len * 0.2, len * 0.07, leafC[0], {
      shade: leafC[1],
      vein: mix(C.sage, C.paper, 0.3),
      vw: 1,
    });
  }
  const hips = o.hips ?? 3;
  for (let i = 0; i < hips; i++) {
    const t = 0.55 + (0.45 * i) / Math.max(1, hips - 1);
    const at = stemAt(x, y, ang, len, curve, t);
    const side = i % 2 ? -1 : 1;
    const r = (o.hipR ?? len * 0.07) * (1 - i * 0.08);
    const hang = at.ang + side * 70;
    const end = xf(at.p[0], at.p[1], hang)(0, -r * 1.2);
    s += S(`M${num(at.p[0])} ${num(at.p[1])}L${num(end[0])} ${num(end[1])}`, '#6B4A36', 1.6);
    s += rosehip(a, ...xf(at.p[0], at.p[1], hang)(0, -r * 2.05), r, hang);
  }
  return s;
}

/** A tea sprig: a bud and broad glossy leaves with veins. */
function teaSprig(x, y, ang, len, o = {}) {
  const curve = o.curve ?? 0.1;
  let s = S(stemAt(x, y, ang, len, curve, 0).d, mix(C.moss, '#6B4A36', 0.3), 2.6);
  const fills = [mix(C.leaf, C.sage, 0.15), mix(C.moss, C.deep, 0.15)];
  const spots = [0.35, 0.6, 0.82];
  spots.forEach((t, i) => {
    const at = stemAt(x, y, ang, len, curve, t);
    const side = i % 2 ? 1 : -1;
    s += leaf(at.p[0], at.p[1], at.ang + side * 50, len * (0.5 - i * 0.08), len * (0.16 - i * 0.02), fills[0], {
      shade: fills[1],
      vein: mix(C.sageLight, C.sage, 0.3),
      veins: 3,
      bend: side * 0.06,
    });
  });
  const tip = stemAt(x, y, ang, len, curve, 1);
  s += leaf(tip.p[0], tip.p[1], tip.ang, len * 0.24, len * 0.06, mix(C.leaf, C.sageLight, 0.3), {
    shade: C.leaf,
    vein: C.sageLight,
  });
  return s;
}

/** An aloe rosette: thick pointed leaves with pale speckles and tiny teeth. */
function aloe(x, y, size, o = {}) {
  const fills = [mix('#7FA58C', C.sage, 0.25), mix('#5C8A6E', C.moss, 0.3)];
  const angs = o.angles ?? [-62, -36, -14, 8, 30, 55];
  let s = '';
  angs.forEach((ang, i) => {
    const L = size * (1 - Math.abs(ang) / 160) * (i % 2 ? 0.9 : 1);
    const W = size * 0.1;
    s += leaf(x, y, ang, L, W, fills[0], { shade: fills[1], bend: ang > 0 ? 0.06 : -0.06, round: 0.3 });
    const T = xf(x, y, ang);
    for (let k = 1; k <= 3; k++) {
      const yy = -L * (0.2 + k * 0.17);
      const edge = W * Math.sin(Math.PI * (0.2 + k * 0.17)) * 1.02;
      s += P(tp(`M${-edge} ${yy}L${-edge - W * 0.22} ${yy - W * 0.12}L${-edge + 1} ${yy - W * 0.28}Z`, T), fills[1]);
    }
  });
  return s;
}

/** A water droplet (teardrop) with a highlight. */
function droplet(a, x, y, r, o = {}) {
  const T = xf(x, y, o.ang ?? 0);
  const d = `M0 ${-r * 2}C${r * 0.5} ${-r * 1.2} ${r} ${-r * 0.7} ${r} 0C${r} ${r * 0.56} ${r * 0.56} ${r} 0 ${r}C${
    -r * 0.56
  } ${r} ${-r} ${r * 0.56} ${-r} 0C${-r} ${-r * 0.7} ${-r * 0.5} ${-r * 1.2} 0 ${-r * 2}Z`;
  const fill =
    o.fill ??
    a.lin(
      [
        [0, C.paper, 0.85],
        [1, mix(C.sage, '#8FB3B0', 0.4), 0.75],
      ],
      0,
      0,
      0.4,
      1,
    );
  let s = P(tp(d, T), fill);
  s += P(tp(ellp(-r * 0.38, -r * 0.1, r * 0.17, r * 0.36), T), C.white, op(0.85));
  if (o.stroke !== false) s += S(tp(d, T), o.stroke ?? mix(C.sage, C.moss, 0.2), Math.max(0.8, r * 0.08), op(0.6));
  return s;
}

/** A round bead of water (seen from above). */
function bead(a, x, y, r) {
  let s = P(
    tp(ellp(x, y, r, r)),
    a.rad(
      [
        [0, C.paper, 0.2],
        [0.7, C.paper, 0.45],
        [1, mix(C.sage, C.moss, 0.3), 0.55],
      ],
      0.5,
      0.55,
      0.55,
    ),
  );
  s += P(tp(ellp(x - r * 0.35, y - r * 0.35, r * 0.22, r * 0.18)), C.white, op(0.9));
  return s;
}

/** A loose petal lying on a surface. */
const loosePetal = (x, y, ang, L, color, shade) => {
  const T = xf(x, y, ang, 1, 0.6);
  return P(tp(petalPath(L, L * 0.45), T), color) + (shade ? P(tp(petalPath(L * 0.6, L * 0.2), T), shade) : '');
};

/** A smooth pebble. */
function pebble(a, x, y, rx, ry, color, seed) {
  return (
    P(
      blob(x, y, rx, ry, seed, 0.06, 8),
      a.lin(
        [
          [0, light(color, 0.35)],
          [1, dark(color, 0.12)],
        ],
        0,
        0,
        0.4,
        1,
      ),
    ) + P(tp(ellp(x - rx * 0.3, y - ry * 0.45, rx * 0.35, ry * 0.18)), C.white, op(0.35))
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Containers (front views, drawn around a centre x and the floor line y; s scales them)
// ---------------------------------------------------------------------------------------------------------------

const FINISHES = {
  amber: {
    glass: ['#DC925A', '#B9652F', '#84421E'],
    label: C.paper,
    ink: C.forest,
    cap: C.deep,
    accent: C.terracotta,
  },
  forest: { glass: ['#52806A', '#2D5643', '#17372A'], label: C.cream, ink: C.forest, cap: C.sand, accent: C.moss },
  frosted: {
    glass: ['#FFFFFF', '#F5F0E7', '#D9D1C2'],
    label: C.sageLight,
    ink: C.forest,
    cap: C.forest,
    accent: C.terracotta,
  },
  terracotta: {
    glass: ['#E29B74', '#C8704A', '#A0502D'],
    label: C.paper,
    ink: C.forest,
    cap: C.cream,
    accent: C.terracotta,
  },
  sage: { glass: ['#CCDBC4', '#AAC0A1', '#86A07E'], label: C.paper, ink: C.forest, cap: C.forest, accent: C.moss },
  blush: { glass: ['#FBEDE4', '#F0D5C5', '#D9B6A2'], label: C.paper, ink: C.forest, cap: C.moss, accent: C.terracotta },
};

const glassFill = (a, f) =>
  a.lin([
    [0, f.glass[1]],
    [0.18, f.glass[0]],
    [0.55, f.glass[1]],
    [1, f.glass[2]],
  ]);
const capFill = (a, c) =>
  a.lin([
    [0, light(c, 0.18)],
    [0.3, light(c, 0.06)],
    [1, dark(c, 0.25)],
  ]);

/** Helvetica-ish advance widths (per 1000 em) for upper-case text fitting. */
const WIDTHS = {
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  ' ': 278,
  '-': 333,
  '.': 278,
  ',': 278,
  "'": 191,
  '&': 722,
  '%': 889,
  '+': 584,
  '/': 278,
};
const TRACK = 0.12; // letter spacing, in em
const textWidth = (s, size) =>
  [...s].reduce((w, ch) => w + (WIDTHS[ch] ?? (/[0-9]/.test(ch) ? 556 : 700)), 0) * (size / 1000) +
  TRACK * size * Math.max(0, s.length - 1);

/** Wraps an upper-case name into at most maxLines lines that fit maxW, choosing the largest size that works. */
function fitName(name, maxW, maxLines, sizes) {
  const words = name.toUpperCase().replace(/\s+/g, ' ').trim().split(' ');
  for (const size of sizes) {
    const lines = [];
    let cur = '';
    for (const w of words) {
      const next = cur ? cur + ' ' + w : w;
      if (textWidth(next, size) <= maxW || !cur) cur = next;
      else {
        lines.push(cur);
        cur = w;
      }
    }
    if (cur) lines.push(cur);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxW)) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  // Last resort: balanced lines squeezed to the width with textLength.
  const per = Math.ceil(words.length / maxLines);
  const lines = [];
  for (let i = 0; i < words.length; i += per) lines.push(words.slice(i, i + per).join(' '));
  return { size, lines };
}

/** A tiny sprout emblem (two leaves), the brand mark on labels. */
function sprout(x, y, s, color) {
  return (
    leaf(x, y, -52, 9 * s, 3.6 * s, color, { bend: -0.15 }) +
    leaf(x, y, 52, 9 * s, 3.6 * s, color, { bend: 0.15 }) +
    S(`M${num(x)} ${num(y)}L${num(x)} ${num(y + 6 * s)}`, color, 1.1 * s)
  );
}

/** The product name, upper-case, centred on cx, cy (block centre), fitted into maxW and maxLines. */
function nameText(name, cx, cy, maxW, maxLines, maxSize, ink, maxH = Infinity) {
  const sizes = [];
  for (let v = maxSize; v >= maxSize * 0.5; v -= maxSize / 16) sizes.push(v);
  let fit = fitName(name, maxW, maxLines, sizes);
  // Smaller type when the lines would not fit the height.
  while (fit.lines.length * fit.size * 1.18 > maxH) {
    const smaller = sizes.filter((v) => v < fit.size);
    if (!smaller.length) break;
    fit = fitName(name, maxW, maxLines, smaller);
  }
  const lh = fit.size * 1.18;
  const y0 = cy - (lh * fit.lines.length) / 2;
  let out = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${num(fit.size)}" fill="${ink}" text-anchor="middle">`;
  fit.lines.forEach((line, i) => {
    const tw = Math.min(textWidth(line, fit.size), maxW);
    out += `<text x="${num(cx)}" y="${num(y0 + lh * i + fit.size * 0.9)}" textLength="${num(tw)}">${esc(line)}</text>`;
  });
  return out + '</g>';
}

/** A label: paper panel, sprout mark, the name (or, without a name, fine rules). */
function label(x, y, w, h, f, name, s = 1, o = {}) {
  let out = P(tp(rrect(x, y, w, h, (o.r ?? 3) * s)), f.label);
  const cx = x + w / 2;
  const pad = 9 * s;
  const top = y + pad;
  out += sprout(cx, top + 8 * s, s * 0.9, f.accent);
  if (name) {
    const room = h - pad * 2 - 24 * s;
    const maxLines = Math.max(1, Math.min(3, Math.floor(room / (11 * s))));
    out += nameText(name, cx, top + 19 * s + room / 2, w - 14 * s, maxLines, (o.maxSize ?? 16) * s, f.ink, room);
    const ry = y + h - pad - 3 * s;
    out += S(`M${num(cx - 14 * s)} ${num(ry)}L${num(cx + 14 * s)} ${num(ry)}`, f.accent, 1.2 * s);
  } else if (s >= 0.5) {
    const lines = o.lines ?? 3;
    for (let i = 0; i < lines; i++) {
      const ly = top + 24 * s + i * 9 * s;
      const lw = (i === 0 ? 0.62 : 0.42 - i * 0.06) * w;
      out += S(
        `M${num(cx - lw / 2)} ${num(ly)}L${num(cx + lw / 2)} ${num(ly)}`,
        f.ink,
        (i === 0 ? 3.2 : 1.6) * s,
        op(i ? 0.45 : 0.85),
      );
    }
  }
  return out;
}

/** Vertical glass highlights on a body between y0 and y1. */
function gloss(T, x0, x1, y0, y1) {
  return (
    P(tp(rrect(x0, y0, 8, y1 - y0, 4), T), C.white, op(0.38)) +
    P(tp(rrect(x1 - 7, y0 + 10, 4, (y1 - y0) * 0.55, 2), T), C.white, op(0.22))
  );
}

/** Glass dropper bottle. Returns { svg, top, half }. */
function dropperBottle(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const bw = 76;
  const top = -205;
  let out = '';
  // bulb
  out += P(
    tp(`M-21 -262C-24 -300 -20 -330 0 -331C20 -330 24 -300 21 -262Z`, T),
    capFill(a, f.bulb ?? (f.cap === C.sand ? C.deep : f.cap)),
  );
  out += P(tp(rrect(-13, -322, 5, 40, 2.5), T), C.white, op(0.22));
  // collar
  out += P(tp(rrect(-33, -266, 66, 50, 7), T), capFill(a, f.collar ?? C.forest));
  out += P(tp(rrect(-33, -224, 66, 5, 2), T), C.deep, op(0.35));
  out += P(tp(rrect(-26, -220, 52, 18, 3), T), glassFill(a, f));
  // body
  out += P(
    tp(
      `M${-bw} -20C${-bw} -6 ${-bw + 8} 0 ${-bw + 22} 0L${bw - 22} 0C${bw - 8} 0 ${bw} -6 ${bw} -20L${bw} ${top + 48}C${bw} ${
        top + 12
      } ${bw - 30} ${top} ${bw - 50} ${top}L${-bw + 50} ${top}C${-bw + 30} ${top} ${-bw} ${top + 12} ${-bw} ${top + 48}Z`,
      T,
    ),
    glassFill(a, f),
  );
  out += gloss(T, -bw + 9, bw - 8, top + 40, -22);
  out += P(tp(rrect(-bw + 4, -14, bw * 2 - 8, 8, 4), T), C.deep, op(0.12));
  out += label(cx - 58 * s, fy + (top + 62) * s, 116 * s, 112 * s, f, name, s);
  return { svg: out, top: fy - 331 * s, half: bw * s };
}

/** Tall bottle with a screw cap (toner). */
function tallBottle(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const bw = 58;
  const top = -262;
  let out = '';
  out += P(tp(rrect(-20, top - 14, 40, 18, 3), T), glassFill(a, f));
  out += P(tp(rrect(-27, top - 74, 54, 62, 8), T), capFill(a, f.cap));
  for (let i = 1; i < 7; i++)
    out += S(tp(`M${-27 + i * 7.7} ${top - 68}L${-27 + i * 7.7} ${top - 18}`, T), C.deep, 1, op(0.12));
  out += P(
    tp(
      `M${-bw} -16C${-bw} -5 ${-bw + 7} 0 ${-bw + 18} 0L${bw - 18} 0C${bw - 7} 0 ${bw} -5 ${bw} -16L${bw} ${top + 40}C${bw} ${
        top + 10
      } ${bw - 22} ${top} ${bw - 38} ${top}L${-bw + 38} ${top}C${-bw + 22} ${top} ${-bw} ${top + 10} ${-bw} ${top + 40}Z`,
      T,
    ),
    glassFill(a, f),
  );
  out += gloss(T, -bw + 8, bw - 7, top + 34, -20);
  out += label(cx - 46 * s, fy + (top + 80) * s, 92 * s, 128 * s, f, name, s, { maxSize: 14 });
  return { svg: out, top: fy + (top - 74) * s, half: bw * s };
}

/** Spray bottle with a mist of droplets (facial mist). */
function sprayBottle(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const bw = 56;
  const top = -240;
  let out = '';
  // mist
  const r = rng('mist' + name);
  for (const o of [0.5, 0.9]) {
    for (let i = 0; i < 8; i++) {
      const ang = r.range(-198, -162);
      const dist = r.range(24, 100);
      const p = T(-30 + Math.cos(rad(ang)) * dist, top - 48 + Math.sin(rad(ang)) * dist * 0.6);
      const rr = r.range(1.5, 3.2) * s;
      out += P(tp(ellp(p[0], p[1], rr, rr)), C.paper, op(o));
    }
  }
  out += P(tp(rrect(-19, top - 16, 38, 20, 3), T), capFill(a, f.cap));
  out += P(tp(rrect(-14, top - 56, 28, 42, 5), T), capFill(a, f.cap));
  out += P(tp(rrect(-26, top - 52, 14, 9, 3), T), capFill(a, f.cap));
  out += P(tp(rrect(-22, top - 70, 44, 16, 6), T), capFill(a, f.cap));
  out += P(
    tp(
      `M${-bw} -16C${-bw} -5 ${-bw + 7} 0 ${-bw + 18} 0L${bw - 18} 0C${bw - 7} 0 ${bw} -5 ${bw} -16L${bw} ${top + 44}C${bw} ${
        top + 12
      } ${bw - 26} ${top} ${bw - 40} ${top}L${-bw + 40} ${top}C${-bw + 26} ${top} ${-bw} ${top + 12} ${-bw} ${top + 44}Z`,
      T,
    ),
    glassFill(a, f),
  );
  out += gloss(T, -bw + 8, bw - 7, top + 36, -20);
  out += label(cx - 44 * s, fy + (top + 76) * s, 88 * s, 122 * s, f, name, s, { maxSize: 14 });
  return { svg: out, top: fy + (top - 70) * s, half: bw * s };
}

/** Pump bottle (the default container). */
function pumpBottle(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const bw = 66;
  const top = -230;
  let out = '';
  out += P(tp(rrect(-7, top - 62, 14, 50, 3), T), capFill(a, f.cap));
  out += P(
    tp(
      `M-26 ${top - 78}L30 ${top - 78}C38 ${top - 78} 46 ${top - 74} 50 ${top - 66}L46 ${top - 62}L-26 ${top - 62}Z`,
      T,
    ),
    capFill(a, f.cap),
  );
  out += P(tp(rrect(-26, top - 86, 52, 14, 5), T), capFill(a, f.cap));
  out += P(tp(rrect(-25, top - 20, 50, 24, 5), T), capFill(a, f.cap));
  out += P(
    tp(
      `M${-bw} -18C${-bw} -5 ${-bw + 7} 0 ${-bw + 20} 0L${bw - 20} 0C${bw - 7} 0 ${bw} -5 ${bw} -18L${bw} ${top + 36}C${bw} ${
        top + 8
      } ${bw - 20} ${top} ${bw - 40} ${top}L${-bw + 40} ${top}C${-bw + 20} ${top} ${-bw} ${top + 8} ${-bw} ${top + 36}Z`,
      T,
    ),
    glassFill(a, f),
  );
  out += gloss(T, -bw + 9, bw - 8, top + 30, -20);
  out += label(cx - 52 * s, fy + (top + 64) * s, 104 * s, 120 * s, f, name, s);
  return { svg: out, top: fy + (top - 86) * s, half: bw * s };
}

/** Wide jar with a ribbed lid. */
function jar(a, cx, fy, f, name, s = 1, o = {}) {
  const T = xf(cx, fy, 0, s);
  const bw = 118;
  const bh = 132;
  let out = '';
  out += P(
    tp(
      `M${-bw} -28C${-bw} -8 ${-bw + 10} 0 ${-bw + 30} 0L${bw - 30} 0C${bw - 10} 0 ${bw} -8 ${bw} -28L${bw} ${-bh + 12}C${bw} ${
        -bh + 4
      } ${bw - 4} ${-bh} ${bw - 12} ${-bh}L${-bw + 12} ${-bh}C${-bw + 4} ${-bh} ${-bw} ${-bh + 4} ${-bw} ${-bh + 12}Z`,
      T,
    ),
    glassFill(a, f),
  );
  out += P(tp(rrect(-bw + 10, -bh + 14, 9, bh - 40, 4.5), T), C.white, op(0.35));
  out += P(tp(rrect(-bw + 4, -10, bw * 2 - 8, 8, 4), T), C.deep, op(0.1));
  let top = -bh;
  if (o.open) {
    // the rim seen from a little above, the cream and a soft swirl
    const cream = o.cream ?? C.paper;
    out += P(
      tp(ellp(0, -bh, bw - 1, 20), T),
      a.vert([
        [0, f.glass[2]],
        [1, f.glass[0]],
      ]),
    );
    out += P(
      tp(ellp(0, -bh + 2, bw - 12, 14), T),
      a.vert([
        [0, mix(cream, C.sand, 0.5)],
        [1, cream],
      ]),
    );
    out += P(
      tp(
        `M-52 ${-bh + 4}C-50 ${-bh - 14} -22 ${-bh - 22} 2 ${-bh - 30}C12 ${-bh - 34} 18 ${-bh - 42} 12 ${-bh - 48}C30 ${-bh - 40} 34 ${-bh - 24} 22 ${-bh - 14}C44 ${-bh - 10} 56 ${-bh - 4} 56 ${-bh + 4}C20 ${-bh + 12} -20 ${-bh + 12} -52 ${-bh + 4}Z`,
        T,
      ),
      a.lin(
        [
          [0, cream],
          [1, mix(cream, C.sand, 0.6)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    out += S(tp(`M-30 ${-bh - 6}C-10 ${-bh - 18} 18 ${-bh - 20} 30 ${-bh - 12}`, T), mix(cream, C.sand, 0.7), 2.4 * s);
    top = -bh - 48;
  } else {
    const lc = f.lid ?? f.cap;
    out += P(tp(rrect(-bw - 5, -bh - 58, bw * 2 + 10, 62, 10), T), capFill(a, lc));
    for (let i = 1; i < 24; i++) {
      const x = -bw - 5 + (i * (bw * 2 + 10)) / 24;
      out += S(tp(`M${x} ${-bh - 52}L${x} ${-bh - 4}`, T), C.deep, 1, op(0.1));
    }
    out += P(tp(rrect(-bw - 5, -bh - 58, bw * 2 + 10, 7, 3.5), T), C.white, op(0.25));
    top = -bh - 58;
  }
  if (o.noLabel !== true)
    out += label(cx - 78 * s, fy - (bh - 22) * s, 156 * s, (bh - 46) * s, f, name, s, { maxSize: 15 });
  return { svg: out, top: fy + top * s, half: bw * s };
}

/** Squeeze tube standing on its cap. */
function tube(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const top = -318;
  let out = '';
  out += P(tp(rrect(-40, -58, 80, 58, 9), T), capFill(a, f.cap));
  for (let i = 1; i < 10; i++) out += S(tp(`M${-40 + i * 8} -52L${-40 + i * 8} -6`, T), C.deep, 1, op(0.1));
  out += P(tp(rrect(-30, -66, 60, 12, 3), T), capFill(a, f.cap));
  out += P(
    tp(`M-44 -64C-54 -140 -72 ${top + 80} -72 ${top + 18}L72 ${top + 18}C72 ${top + 80} 54 -140 44 -64Z`, T),
    glassFill(a, f),
  );
  out += P(
    tp(`M-60 ${top + 30}C-60 ${top + 100} -48 -150 -38 -80L-30 -80C-40 -150 -52 ${top + 100} -52 ${top + 30}Z`, T),
    C.white,
    op(0.3),
  );
  out += P(
    tp(rrect(-76, top, 152, 22, 3), T),
    a.vert([
      [0, f.glass[0]],
      [1, f.glass[2]],
    ]),
  );
  for (let i = 1; i < 19; i++)
    out += S(tp(`M${-76 + i * 8} ${top + 4}L${-76 + i * 8} ${top + 18}`, T), C.deep, 1, op(0.12));
  out += label(cx - 50 * s, fy + (top + 50) * s, 100 * s, 132 * s, f, name, s, { maxSize: 14 });
  return { svg: out, top: fy + top * s, half: 72 * s };
}

/** A small round tin (lip balm), slightly from above. */
function tin(a, cx, fy, f, name, s = 1) {
  const T = xf(cx, fy, 0, s);
  const rx = 128;
  const ry = 40;
  const side = 64;
  const lid = 30;
  const body = f.glass;
  let out = '';
  const yb = -ry; // centre of bottom ellipse
  const yt = yb - side; // centre of the base's top
  out += P(
    tp(
      `M${-rx} ${yt}L${-rx} ${yb}C${-rx} ${yb + ry * 0.55} ${-rx * 0.55} ${yb + ry} 0 ${yb + ry}C${rx * 0.55} ${yb + ry} ${rx} ${yb + ry * 0.55} ${rx} ${yb}L${rx} ${yt}Z`,
      T,
    ),
    glassFill(a, f),
  );
  const yl = yt - lid + 8;
  const lc = f.lid ?? body[1];
  out += P(
    tp(
      `M${-rx - 4} ${yl}L${-rx - 4} ${yt + 8}C${-rx - 4} ${yt + 8 + ry * 0.55} ${-rx * 0.55} ${yt + 8 + ry} 0 ${yt + 8 + ry}C${rx * 0.55} ${yt + 8 + ry} ${rx + 4} ${yt + 8 + ry * 0.55} ${rx + 4} ${yt + 8}L${rx + 4} ${yl}Z`,
      T,
    ),
    a.lin([
      [0, dark(lc, 0.05)],
      [0.2, light(lc, 0.3)],
      [0.6, lc],
      [1, dark(lc, 0.3)],
    ]),
  );
  out += P(
    tp(ellp(0, yl, rx + 4, ry + 2), T),
    a.lin(
      [
        [0, light(lc, 0.35)],
        [1, dark(lc, 0.08)],
      ],
      0,
      0,
      0.6,
      1,
    ),
  );
  out += P(
    tp(ellp(0, yl, rx - 10, ry - 6), T),
    'none',
    `stroke="${dark(lc, 0.15)}" stroke-opacity=".35" stroke-width="${num(1.5 * s)}"`,
  );
  // a round paper sticker on the lid with the name
  const [lx, ly] = T(0, yl);
  out += P(tp(ellp(lx, ly, 96 * s, 30 * s)), f.label);
  out += P(
    tp(ellp(lx, ly, 90 * s, 26 * s)),
    'none',
    `stroke="${f.accent}" stroke-opacity=".5" stroke-width="${num(s)}"`,
  );
  if (name) out += nameText(name, lx, ly, 138 * s, 2, 15 * s, f.ink);
  else out += sprout(lx, ly - 6 * s, s * 1.3, f.accent);
  return { svg: out, top: fy + (yl - ry) * s, half: rx * s };
}

const CONTAINERS = {
  dropper: dropperBottle,
  tall: tallBottle,
  spray: sprayBottle,
  pump: pumpBottle,
  jar,
  tube,
  tin,
};

function containerFor(type) {
  const t = String(type ?? '').toLowerCase();
  if (/serum|oil|elixir|essence|ampoule/.test(t)) return 'dropper';
  if (/mist|spray/.test(t)) return 'spray';
  if (/toner|tonic|lotion|water/.test(t)) return 'tall';
  if (/lip|salve/.test(t)) return 'tin';
  if (/eye|sun|spf|exfoliant|scrub|peel|gel/.test(t)) return 'tube';
  if (/moistur|cream|mask|balm|butter/.test(t)) return 'jar';
  return 'pump';
}

// ---------------------------------------------------------------------------------------------------------------
// Product pictures
// ---------------------------------------------------------------------------------------------------------------

const FALLBACK_PRODUCTS = [
  { id: 1, name: 'Dew Drop Serum', image: 'product-dew-drop-serum.svg', type: 'Serum', category: 'Hydrates' },
  { id: 2, name: 'Rosehip Glow Oil', image: 'product-rosehip-glow-oil.svg', type: 'Face oil', category: 'Regenerates' },
  { id: 3, name: 'Green Tea Toner', image: 'product-green-tea-toner.svg', type: 'Toner', category: 'Tones' },
  { id: 4, name: 'Chamomile Calm Mist', image: 'product-chamomile-mist.svg', type: 'Facial mist', category: 'Soothes' },
  {
    id: 5,
    name: 'Oat Cloud Moisturiser',
    image: 'product-oat-moisturiser.svg',
    type: 'Moisturiser',
    category: 'Feeds',
  },
  { id: 6, name: 'Night Garden Cream', image: 'product-night-cream.svg', type: 'Night cream', category: 'Regenerates' },
  { id: 7, name: 'Kaolin Clay Mask', image: 'product-clay-mask.svg', type: 'Clay mask', category: 'Purifies' },
  {
    id: 8,
    name: 'Calendula Cleansing Balm',
    image: 'product-cleansing-balm.svg',
    type: 'Cleansing balm',
    category: 'Makeup Removal',
  },
  { id: 9, name: 'Aloe Eye Cream', image: 'product-aloe-eye-cream.svg', type: 'Eye cream', category: 'Hydrates' },
  {
    id: 10,
    name: 'Daylight Sun Fluid SPF 30',
    image: 'product-sun-fluid.svg',
    type: 'Sun fluid',
    category: 'Protects',
  },
  { id: 11, name: 'Gentle Rice Exfoliant', image: 'product-exfoliant.svg', type: 'Exfoliant', category: 'Exfoliates' },
  { id: 12, name: 'Rose Lip Balm', image: 'product-rose-lip-balm.svg', type: 'Lip balm', category: 'Feeds' },
  { id: 13, name: 'Soft Gel Cleanser', image: 'product-gel-cleanser.svg', type: 'Cleanser', category: 'Purifies' },
];

/** Backdrops: wall, floor and the arch behind the product. */
const BACKDROPS = [
  { wall: C.sageLight, arch: mix(C.sageLight, C.sage, 0.35), floor: mix(C.sageLight, C.sage, 0.5) },
  { wall: C.blush, arch: mix(C.blush, C.clay, 0.35), floor: mix(C.blush, C.clay, 0.4) },
  { wall: C.sand, arch: mix(C.sand, C.paper, 0.55), floor: mix(C.sand, '#CDBE9E', 0.6) },
  { wall: mix(C.clay, C.cream, 0.45), arch: mix(C.clay, C.cream, 0.2), floor: mix(C.clay, C.sand, 0.3) },
  { wall: C.cream, arch: mix(C.sageLight, C.cream, 0.3), floor: mix(C.sand, C.cream, 0.2) },
  { wall: mix(C.sage, C.sageLight, 0.45), arch: mix(C.sageLight, C.paper, 0.3), floor: mix(C.sage, C.moss, 0.25) },
];

/** Which finishes read well on which backdrop (by index), per container. */
const FINISH_CHOICES = {
  0: ['amber', 'terracotta', 'frosted', 'forest', 'blush'],
  1: ['forest', 'amber', 'frosted', 'sage'],
  2: ['forest', 'terracotta', 'sage', 'amber'],
  3: ['forest', 'frosted', 'sage', 'amber'],
  4: ['amber', 'forest', 'terracotta', 'sage'],
  5: ['frosted', 'amber', 'terracotta', 'blush'],
};

/** The botanical that suits a product, from its name first. */
function botanicalFor(p, r) {
  const n = `${p.name} ${p.type ?? ''} ${p.category ?? ''}`.toLowerCase();
  if (/rose|hip/.test(n)) return 'rosehip';
  if (/chamomile|calm|sooth/.test(n)) return 'chamomile';
  if (/tea|antioxid/.test(n)) return 'tea';
  if (/aloe|hydra/.test(n)) return 'aloe';
  if (/calendula|flower|bloom|blossom|petal|neroli/.test(n)) return 'flower';
  if (/eucalyptus|clay|purif/.test(n)) return 'eucalyptus';
  return r.pick(['olive', 'eucalyptus', 'flower', 'fern']);
}

/** Draws a botanical standing behind the product (base on the floor) or lying in front. */
function scenery(a, kind, side, baseX, floorY, height, r) {
  const lean = side * r.range(14, 24);
  switch (kind) {
    case 'rosehip':
      return rosehipBranch(a, baseX, floorY, lean, height, { hips: 3, curve: -side * 0.15 });
    case 'chamomile':
      return (
        chamomileStem(a, baseX, floorY, lean, height, 30, { curve: -side * 0.1 }) +
        chamomileStem(a, baseX + side * 10, floorY, lean + side * 16, height * 0.72, 24, {
          curve: side * 0.08,
          rot: 10,
          leaves: false,
        })
      );
    case 'tea':
      return teaSprig(baseX, floorY, lean, height, { curve: -side * 0.12 });
    case 'aloe':
      return aloe(baseX, floorY, height * 0.72);
    case 'flower':
      return (
        sprig(baseX, floorY, lean, height * 0.85, {
          n: 4,
          leafL: 46,
          leafW: 13,
          curve: -side * 0.12,
          colors: [mix(C.sage, C.moss, 0.2), C.moss],
          tipLeaf: false,
        }) +
        flower(...stemAt(baseX, floorY, lean, height * 0.85, -side * 0.12, 1).p, 30, {
          petals: 6,
          color: light(C.clay, 0.25),
          shade: C.clay,
          center: C.gold,
          rot: 12,
        })
      );
    case 'eucalyptus':
      return eucalyptus(baseX, floorY, lean, height, { curve: -side * 0.12, r: 30 });
    case 'fern':
      return sprig(baseX, floorY, lean, height, {
        n: 11,
        pairs: true,
        leafL: 40,
        leafW: 7,
        spread: 62,
        curve: -side * 0.15,
        start: 0.1,
        taper: 0.7,
        colors: [mix(C.sage, C.moss, 0.15), mix(C.moss, C.sage, 0.3)],
        stemW: 2,
      });
    default:
      return sprig(baseX, floorY, lean, height, {
        n: 7,
        leafL: 52,
        leafW: 10,
        curve: -side * 0.15,
        colors: [C.sage, mix(C.sage, C.moss, 0.35)],
        vein: mix(C.sageLight, C.paper, 0.4),
      });
  }
}

/** Small things lying in front of the product. */
function foreground(a, kind, side, x, y) {
  switch (kind) {
    case 'rosehip':
      return (
        rosehip(a, x, y - 8, 13, side * 70) +
        leaf(x + side * 30, y + 4, side * 100, 36, 11, mix(C.moss, C.sage, 0.25), { shade: C.moss })
      );
    case 'chamomile':
      return chamomile(a, x, y, 24, { tilt: 0.45, rot: 8 }) + loosePetal(x + side * 44, y + 10, side * 70, 16, C.paper);
    case 'tea':
      return leaf(x, y, side * 105, 58, 16, mix(C.leaf, C.sage, 0.2), { shade: C.moss, vein: C.sageLight, veins: 3 });
    case 'aloe':
      return droplet(a, x, y - 6, 9) + droplet(a, x + side * 26, y + 4, 6);
    case 'flower':
      return (
        loosePetal(x, y, side * 60, 22, light(C.clay, 0.25), C.clay) +
        loosePetal(x + side * 34, y + 10, side * 130, 18, light(C.clay, 0.25), C.clay)
      );
    case 'eucalyptus':
      return (
        pebble(a, x, y - 4, 30, 15, mix(C.sand, '#B9AE9A', 0.5), 'p' + x) +
        leaf(x + side * 34, y + 8, side * 95, 34, 17, mix(C.sage, '#9FB8B0', 0.4), {
          shade: mix(C.sage, C.moss, 0.3),
          round: 2,
        })
      );
    default:
      return leaf(x, y, side * 100, 46, 10, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight });
  }
}

function productSvg(p, index) {
  const a = new Art(600, 600);
  const r = rng(`product:${p.id}:${p.name}`);
  const bdIndex = index % BACKDROPS.length;
  const bd = BACKDROPS[bdIndex];
  const kind = containerFor(p.type);
  const choices = FINISH_CHOICES[bdIndex];
  const finishName = choices[(Math.floor(index / BACKDROPS.length) + hashString(String(p.id))) % choices.length];
  const f = FINISHES[finishName];
  const floorY = 452;
  const standY = 486;
  const side = index % 2 ? 1 : -1;
  const bot = botanicalFor(p, r);
  let s = '';
  s += P(
    'M0 0H600V600H0Z',
    a.vert([
      [0, light(bd.wall, 0.35)],
      [0.75, bd.wall],
    ]),
  );
  // arch
  s += P(
    `M130 ${floorY}L130 230C130 130 210 70 300 70C390 70 470 130 470 230L470 ${floorY}Z`,
    a.vert([
      [0, light(bd.arch, 0.25)],
      [1, bd.arch],
    ]),
  );
  // floor
  s += P(
    `M0 ${floorY}H600V600H0Z`,
    a.vert([
      [0, bd.floor],
      [1, light(bd.floor, 0.3)],
    ]),
  );
  s += P(`M0 ${floorY}H600V${floorY + 3}H0Z`, C.paper, op(0.35));
  // container geometry first (for placing the plant)
  const scale = { dropper: 1.05, tall: 1.02, spray: 1.05, pump: 1.05, jar: 1.12, tube: 1.0, tin: 1.02 }[kind];
  const built = CONTAINERS[kind](a, 300, standY, f, p.name, scale);
  const plantH = Math.max(220, (standY - built.top) * r.range(0.85, 1.05));
  const baseX = 300 + side * (built.half + 26);
  // long soft cast shadow to the side, then contact shadow
  s += P(
    tp(ellp(300 - side * built.half * 0.7, standY - 4, built.half * 1.5, 16), xf(0, 0)),
    a.rad([
      [0, C.deep, 0.14],
      [1, C.deep, 0],
    ]),
  );
  s += scenery(a, bot, side, baseX, standY - 8, plantH, r);
  s += shadow(a, 300, standY, built.half * 1.2, 13, 0.3);
  s += built.svg;
  s += foreground(a, bot, -side, 300 - side * (built.half + 62), standY + 44);
  return a.svg(s);
}

// ---------------------------------------------------------------------------------------------------------------
// Ratings, favicon, quote
// ---------------------------------------------------------------------------------------------------------------

function starPath(cx, cy, R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const ang = rad(-90 + i * 36);
    const rr = i % 2 ? r : R;
    pts.push(`${num(cx + Math.cos(ang) * rr)} ${num(cy + Math.sin(ang) * rr)}`);
  }
  return ('M' + pts.join('L') + 'Z').replace(/ -/g, '-');
}

function ratingSvg(rate) {
  const a = new Art(100, 20);
  let s = '';
  for (let i = 0; i < 5; i++) {
    const cx = 10 + i * 20;
    const d = starPath(cx, 10.6, 8.6, 3.9);
    if (rate >= i + 1) s += P(d, C.star, `stroke="${C.star}" stroke-width="1" stroke-linejoin="round"`);
    else if (rate > i) {
      s += `<g ${a.clip(`M${cx - 10} 0H${cx}V20H${cx - 10}Z`)}>${P(d, C.star)}</g>`;
      s += P(d, 'none', `stroke="${C.starEmpty}" stroke-width="1.2" stroke-linejoin="round"`);
      s += `<g ${a.clip(`M${cx - 10} 0H${cx}V20H${cx - 10}Z`)}>${P(d, 'none', `stroke="${C.star}" stroke-width="1.2" stroke-linejoin="round"`)}</g>`;
    } else s += P(d, 'none', `stroke="${C.starEmpty}" stroke-width="1.2" stroke-linejoin="round"`);
  }
  return a.svg(s);
}

function faviconSvg() {
  const a = new Art(64, 64);
  let s = P(ellp(32, 32, 31, 31), C.cream);
  s += P(tp(ellp(32, 32, 30, 30)), 'none', `stroke="${C.sage}" stroke-width="1.5"`);
  // a sprout: stem and two leaves
  s += S('M32 52C32 44 31.5 38 32 30', C.forest, 3.4);
  s += leaf(32, 36, -52, 22, 8, C.moss, { shade: C.forest });
  s += leaf(32, 30, 34, 26, 9.5, C.forest, { shade: C.deep });
  s += S(tp('M24 52L40 52'), C.terracotta, 3);
  return a.svg(s);
}

function quoteSvg() {
  const a = new Art(64, 64);
  const mark = (x) =>
    P(
      tp(
        `M${x + 11} 18C${x + 3} 22 ${x - 2} 30 ${x - 2} 38C${x - 2} 45 ${x + 2} 48 ${x + 7} 48C${x + 12} 48 ${x + 15} 45 ${x + 15} 40C${
          x + 15
        } 35 ${x + 12} 32 ${x + 7} 32C${x + 6} 32 ${x + 5.4} 32 ${x + 5} 32.3C${x + 6} 27 ${x + 9} 23 ${x + 13.5} 20.5Z`,
      ),
      C.terracotta,
    );
  return a.svg(mark(14) + mark(35));
}

// ---------------------------------------------------------------------------------------------------------------
// Ingredient icons (160 x 160, round)
// ---------------------------------------------------------------------------------------------------------------

function iconBase(a, fill) {
  return P(
    ellp(80, 80, 78, 78),
    a.vert([
      [0, light(fill, 0.3)],
      [1, fill],
    ]),
  );
}

function ingredientSvg(kind) {
  const a = new Art(160, 160);
  const clip = a.clip(ellp(80, 80, 78, 78));
  let s = '';
  let inner = '';
  if (kind === 'aloe') {
    s += iconBase(a, C.sageLight);
    inner += shadow(a, 80, 128, 40, 6, 0.2);
    inner += aloe(80, 128, 96, { angles: [-58, -32, -10, 12, 34, 60] });
    inner += droplet(a, 118, 60, 6) + droplet(a, 44, 74, 4.5);
  } else if (kind === 'chamomile') {
    s += iconBase(a, mix(C.sageLight, C.sage, 0.25));
    inner += chamomileStem(a, 70, 168, 8, 108, 26, { tilt: 0.9 });
    inner += chamomileStem(a, 92, 168, 26, 80, 20, { tilt: 0.8, rot: 14, leaves: false, curve: -0.1 });
    inner += chamomileStem(a, 58, 168, -28, 62, 15, { tilt: 0.75, rot: 5, leaves: false });
  } else if (kind === 'rosehip') {
    s += iconBase(a, C.blush);
    inner += rosehipBranch(a, 28, 150, 38, 150, { hips: 3, hipR: 12, curve: -0.18, leaves: 4 });
  } else {
    s += iconBase(a, mix(C.sageLight, C.sand, 0.35));
    inner += teaSprig(84, 160, -10, 124, { curve: 0.16 });
  }
  s += `<g ${clip}>${inner}</g>`;
  s += P(ellp(80, 80, 77, 77), 'none', `stroke="${C.paper}" stroke-opacity=".7" stroke-width="2"`);
  return a.svg(s);
}

// ---------------------------------------------------------------------------------------------------------------
// Scene pieces
// ---------------------------------------------------------------------------------------------------------------

/** An arch (round-topped window shape) from x0 to x1, top to bottom. */
const archPath = (x0, x1, top, bottom) => {
  const r = (x1 - x0) / 2;
  const cx = x0 + r;
  const k = r * 0.5523;
  return `M${x0} ${bottom}L${x0} ${top + r}C${x0} ${top + r - k} ${cx - k} ${top} ${cx} ${top}C${cx + k} ${top} ${x1} ${
    top + r - k
  } ${x1} ${top + r}L${x1} ${bottom}Z`;
};

/** A standing cylinder (plinth, stone, tin) seen slightly from above. */
function cylinder(a, cx, topY, rx, ry, h, color) {
  const side = `M${cx - rx} ${topY}L${cx - rx} ${topY + h}C${cx - rx} ${topY + h + ry * 0.55} ${cx - rx * 0.55} ${
    topY + h + ry
  } ${cx} ${topY + h + ry}C${cx + rx * 0.55} ${topY + h + ry} ${cx + rx} ${topY + h + ry * 0.55} ${cx + rx} ${
    topY + h
  }L${cx + rx} ${topY}Z`;
  return (
    P(
      tp(side),
      a.lin([
        [0, dark(color, 0.06)],
        [0.25, light(color, 0.25)],
        [0.65, color],
        [1, dark(color, 0.22)],
      ]),
    ) +
    P(
      tp(ellp(cx, topY, rx, ry)),
      a.lin(
        [
          [0, light(color, 0.45)],
          [1, light(color, 0.1)],
        ],
        0,
        0,
        0.3,
        1,
      ),
    )
  );
}

/** The lid of a jar standing on its edge, seen face on. */
function lidDisc(a, cx, cy, r, color) {
  return (
    P(
      tp(ellp(cx, cy, r, r)),
      a.lin(
        [
          [0, light(color, 0.2)],
          [1, dark(color, 0.25)],
        ],
        0,
        0,
        0.7,
        1,
      ),
    ) +
    P(
      tp(ellp(cx, cy, r * 0.84, r * 0.84)),
      'none',
      `stroke="${light(color, 0.35)}" stroke-opacity=".5" stroke-width="2"`,
    ) +
    sprout(cx, cy - r * 0.12, r / 16, light(color, 0.6))
  );
}

/** A long soft shadow on the floor, from a base segment towards dx, dy. */
function castShadow(a, x0, x1, y, dx, dy, strength = 0.18) {
  return P(
    tp(`M${x0} ${y}L${x1} ${y}L${x1 + dx} ${y + dy}L${x0 + dx * 0.9} ${y + dy}Z`),
    a.lin(
      [
        [0, C.deep, strength],
        [1, C.deep, 0],
      ],
      dx > 0 ? 0 : 1,
      0,
      dx > 0 ? 1 : 0,
      0.3,
    ),
  );
}

/** A soft paper-coloured glow (for the calm side where the page puts text). */
function glow(a, cx, cy, rx, ry, color = C.paper, strength = 0.75) {
  return P(
    tp(ellp(cx, cy, rx, ry)),
    a.rad([
      [0, color, strength],
      [0.6, color, strength * 0.5],
      [1, color, 0],
    ]),
  );
}

/** Wall, window arch and floor shared by the hero slides. The left is kept light and calm. */
function heroRoom(a, o) {
  const W = 1600;
  const H = 900;
  let s = P(
    `M0 0H${W}V${H}H0Z`,
    a.lin([
      [0, light(o.wall, 0.55)],
      [0.45, light(o.wall, 0.3)],
      [1, o.wall],
    ]),
  );
  if (o.arch)
    s += P(
      archPath(o.arch[0], o.arch[1], o.arch[2], o.floor),
      a.vert([
        [0, light(o.archColor, 0.2)],
        [1, o.archColor],
      ]),
    );
  s += P(
    `M0 ${o.floor}H${W}V${H}H0Z`,
    a.lin(
      [
        [0, light(o.floorColor, 0.45)],
        [0.5, light(o.floorColor, 0.15)],
        [1, o.floorColor],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  s += P(`M0 ${o.floor}H${W}V${o.floor + 3}H0Z`, C.paper, op(0.5));
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Hero slides (1600 x 900; the title sits over the left 45 %)
// ---------------------------------------------------------------------------------------------------------------

function hero1() {
  const a = new Art(1600, 900);
  const fy = 735;
  const cx = 1070;
  let s = heroRoom(a, {
    wall: C.cream,
    arch: [800, 1340, 110],
    archColor: mix(C.sageLight, C.cream, 0.25),
    floor: fy - 45,
    floorColor: mix(C.sand, C.cream, 0.3),
  });
  // faint leaf shadows on the wall, top left, very light
  for (const [x, y, ang, L] of [
    [120, -40, 150, 300],
    [250, -30, 200, 250],
    [40, 120, 120, 220],
  ]) {
    s += leaf(x, y, ang, L, L * 0.18, C.sage, { opacity: 0.12 });
  }
  // sage leaves rising behind the bottle
  const back = [mix(C.sage, C.moss, 0.15), mix(C.sage, C.moss, 0.4)];
  const front = [C.sage, mix(C.sage, C.moss, 0.3)];
  s += leaf(cx - 60, fy, -42, 430, 62, back[0], { shade: back[1], bend: -0.08, vein: C.sageLight });
  s += leaf(cx + 70, fy, 36, 470, 66, back[0], { shade: back[1], bend: 0.08, vein: C.sageLight });
  s += leaf(cx - 20, fy, -14, 520, 58, mix(C.moss, C.sage, 0.35), { shade: C.moss, bend: -0.04, vein: C.sage });
  s += leaf(cx + 40, fy, 62, 330, 52, front[0], { shade: front[1], bend: 0.1, vein: C.sageLight });
  s += leaf(cx - 80, fy, -70, 300, 50, front[0], { shade: front[1], bend: -0.1, vein: C.sageLight });
  s += eucalyptus(cx + 210, fy + 10, 24, 330, { r: 34, curve: -0.18 });
  s += shadow(a, cx, fy + 4, 170, 20, 0.3);
  s += castShadow(a, cx - 100, cx + 100, fy, -330, 60, 0.1);
  s += dropperBottle(a, cx, fy, FINISHES.amber, null, 1.72).svg;
  // foreground: a pebble, small leaves and droplets
  s += pebble(a, cx - 250, fy + 38, 62, 26, mix(C.sand, '#B9AE9A', 0.45), 'hero1');
  s += leaf(cx - 330, fy + 62, -100, 120, 26, C.sage, {
    shade: mix(C.sage, C.moss, 0.35),
    vein: C.sageLight,
    bend: 0.1,
  });
  s += leaf(cx + 200, fy + 70, 96, 110, 24, mix(C.sage, C.moss, 0.2), { shade: C.moss, vein: C.sage });
  s += droplet(a, cx - 150, fy + 60, 12) + droplet(a, cx - 118, fy + 74, 8) + droplet(a, cx + 290, fy + 20, 10);
  return a.svg(s);
}

function hero2() {
  const a = new Art(1600, 900);
  const fy = 720;
  const cx = 1020;
  let s = heroRoom(a, {
    wall: mix(C.blush, C.cream, 0.3),
    arch: [760, 1300, 130],
    archColor: mix(C.blush, C.clay, 0.35),
    floor: fy - 40,
    floorColor: mix(C.blush, C.sand, 0.4),
  });
  // chamomile standing behind
  s += chamomileStem(a, cx + 250, fy - 10, 12, 470, 54, { curve: 0.1 });
  s += chamomileStem(a, cx + 290, fy - 10, 32, 350, 44, { curve: -0.12, rot: 12 });
  s += chamomileStem(a, cx - 250, fy - 10, -22, 400, 48, { curve: 0.1, rot: 6 });
  // the lid, standing on its edge behind the jar
  s += lidDisc(a, cx + 250, fy - 150, 150, C.forest);
  s += shadow(a, cx, fy + 4, 250, 22, 0.28);
  s += jar(a, cx, fy, FINISHES.frosted, null, 1.85, { open: true, cream: C.paper }).svg;
  // the terracotta swatch: a swipe of tinted cream on the floor, with a feathered tail
  const T = xf(cx - 420, fy + 96, -5, 1.15);
  s += P(
    tp(
      `M0 -22C80 -32 200 -28 300 -14C338 -9 330 -4 300 -3C270 -2 262 1 300 5C330 9 320 14 290 15C200 26 80 26 0 22C-30 22 -30 -22 0 -22Z`,
      T,
    ),
    a.vert([
      [0, light(C.terracotta, 0.25)],
      [1, dark(C.terracotta, 0.12)],
    ]),
  );
  s += S(tp(`M-8 -12C60 -20 170 -19 270 -10`, T), light(C.clay, 0.55), 5, op(0.7));
  s += S(tp(`M40 12C110 14 170 12 230 8`, T), dark(C.terracotta, 0.2), 2, op(0.4));
  // chamomile heads lying on the floor
  s += chamomile(a, cx - 150, fy + 150, 40, { tilt: 0.5, rot: 4 });
  s += chamomile(a, cx + 300, fy + 110, 36, { tilt: 0.45, rot: 20 });
  s += chamomile(a, cx + 390, fy + 150, 26, { tilt: 0.5, rot: 2 });
  s += loosePetal(cx - 40, fy + 160, 70, 22, C.paper) + loosePetal(cx + 170, fy + 150, -40, 20, C.paper);
  s += leaf(cx + 470, fy + 96, 110, 120, 16, C.sage, { shade: mix(C.sage, C.moss, 0.35) });
  return a.svg(s);
}

function hero3() {
  const a = new Art(1600, 900);
  const fy = 760;
  const cx = 1060;
  let s = heroRoom(a, {
    wall: C.sageLight,
    floor: fy - 60,
    floorColor: mix(C.sageLight, C.sage, 0.55),
  });
  // a big soft disc behind, like a low sun
  s += P(
    tp(ellp(cx + 20, 400, 330, 330)),
    a.vert([
      [0, light(C.sageLight, 0.6)],
      [1, mix(C.sageLight, C.sage, 0.3)],
    ]),
  );
  s += eucalyptus(cx - 290, fy - 140, -18, 480, { r: 40, curve: 0.14 });
  s += sprig(cx + 330, fy - 150, 16, 430, {
    n: 7,
    leafL: 90,
    leafW: 18,
    curve: -0.12,
    colors: [mix(C.sage, C.moss, 0.15), mix(C.moss, C.sage, 0.2)],
    vein: C.sageLight,
  });
  // ripples on the floor
  for (const [rx, o] of [
    [360, 0.5],
    [450, 0.3],
  ])
    s += P(tp(ellp(cx, fy + 62, rx, rx * 0.13)), 'none', `stroke="${C.paper}" stroke-width="2" ${op(o)}`);
  // the stone plinth
  const top = fy - 170;
  s += shadow(a, cx, fy + 40, 340, 30, 0.3);
  s += cylinder(a, cx, top, 300, 52, 170, mix(C.sand, '#B8B0A0', 0.35));
  const speck = rng('stone');
  let dots = '';
  for (let i = 0; i < 26; i++) {
    const x = cx + speck.range(-280, 280);
    const y = top + speck.range(20, 200) - Math.abs(x - cx) * 0.05;
    dots += tp(ellp(x, y, speck.range(1.5, 3), speck.range(1, 2)));
  }
  s += P(dots, dark(C.sand, 0.35), op(0.35));
  // products on the plinth
  s += shadow(a, cx - 110, top + 8, 150, 14, 0.28);
  s += shadow(a, cx + 150, top + 4, 80, 10, 0.28);
  s += jar(a, cx - 110, top + 14, { ...FINISHES.terracotta, lid: C.cream }, null, 1.1).svg;
  s += tallBottle(a, cx + 150, top + 8, FINISHES.sage, null, 1.35).svg;
  // water beads and drops
  s += bead(a, cx + 30, top + 26, 12) + bead(a, cx + 58, top + 36, 7) + bead(a, cx - 250, top + 10, 9);
  s += bead(a, cx + 250, top + 30, 10);
  s += droplet(a, cx - 330, top - 120, 12) + droplet(a, cx + 300, top - 250, 9) + droplet(a, cx - 260, top - 230, 7);
  s += droplet(a, cx + 20, fy + 70, 10);
  return a.svg(s);
}

function hero4() {
  const a = new Art(1600, 900);
  const fy = 740;
  const cx = 1060;
  let s = heroRoom(a, {
    wall: mix(C.clay, C.cream, 0.55),
    floor: fy - 50,
    floorColor: mix(C.clay, C.sand, 0.45),
  });
  // sunlight: a warm disc and long diagonal beams from the top right
  s += glow(a, 1400, 170, 520, 520, '#FFF4DC', 0.95);
  s += P(tp(ellp(1400, 170, 120, 120)), '#FFF6E4', op(0.9));
  for (const [x0, w, o] of [
    [1500, 120, 0.28],
    [1330, 70, 0.22],
    [1650, 160, 0.2],
  ]) {
    s += P(
      `M${x0} -20L${x0 + w} -20L${x0 + w - 900} 920L${x0 - 900 - w * 0.4} 920Z`,
      a.lin(
        [
          [0, C.paper, o],
          [1, C.paper, 0],
        ],
        1,
        0,
        0.3,
        1,
      ),
    );
  }
  // rosehip branches arching behind
  s += rosehipBranch(a, cx + 170, fy - 10, 24, 500, { hips: 4, curve: -0.25, hipR: 26, leaves: 5 });
  s += rosehipBranch(a, cx - 160, fy - 10, -30, 360, { hips: 3, curve: 0.22, hipR: 22, leaves: 4 });
  // long shadow to the lower left
  s += castShadow(a, cx - 120, cx + 120, fy, -520, 120, 0.2);
  s += shadow(a, cx, fy + 4, 170, 18, 0.3);
  s += dropperBottle(a, cx, fy, FINISHES.amber, null, 1.7).svg;
  // a glow of light on the glass
  s += glow(a, cx + 60, fy - 330, 90, 160, '#FFF6E4', 0.35);
  // rosehips and a drop of oil in front
  s += rosehip(a, cx - 240, fy + 70, 26, -70) + rosehip(a, cx - 190, fy + 100, 22, -110);
  s += leaf(cx + 250, fy + 96, 100, 120, 34, mix(C.moss, C.sage, 0.25), { shade: C.moss, vein: C.sageLight });
  s += droplet(a, cx + 170, fy + 60, 14, {
    fill: a.lin(
      [
        [0, '#F2B36F'],
        [1, '#B8652F'],
      ],
      0,
      0,
      0.3,
      1,
    ),
    stroke: false,
  });
  return a.svg(s);
}

// ---------------------------------------------------------------------------------------------------------------
// Stories and promotions
// ---------------------------------------------------------------------------------------------------------------

/** A herb bunch hanging upside down from a string (drying). */
function hangingBunch(a, x, y, len) {
  let s = S(`M${x} 0L${x} ${y}`, '#8A6E58', 1.5);
  s += P(tp(rrect(x - 8, y - 4, 16, 12, 3)), C.terracotta);
  for (const [ang, k] of [
    [166, 0.85],
    [180, 1.05],
    [194, 0.9],
  ]) {
    s += sprig(x, y + 6, ang, len * k, {
      n: 3,
      leafL: 30,
      leafW: 7,
      spread: 40,
      curve: (ang - 180) / 200,
      colors: [mix(C.sage, C.sand, 0.2), null],
      stemW: 1.6,
      taper: 0.3,
    });
  }
  return s;
}

/** An Erlenmeyer flask with water and a sprig. */
function flask(a, cx, fy, s) {
  const T = xf(cx, fy, 0, s);
  let out = sprig(...T(0, -150), -8, 150 * s, {
    n: 5,
    leafL: 40 * s,
    leafW: 10 * s,
    curve: 0.15,
    colors: [C.sage, mix(C.sage, C.moss, 0.35)],
  });
  const body = `M-14 -160L-14 -100L-62 -12C-66 -4 -62 0 -54 0L54 0C62 0 66 -4 62 -12L14 -100L14 -160Z`;
  out += P(
    tp(`M-40 -52L40 -52L62 -12C66 -4 62 0 54 0L-54 0C-62 0 -66 -4 -62 -12Z`, T),
    mix(C.sageLight, C.sage, 0.4),
    op(0.8),
  );
  out += S(tp(`M-2 -52L-2 -150`, T), mix(C.moss, C.sage, 0.3), 2 * s);
  out += P(tp(body, T), C.white, op(0.25));
  out += S(tp(body, T), mix(C.sage, C.moss, 0.3), 2 * s, op(0.7));
  out += S(tp(`M-18 -162L18 -162`, T), mix(C.sage, C.moss, 0.3), 3 * s);
  out += S(tp(`M-40 -30L-24 -62`, T), C.white, 4 * s, op(0.7));
  return out;
}

/** A terracotta pot with a leafy plant. */
function pottedPlant(a, cx, fy, s) {
  const T = xf(cx, fy, 0, s);
  let out = '';
  const stems = [
    [-28, 210, 0.15],
    [0, 250, -0.1],
    [28, 200, -0.14],
  ];
  for (const [ang, len, curve] of stems) {
    out += sprig(...T(0, -110), ang, len * s, {
      n: 5,
      leafL: 58 * s,
      leafW: 20 * s,
      curve,
      colors: [mix(C.moss, C.sage, 0.3), C.moss],
      taper: 0.3,
    });
  }
  out += P(
    tp(`M-62 -100L62 -100L48 -6C47 -2 44 0 40 0L-40 0C-44 0 -47 -2 -48 -6Z`, T),
    a.lin([
      [0, light(C.terracotta, 0.15)],
      [0.35, light(C.terracotta, 0.3)],
      [1, dark(C.terracotta, 0.2)],
    ]),
  );
  out += P(
    tp(rrect(-70, -122, 140, 26, 4), T),
    a.lin([
      [0, C.terracotta],
      [0.35, light(C.terracotta, 0.3)],
      [1, dark(C.terracotta, 0.2)],
    ]),
  );
  return out;
}

/** A stone mortar with a pestle and flower heads. */
function mortar(a, cx, fy, s) {
  const T = xf(cx, fy, 0, s);
  let out = P(
    tp(rrect(-22, -150, 22, 120, 11), xf(cx, fy, 24, s)),
    a.lin([
      [0, light(C.sand, 0.3)],
      [1, dark(C.sand, 0.2)],
    ]),
  );
  out += P(
    tp(`M-80 -64C-78 -20 -50 0 0 0C50 0 78 -20 80 -64Z`, T),
    a.lin([
      [0, light(C.sand, 0.2)],
      [0.4, light(C.sand, 0.4)],
      [1, dark(C.sand, 0.25)],
    ]),
  );
  out += P(tp(ellp(0, -64, 80, 12), T), dark(C.sand, 0.15));
  out += chamomile(a, ...T(-30, -70), 16 * s, { tilt: 0.45 });
  return out;
}

function aboutSvg() {
  const a = new Art(800, 640);
  const fy = 500;
  let s = P(
    'M0 0H800V640H0Z',
    a.vert([
      [0, C.paper],
      [1, C.cream],
    ]),
  );
  // window arch with a soft garden view
  s += P(
    archPath(420, 740, 70, fy - 30),
    a.vert([
      [0, light(C.sageLight, 0.5)],
      [1, C.sageLight],
    ]),
  );
  s += P(
    `M420 ${fy - 110}C520 ${fy - 150} 640 ${fy - 170} 740 ${fy - 130}V${fy - 30}H420Z`,
    mix(C.sageLight, C.sage, 0.45),
  );
  s += P(`M420 ${fy - 80}C500 ${fy - 100} 600 ${fy - 95} 740 ${fy - 70}V${fy - 30}H420Z`, mix(C.sage, C.moss, 0.15));
  s += S(`M580 70L580 ${fy - 30}M420 260L740 260`, C.paper, 8);
  s += P(archPath(420, 740, 70, fy - 30), 'none', `stroke="${C.paper}" stroke-width="10"`);
  // drying herbs
  s += hangingBunch(a, 140, 90, 150) + hangingBunch(a, 260, 60, 120);
  // table
  s += P(
    `M0 ${fy}H800V640H0Z`,
    a.vert([
      [0, mix(C.sand, C.clay, 0.25)],
      [1, C.sand],
    ]),
  );
  s += P(`M0 ${fy}H800V${fy + 6}H0Z`, C.paper, op(0.5));
  // objects
  s += shadow(a, 600, fy + 18, 110, 14, 0.25) + pottedPlant(a, 600, fy + 18, 1.05);
  s += shadow(a, 330, fy + 30, 80, 10, 0.25) + flask(a, 330, fy + 30, 1);
  s += shadow(a, 150, fy + 44, 100, 12, 0.25) + mortar(a, 150, fy + 44, 1);
  s += shadow(a, 462, fy + 62, 50, 7, 0.28) + dropperBottle(a, 462, fy + 62, FINISHES.amber, null, 0.46).svg;
  s += pebble(a, 520, fy + 64, 18, 9, mix(C.sand, '#B9AE9A', 0.5), 'about');
  s += leaf(250, fy + 100, 70, 80, 18, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight });
  s += loosePetal(700, fy + 96, -30, 18, C.clay, light(C.clay, 0.3)) + loosePetal(730, fy + 110, 40, 14, C.clay);
  return a.svg(s);
}

function diagnosisSvg() {
  const a = new Art(800, 640);
  let s = P(
    'M0 0H800V640H0Z',
    a.vert([
      [0, C.paper],
      [1, C.cream],
    ]),
  );
  s += P(
    blob(420, 320, 300, 270, 'diag', 0.07, 8),
    a.vert([
      [0, light(C.blush, 0.35)],
      [1, C.blush],
    ]),
  );
  // the face in profile, looking right
  const face = [
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
  s += P(
    smoothClosed(face, 0.95),
    a.lin(
      [
        [0, mix(C.clay, C.blush, 0.45)],
        [1, mix(C.clay, C.terracotta, 0.15)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += glow(a, 440, 370, 46, 36, C.terracotta, 0.3);
  // closed eye and a hint of lips
  s += S('M444 268Q458 278 472 270', C.forest, 2.6);
  s += S('M449 273L444 280M457 276L455 284M465 275L466 282', C.forest, 1.6);
  s += S('M486 402Q492 402 495 404', dark(C.terracotta, 0.2), 2, op(0.6));
  // leaves growing from the back of the head, like hair
  const leafC = [
    [C.sage, mix(C.sage, C.moss, 0.35)],
    [mix(C.moss, C.sage, 0.3), C.moss],
  ];
  const hair = [];
  const hairAngles = [-8, -32, -56, -80, -104, -128, -150, 14, 36];
  hairAngles.forEach((ang, i) => {
    const L = 190 - Math.abs(ang + 60) * 0.6;
    const [x, y] = xf(345, 250, ang)(0, -70);
    const c = leafC[i % 2];
    hair.push(leafParts(x, y, ang, L, L * 0.2, c[0], { shade: c[1], vein: C.sageLight, bend: 0.06 }));
  });
  s += layered(hair);
  // a sprig in front of the neck
  s += sprig(470, 650, -12, 200, { n: 5, leafL: 56, leafW: 13, curve: -0.18, colors: leafC[0], vein: C.sageLight });
  // the magnifier, holding a droplet
  const mx = 620;
  const my = 330;
  s += S(`M${mx + 58} ${my + 58}L${mx + 130} ${my + 130}`, C.terracotta, 22);
  s += S(`M${mx + 60} ${my + 60}L${mx + 76} ${my + 76}`, C.forest, 24);
  s += P(
    tp(ellp(mx, my, 84, 84)),
    a.rad([
      [0, C.paper, 0.85],
      [1, C.sageLight, 0.75],
    ]),
  );
  s += droplet(a, mx, my + 24, 28);
  s += P(tp(ellp(mx, my, 84, 84)), 'none', `stroke="${C.forest}" stroke-width="12"`);
  s += S(`M${mx - 58} ${my - 26}Q${mx - 50} ${my - 52} ${mx - 24} ${my - 62}`, C.white, 6, op(0.9));
  // droplets and sparkles
  s += droplet(a, 560, 190, 9) + droplet(a, 700, 200, 7) + droplet(a, 540, 480, 6);
  const spark = (x, y, r) =>
    P(
      tp(
        `M${x} ${y - r}C${x + r * 0.15} ${y - r * 0.15} ${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}C${x + r * 0.15} ${
          y + r * 0.15
        } ${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}C${x - r * 0.15} ${y + r * 0.15} ${x - r * 0.15} ${y + r * 0.15} ${
          x - r
        } ${y}C${x - r * 0.15} ${y - r * 0.15} ${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`,
      ),
      C.terracotta,
    );
  s += spark(650, 150, 14) + spark(735, 290, 9) + spark(600, 230, 7);
  return a.svg(s);
}

/** Card background for promotions. */
function promoRoom(a, wall, blobColor, seed) {
  return (
    P(
      'M0 0H600V400H0Z',
      a.vert([
        [0, light(wall, 0.35)],
        [1, wall],
      ]),
    ) + P(blob(300, 200, 210, 160, seed, 0.1, 7), blobColor)
  );
}

function promoLoyalty() {
  const a = new Art(600, 400);
  let s = promoRoom(a, C.blush, mix(C.blush, C.clay, 0.35), 'loyal');
  const cx = 300;
  const fy = 330;
  s += eucalyptus(cx - 150, fy, -24, 200, { r: 26, curve: 0.12 });
  s += sprig(cx + 150, fy, 22, 180, {
    n: 5,
    leafL: 44,
    leafW: 10,
    curve: -0.14,
    colors: [C.sage, mix(C.sage, C.moss, 0.35)],
    vein: C.sageLight,
  });
  s += shadow(a, cx, fy + 2, 140, 14, 0.3);
  const box = a.lin([
    [0, light(C.terracotta, 0.1)],
    [0.3, light(C.terracotta, 0.25)],
    [1, dark(C.terracotta, 0.2)],
  ]);
  s += P(rrect(cx - 100, fy - 130, 200, 130, 6), box);
  s += P(rrect(cx - 112, fy - 168, 224, 44, 6), box);
  s += P(`M${cx - 100} ${fy - 124}H${cx + 100}V${fy - 114}H${cx - 100}Z`, C.deep, op(0.15));
  // ribbon
  const rib = a.lin([
    [0, C.moss],
    [0.5, mix(C.moss, C.sage, 0.3)],
    [1, C.forest],
  ]);
  s += P(`M${cx - 16} ${fy - 168}H${cx + 16}V${fy}H${cx - 16}Z`, rib);
  s += P(`M${cx - 112} ${fy - 154}H${cx + 112}V${fy - 136}H${cx - 112}Z`, rib);
  // the bow: leaves
  s += leaf(cx, fy - 166, -62, 100, 24, mix(C.moss, C.sage, 0.25), { shade: C.moss, vein: C.sage, bend: -0.1 });
  s += leaf(cx, fy - 166, 62, 100, 24, mix(C.moss, C.sage, 0.25), { shade: C.moss, vein: C.sage, bend: 0.1 });
  s += leaf(cx, fy - 166, -20, 76, 18, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight, bend: -0.06 });
  s += leaf(cx, fy - 166, 22, 70, 16, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight, bend: 0.06 });
  s += P(tp(ellp(cx, fy - 166, 11, 11)), C.forest);
  // seeds (the loyalty currency) and petals on the floor
  const seed = mix(C.terracotta, '#7A4A2E', 0.35);
  for (const [x, y, ang] of [
    [128, fy + 26, 30],
    [150, fy + 40, 100],
    [460, fy + 30, 150],
    [486, fy + 44, 60],
  ])
    s += P(tp(ellp(0, 0, 6.5, 4.2), xf(x, y, ang)), seed);
  s += sprout(470, fy + 16, 2.2, C.moss);
  s +=
    loosePetal(104, fy + 44, 60, 16, light(C.clay, 0.3), C.clay) +
    loosePetal(510, fy + 24, -70, 14, light(C.clay, 0.3));
  return a.svg(s);
}

function promoReferral() {
  const a = new Art(600, 400);
  let s = promoRoom(a, C.sageLight, mix(C.sageLight, C.sage, 0.35), 'refer');
  const fy = 340;
  s += leaf(150, fy - 4, -40, 150, 26, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight });
  s += leaf(455, fy - 4, 36, 160, 28, mix(C.moss, C.sage, 0.3), { shade: C.moss, vein: C.sage });
  s += shadow(a, 215, fy + 2, 70, 9, 0.3) + shadow(a, 390, fy + 2, 90, 10, 0.3);
  s += dropperBottle(a, 215, fy, FINISHES.amber, null, 0.62).svg;
  s += jar(a, 390, fy, { ...FINISHES.frosted, lid: C.forest }, null, 0.62).svg;
  // a heart made of two leaves, floating between the two
  const hx = 302;
  const hy = 118;
  const heartLeaf = (side) =>
    P(
      tp(
        `M0 0C${side * -8} -16 ${side * -52} -32 ${side * -48} -64C${side * -45} -88 ${side * -14} -90 0 -67Z`,
        xf(hx, hy + 32),
      ),
      side < 0 ? C.terracotta : light(C.terracotta, 0.18),
    );
  s += heartLeaf(1) + heartLeaf(-1);
  s += S(`M${hx} ${hy + 30}L${hx} ${hy - 30}`, C.paper, 1.6, op(0.7));
  s += S(`M${hx} ${hy + 32}Q${hx - 4} ${hy + 48} ${hx - 16} ${hy + 56}`, mix(C.moss, C.sage, 0.3), 2.4);
  s += leaf(hx - 10, hy + 51, -115, 30, 8, C.sage, { shade: mix(C.sage, C.moss, 0.35) });
  s += droplet(a, 140, 150, 7) + droplet(a, 470, 110, 6);
  return a.svg(s);
}

function promoTreatments() {
  const a = new Art(600, 400);
  let s = promoRoom(a, C.sand, mix(C.sand, C.paper, 0.45), 'spa');
  const fy = 330;
  // rolled towel, seen from its end
  s += shadow(a, 150, fy + 2, 110, 12, 0.3);
  s += P(
    rrect(60, fy - 112, 170, 112, 50),
    a.vert([
      [0, C.paper],
      [1, mix(C.cream, C.sand, 0.5)],
    ]),
  );
  s += P(tp(ellp(96, fy - 56, 52, 56)), mix(C.cream, C.paper, 0.5));
  s += S(
    tp(
      `M96 ${fy - 56}C${96 + 12} ${fy - 62} ${96 + 18} ${fy - 44} ${96 + 4} ${fy - 36}C${96 - 16} ${fy - 26} ${96 - 34} ${fy - 48} ${
        96 - 24
      } ${fy - 70}C${96 - 12} ${fy - 94} ${96 + 30} ${fy - 94} ${96 + 40} ${fy - 66}C${96 + 50} ${fy - 38} ${96 + 30} ${fy - 8} ${96} ${fy - 6}`,
    ),
    mix(C.sand, '#B9AE9A', 0.4),
    3,
  );
  s += S(`M150 ${fy - 108}L150 ${fy - 4}M180 ${fy - 106}L180 ${fy - 6}`, mix(C.sand, C.cream, 0.4), 3, op(0.8));
  // stacked stones
  const stone = mix('#8E9A8C', C.sage, 0.2);
  s += shadow(a, 300, fy + 2, 70, 9, 0.3);
  s += pebble(a, 300, fy - 20, 62, 24, stone, 's1');
  s += pebble(a, 302, fy - 58, 48, 19, mix(stone, C.sand, 0.3), 's2');
  s += pebble(a, 298, fy - 88, 34, 14, mix(stone, C.deep, 0.2), 's3');
  // bowl with floating petals
  s += shadow(a, 455, fy + 2, 110, 12, 0.3);
  s += P(
    `M350 ${fy - 80}C352 ${fy - 20} 400 ${fy} 455 ${fy}C510 ${fy} 558 ${fy - 20} 560 ${fy - 80}Z`,
    a.lin([
      [0, light(C.terracotta, 0.1)],
      [0.35, light(C.terracotta, 0.3)],
      [1, dark(C.terracotta, 0.25)],
    ]),
  );
  s += P(tp(ellp(455, fy - 80, 105, 16)), mix(C.sageLight, C.sage, 0.3));
  s += loosePetal(420, fy - 80, -40, 22, C.clay, light(C.clay, 0.3));
  s += loosePetal(470, fy - 84, 60, 20, light(C.clay, 0.2), C.clay);
  s += loosePetal(500, fy - 76, 140, 16, C.clay);
  s += flower(440, fy - 86, 14, { petals: 5, color: C.paper, center: C.gold, shade: C.blush });
  s += sprig(565, fy - 60, -30, 130, {
    n: 5,
    leafL: 34,
    leafW: 8,
    curve: -0.2,
    colors: [C.sage, mix(C.sage, C.moss, 0.35)],
  });
  return a.svg(s);
}

// ---------------------------------------------------------------------------------------------------------------
// Membership banner, empty cart
// ---------------------------------------------------------------------------------------------------------------

function membershipSvg() {
  const a = new Art(1200, 500);
  let s = P(
    'M0 0H1200V500H0Z',
    a.lin([
      [0, mix(C.sageLight, C.sage, 0.25)],
      [0.5, light(C.sageLight, 0.5)],
      [1, mix(C.sageLight, C.sage, 0.25)],
    ]),
  );
  const leafA = [C.sage, mix(C.sage, C.moss, 0.35)];
  const leafB = [mix(C.moss, C.sage, 0.3), C.moss];
  const flowerA = { petals: 6, color: light(C.clay, 0.3), shade: C.clay, center: C.terracotta };
  // left cluster
  s += leaf(-30, 560, 38, 340, 64, leafB[0], { shade: leafB[1], vein: C.sage, bend: 0.08 });
  s += eucalyptus(70, 560, 16, 400, { r: 40, curve: 0.16, n: 5 });
  s += sprig(-30, -20, 140, 300, { n: 5, leafL: 84, leafW: 16, curve: 0.14, colors: leafA, vein: C.sageLight });
  s += leaf(-40, 250, 76, 210, 44, leafA[0], { shade: leafA[1], vein: C.sageLight, bend: -0.06 });
  s += flower(230, 410, 40, { ...flowerA, rot: 10 });
  s += flower(150, 150, 30, { ...flowerA, petals: 5, color: C.blush, shade: light(C.clay, 0.2) });
  s += chamomile(a, 290, 92, 28, { tilt: 0.85 });
  // right cluster
  s += leaf(1230, 560, -40, 340, 64, leafB[0], { shade: leafB[1], vein: C.sage, bend: -0.08 });
  s += sprig(1140, 560, -14, 400, {
    n: 6,
    leafL: 90,
    leafW: 17,
    curve: -0.16,
    colors: leafA,
    vein: C.sageLight,
    flip: true,
  });
  s += rosehipBranch(a, 1230, -20, -140, 300, { hips: 3, hipR: 15, curve: -0.2, leaves: 3 });
  s += flower(990, 440, 36, { ...flowerA, rot: 4 });
  s += chamomile(a, 1110, 300, 30, { tilt: 0.85, rot: 8 });
  s += chamomile(a, 930, 480, 20, { tilt: 0.7 });
  // a few drifting petals
  s +=
    loosePetal(360, 450, 30, 16, C.clay) +
    loosePetal(860, 70, -50, 14, C.clay) +
    loosePetal(340, 40, 120, 12, light(C.clay, 0.2));
  return a.svg(s);
}

function emptyCartSvg() {
  const a = new Art(320, 240);
  let s = P(blob(160, 128, 140, 96, 'cart', 0.08, 7), C.sageLight);
  const fy = 200;
  s += shadow(a, 160, fy + 2, 100, 9, 0.25);
  // handle
  s += S(`M78 ${fy - 88}C78 ${fy - 190} 242 ${fy - 190} 242 ${fy - 88}`, mix(C.clay, '#A87A5A', 0.6), 9);
  s += S(`M78 ${fy - 88}C78 ${fy - 190} 242 ${fy - 190} 242 ${fy - 88}`, light(C.clay, 0.2), 3, op(0.8));
  // body with a weave
  const body = `M64 ${fy - 92}L256 ${fy - 92}L236 ${fy - 6}C235 ${fy - 2} 232 ${fy} 228 ${fy}L92 ${fy}C88 ${fy} 85 ${fy - 2} 84 ${fy - 6}Z`;
  s += P(body, mix(C.clay, '#8E6446', 0.45));
  // a basket weave: staggered rows of rounded strands, with stakes between them
  let weave = '';
  for (let row = 0; row < 5; row++) {
    const y = fy - 86 + row * 17;
    const inset = (row * 17 + 6) * (20 / 92);
    const x0 = 66 + inset;
    const x1 = 254 - inset;
    const w = 22;
    for (let x = x0 - (row % 2 ? w / 2 : 0); x < x1; x += w) {
      const a0 = Math.max(x, x0);
      const a1 = Math.min(x + w - 3, x1);
      if (a1 - a0 > 6) weave += rrect(a0, y, a1 - a0, 13, 6);
    }
  }
  s += P(
    weave,
    a.vert([
      [0, light(C.clay, 0.45)],
      [1, light(C.clay, 0.15)],
    ]),
  );
  s += P(
    rrect(58, fy - 104, 204, 18, 9),
    a.vert([
      [0, light(C.clay, 0.3)],
      [1, mix(C.clay, '#A87A5A', 0.5)],
    ]),
  );
  // one leaf, drifting down
  s += leaf(262, 44, 120, 54, 14, C.sage, { shade: mix(C.sage, C.moss, 0.35), vein: C.sageLight, bend: 0.1 });
  return a.svg(s);
}

// ---------------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------------

/** Rounds any stray long decimals and drops redundant whitespace. */
/** Rewrites absolute path data (M L H V C Q Z) with relative commands, which need far fewer digits. */
function relPath(d) {
  const tokens = d.match(/[MLHVCQZ]|-?\d*\.?\d+(?:e-?\d+)?/gi);
  const round = (v) => Math.round(v * PREC) / PREC;
  let out = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let i = 0;
  let first = true;
  const emit = (cmd, nums) => {
    out += cmd + nums.map(num).join(' ');
  };
  while (i < tokens.length) {
    const cmd = tokens[i++];
    const take = (n) => tokens.slice(i, (i += n)).map((v) => round(parseFloat(v)));
    switch (cmd) {
      case 'M': {
        const [x, y] = take(2);
        if (first) emit('M', [x, y]);
        else emit('m', [x - cx, y - cy]);
        [cx, cy, sx, sy] = [x, y, x, y];
        break;
      }
      case 'L': {
        const [x, y] = take(2);
        if (x === cx) emit('v', [y - cy]);
        else if (y === cy) emit('h', [x - cx]);
        else emit('l', [x - cx, y - cy]);
        [cx, cy] = [x, y];
        break;
      }
      case 'H': {
        const [x] = take(1);
        emit('h', [x - cx]);
        cx = x;
        break;
      }
      case 'V': {
        const [y] = take(1);
        emit('v', [y - cy]);
        cy = y;
        break;
      }
      case 'C':
      case 'Q': {
        const v = take(cmd === 'C' ? 6 : 4);
        emit(
          cmd.toLowerCase(),
          v.map((n, k) => n - (k % 2 ? cy : cx)),
        );
        [cx, cy] = v.slice(-2);
        break;
      }
      case 'Z':
      case 'z':
        out += 'z';
        [cx, cy] = [sx, sy];
        break;
      default:
        return d; // anything else: leave the path as it was
    }
    first = false;
  }
  return out.replace(/ -/g, '-');
}

function compact(svg) {
  let out = svg.replace(/(\d+\.\d)\d+/g, (m) => num(parseFloat(m))).replace(/>\s+</g, '><');
  // Consecutive paths with the same paint become one path (same look, fewer bytes).
  let prev;
  do {
    prev = out;
    out = out.replace(/<path d="([^"]+)"([^>]*)\/><path d="([^"]+)"\2\/>/g, '<path d="$1$3"$2/>');
  } while (out !== prev);
  return out.replace(/ d="([^"]+)"/g, (m, d) => ` d="${relPath(d)}"`);
}

const written = [];
/** Draws one picture with the given precision (decimals in coordinates) and writes it under base. */
function write(rel, make, prec = 1, base = IMAGES) {
  const file = resolve(base, rel);
  if (!file.startsWith(base + sep)) throw new Error(`Refusing to write outside ${base}: ${rel}`);
  mkdirSync(dirname(file), { recursive: true });
  PREC = 10 ** prec;
  const out = compact(make());
  PREC = 10;
  writeFileSync(file, out);
  written.push([file.slice(ROOT.length + 1), out.length]);
}

function loadProducts() {
  if (!existsSync(DB)) {
    console.warn(`! ${DB} not found: drawing the built-in sample products instead.`);
    return FALLBACK_PRODUCTS;
  }
  const data = JSON.parse(readFileSync(DB, 'utf8'));
  const list = Array.isArray(data) ? data : data.products;
  if (!Array.isArray(list)) throw new Error('db.products.json has no products list');
  return list.filter((p) => p && typeof p.image === 'string' && p.image.trim() !== '');
}

function main() {
  const products = loadProducts();
  products.forEach((p, i) => {
    if (!/\.svg$/i.test(p.image)) console.warn(`! ${p.image}: not an .svg name, writing SVG content anyway.`);
    write(p.image, () => productSvg({ ...p, name: String(p.name ?? '') }, i), 0);
  });
  for (const rate of [3.5, 4, 4.5, 5]) write(`rating-${rate}.svg`, () => ratingSvg(rate));
  for (const kind of ['aloe', 'chamomile', 'rosehip', 'green-tea'])
    write(`ingredient-${kind}.svg`, () => ingredientSvg(kind));
  const heroes = [hero1, hero2, hero3, hero4];
  heroes.forEach((make, i) => write(`hero-${i + 1}.svg`, make, 0));
  write('about-botanicals.svg', aboutSvg, 0);
  write('diagnosis.svg', diagnosisSvg, 0);
  write('promo-loyalty.svg', promoLoyalty, 0);
  write('promo-referral.svg', promoReferral, 0);
  write('promo-treatments.svg', promoTreatments, 0);
  write('membership.svg', membershipSvg, 0);
  write('empty-cart.svg', emptyCartSvg, 1);
  write('testimonial-quote.svg', quoteSvg);
  write('favicon.svg', faviconSvg, 1, PUBLIC);
  for (const [file, size] of written) console.log(`${String(size).padStart(7)}  ${file}`);
}

// Run when called as a script (importing the module, e.g. to preview one picture, draws nothing).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

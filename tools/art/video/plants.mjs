// @ts-check
// The video's moving plants: ferns and eucalyptus whose stems sway joint by joint, and whose leaves flutter.
import { colours, darken, lighten, mix } from '../palette.mjs';
import { seededRandom } from '../random.mjs';
import { TAU, sway, wave } from './motion.mjs';
import { fixed, pointList } from './svg.mjs';

/** @typedef {import('./motion.mjs').Animation} Animation */
/** @typedef {import('./svg.mjs').Defs} Defs */

/**
 * @typedef {object} LeafShape
 * @property {number} [lobes] lobed edges (a fern's pinna), 0 for a smooth leaf
 * @property {number} [curve] how the midrib curves
 * @property {number} [round] fullness of the outline
 * @property {number} [skew] where the leaf is widest (below 1: nearer the tip)
 */

/**
 * A leaf outline pointing along +x from (0, 0).
 * @param {number} length
 * @param {number} width
 * @param {LeafShape} [shape]
 */
export function leafPath(length, width, { lobes = 0, curve = 0, round = 0.75, skew = 0.8 } = {}) {
  const steps = lobes ? lobes * 6 : 18;
  /** @type {Array<[number, number]>} */
  const upper = [];
  /** @type {Array<[number, number]>} */
  const lower = [];
  for (let i = 0; i <= steps; i++) {
    const along = i / steps;
    const x = length * along;
    const y = curve * length * along * along;
    const slope = 2 * curve * along;
    const norm = Math.hypot(1, slope);
    const [normalX, normalY] = [-slope / norm, 1 / norm];
    let halfWidth = (width / 2) * Math.pow(Math.sin(Math.PI * Math.pow(along, skew)), round);
    if (lobes) halfWidth *= 0.5 + 0.5 * Math.pow(Math.abs(Math.sin(Math.PI * lobes * along)), 0.55);
    upper.push([x + normalX * halfWidth, y + normalY * halfWidth]);
    lower.push([x - normalX * halfWidth, y - normalY * halfWidth]);
  }
  return `M${pointList(upper)}L${pointList(lower.reverse())}Z`;
}

/**
 * @typedef {object} StemPose
 * @property {number} x base
 * @property {number} y base
 * @property {number} angle of the base, degrees
 * @property {number} amp sway, degrees
 * @property {number} [lag] how far behind its parent each joint sways
 * @property {number} [phase]
 */

/**
 * A stem as a chain of segments, each nested in the one before, so bending one joint carries everything beyond
 * it. Each joint sways around its resting bend, and the sway travels from the base to the tip.
 * @param {string} id
 * @param {StemPose & { lengths: number[], bends: number[], drawSegment: (index: number, length: number) => string }} stem
 * @returns {{ svg: string, update: Animation }}
 */
function chain(id, { x, y, angle, lengths, bends, amp, lag = 0.35, phase = 0, drawSegment }) {
  let svg = '';
  // Drawn from the tip back, each segment wrapping the ones after it (and taking seeded numbers in that order).
  for (let segment = lengths.length - 1; segment >= 0; segment--)
    svg = `<g id="${id}-${segment}">${drawSegment(segment, lengths[segment])}${svg}</g>`;
  /** @type {Animation} */
  const update = (t) =>
    lengths.map((_, segment) => {
      const rest = segment === 0 ? angle : bends[segment];
      const rotation = rest + amp * (0.6 + (0.8 * segment) / lengths.length) * sway(t, phase - segment * lag);
      const move = segment === 0 ? `${fixed(x, 1)} ${fixed(y, 1)}` : `${fixed(lengths[segment - 1], 2)} 0`;
      return [`${id}-${segment}`, 'transform', `translate(${move}) rotate(${fixed(rotation, 3)})`];
    });
  return { svg, update };
}

/**
 * @typedef {StemPose & {
 *   segments: number, segmentLength: number, bend: number, pinna: number, width: number, lobe: number,
 *   spread: number, stem: number, colours: [stem: string, pinna: string, pinnaTip: string],
 * }} FernOptions
 * Segments `segmentLength` long (shorter towards the tip) bending by `bend` degrees; pinnae up to `pinna` long,
 * `width` of their length wide, one lobe per `lobe`, `spread` degrees off the rachis; `stem` is the rachis width.
 */

/**
 * A fern frond: a tapering rachis with alternate lobed pinnae, shortest at the base and the tip.
 * @param {string} id
 * @param {FernOptions} options
 */
export function fern(id, options) {
  const random = seededRandom(id);
  const count = options.segments;
  const lengths = Array.from({ length: count }, (_, segment) => options.segmentLength * (1 - (0.45 * segment) / count));
  const bends = lengths.map((_, segment) => options.bend * (0.5 + segment / count));
  const [stemColour, pinnaColour, pinnaTip] = options.colours;
  /** @param {number} segment @param {number} length */
  const drawSegment = (segment, length) => {
    const share = segment / count;
    const envelope = Math.min(1, 0.55 + share * 3.5) * Math.pow(1 - share, 0.85) + 0.05;
    const stemWidth = fixed(options.stem * (1 - 0.75 * share), 2);
    let svg = `<path d="M0 0L${fixed(length + 0.6)} 0" stroke="${stemColour}" stroke-width="${stemWidth}" stroke-linecap="round" fill="none"/>`;
    for (const side of [-1, 1]) {
      const size = options.pinna * envelope * random.range(0.92, 1.06);
      const angle = side * (options.spread - 24 * share + random.range(-3, 3));
      const at = side < 0 ? 0.25 : 0.75;
      const fill = mix(pinnaColour, pinnaTip, random());
      const lobes = Math.max(3, Math.round(size / options.lobe));
      const outline = leafPath(size, size * options.width, { lobes, curve: side * 0.12, skew: 0.7 });
      svg += `<path d="${outline}" fill="${fill}" transform="translate(${fixed(length * at, 1)} 0) rotate(${fixed(angle, 1)})"/>`;
    }
    if (segment === count - 1) {
      const size = options.pinna * 0.22;
      svg += `<path d="${leafPath(size, size * 0.35, { lobes: 3 })}" fill="${pinnaColour}" transform="translate(${fixed(length, 1)} 0)"/>`;
    }
    return svg;
  };
  return chain(id, { ...options, lengths, bends, drawSegment });
}

/**
 * @typedef {StemPose & {
 *   segments: number, segmentLength: number, bend: number, size: number, flutter?: number, stem: string,
 *   stemWidth: number, leaf: string,
 * }} EucalyptusOptions
 * `size` is the first leaf's length; `flutter` scales how much the leaves move on their stalks (default 1).
 */

/**
 * A eucalyptus sprig: a thin reddish stem with pairs of round blue-green leaves that flutter on their stalks.
 * @param {string} id
 * @param {EucalyptusOptions} options
 * @param {Defs} defs
 */
export function eucalyptus(id, options, defs) {
  const random = seededRandom(id);
  const count = options.segments;
  const lengths = Array.from({ length: count }, (_, segment) => options.segmentLength * (1 - (0.35 * segment) / count));
  const bends = lengths.map(() => options.bend + random.range(-4, 4));
  /** @type {Array<{ id: string, x: number, base: number, phase: number, amp: number }>} */
  const leaves = [];
  const faces = [
    defs.linear(
      [
        [0, mix(options.leaf, colours.paper, 0.28)],
        [0.55, options.leaf],
        [1, darken(options.leaf, 0.35)],
      ],
      [0, 0, 0, 1],
    ),
    defs.linear(
      [
        [0, darken(options.leaf, 0.3)],
        [0.5, options.leaf],
        [1, mix(options.leaf, colours.paper, 0.22)],
      ],
      [0, 0, 0, 1],
    ),
  ];
  /** @param {number} segment @param {number} length */
  const drawSegment = (segment, length) => {
    const share = segment / count;
    const stemWidth = fixed(options.stemWidth * (1 - 0.6 * share), 2);
    let svg = `<path d="M0 0L${fixed(length + 0.5)} 0" stroke="${options.stem}" stroke-width="${stemWidth}" stroke-linecap="round" fill="none"/>`;
    for (const side of [-1, 1]) {
      const size = options.size * (1 - 0.45 * share) * random.range(0.9, 1.08);
      const base = side * random.range(55, 85);
      const leafId = `${id}-l${segment}${side < 0 ? 'a' : 'b'}`;
      const phase = random.range(0, TAU);
      const amp = (options.flutter ?? 1) * random.range(2, 4.5);
      leaves.push({ id: leafId, x: length, base, phase, amp });
      const outline = leafPath(size, size * random.range(0.72, 0.86), { round: 0.55, skew: 0.9, curve: side * 0.05 });
      svg +=
        `<g id="${leafId}"><path d="M0 0L${fixed(size * 0.16, 1)} 0" stroke="${options.stem}" stroke-width="1.6"/>` +
        `<path d="${outline}" fill="${faces[side < 0 ? 0 : 1]}" transform="translate(${fixed(size * 0.14, 1)} 0)"/>` +
        `<path d="M${fixed(size * 0.18, 1)} 0L${fixed(size * 0.8, 1)} ${fixed(side * size * 0.03, 1)}" stroke="${lighten(options.leaf, 0.35)}" stroke-width="1" opacity=".55" fill="none"/></g>`;
    }
    return svg;
  };
  const stem = chain(id, { ...options, lengths, bends, drawSegment });
  /** @type {Animation} */
  const update = (t) => [
    ...stem.update(t),
    ...leaves.map(
      (leaf) =>
        /** @type {import('./motion.mjs').Change} */ ([
          leaf.id,
          'transform',
          `translate(${fixed(leaf.x, 1)} 0) rotate(${fixed(leaf.base + leaf.amp * wave(t, 1, leaf.phase) + 1.5 * wave(t, 2, leaf.phase * 2), 2)})`,
        ]),
    ),
  ];
  return { svg: stem.svg, update };
}

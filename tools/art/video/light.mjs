// @ts-check
// The video's light: sun pooling on the wall (with leaf and object shadows cut out of it), breathing shafts,
// drifting bokeh, the slow sweep of light and the vignette.
import { colours, lighten, mix } from '../palette.mjs';
import { seededRandom } from '../random.mjs';
import { TAU, sweepX, wave } from './motion.mjs';
import { HEIGHT, WIDTH } from './settings.mjs';
import { fixed } from './svg.mjs';

/** @typedef {import('./motion.mjs').Animation} Animation */
/** @typedef {import('./svg.mjs').Defs} Defs */

/**
 * Sunlight pooling on the upper right of the wall. The shadows (white-on-black silhouettes) are blurred and cut
 * out of it through a mask.
 * @param {Defs} defs
 * @param {string} leafShadows plants outside the picture, softly blurred
 * @param {string} objectShadows the still life's silhouettes, more blurred
 */
export function sunlight(defs, leafShadows, objectShadows) {
  const mask = defs.add(
    (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.white}"/>` +
      `<g filter="${defs.blur(7)}" opacity=".55">${leafShadows}</g>` +
      `<g filter="${defs.blur(16)}" opacity=".5">${objectShadows}</g>` +
      `</mask>`,
  );
  const pool = defs.radial(
    [
      [0, lighten(colours.cream, 0.5), 0.92],
      [0.25, mix(colours.cream, colours.clay, 0.25), 0.62],
      [0.55, mix(colours.sand, colours.sage, 0.5), 0.28],
      [0.8, colours.sage, 0.08],
      [1, colours.sage, 0],
    ],
    ' cx=".5" cy=".5" r=".5"',
  );
  return (
    `<g mask="url(#${mask})">` +
    `<ellipse cx="1096" cy="240" rx="580" ry="440" fill="${pool}"/>` +
    `<ellipse cx="1130" cy="200" rx="250" ry="200" fill="${pool}" opacity=".55"/>` +
    `</g>`
  );
}

/**
 * Slow shafts of light falling from the upper right down to the floor; they breathe, never blink.
 * @param {Defs} defs
 * @param {number} floorY
 * @param {Animation[]} animations collects the shafts' animation
 */
export function shafts(defs, floorY, animations) {
  const list = [
    { id: 'shaft-a', x: 1180, width: 150, tilt: -560, strength: 0.07, phase: 0.3 },
    { id: 'shaft-b', x: 1010, width: 90, tilt: -520, strength: 0.05, phase: 2.1 },
    { id: 'shaft-c', x: 1300, width: 210, tilt: -600, strength: 0.06, phase: 4.2 },
  ];
  const fill = defs.linear(
    [
      [0, colours.cream, 1],
      [0.55, colours.cream, 0.35],
      [1, colours.cream, 0],
    ],
    [0.8, 0, 0.2, 1],
  );
  let svg = `<g filter="${defs.blur(10)}">`;
  for (const shaft of list) {
    const { x, width, tilt } = shaft;
    svg += `<path id="${shaft.id}" d="M${x} -20L${x + width} -20L${x + width + tilt} ${floorY}L${x + tilt} ${floorY}Z" fill="${fill}" style="mix-blend-mode:screen"/>`;
    animations.push((t) => [[shaft.id, 'opacity', fixed(shaft.strength * (0.75 + 0.25 * wave(t, 1, shaft.phase)), 4)]]);
  }
  return svg + `</g>`;
}

/**
 * The two fills bokeh discs use: warm gold and cream.
 * @param {Defs} defs
 */
export function bokehFills(defs) {
  return {
    gold: defs.radial([
      [0, lighten(colours.gold, 0.55), 0.9],
      [0.6, lighten(colours.gold, 0.35), 0.55],
      [0.86, colours.gold, 0.25],
      [1, colours.gold, 0],
    ]),
    cream: defs.radial([
      [0, colours.paper, 0.85],
      [0.65, colours.cream, 0.5],
      [0.88, colours.cream, 0.22],
      [1, colours.cream, 0],
    ]),
  };
}

/**
 * Soft discs of light drifting slowly inside an area, each on its own orbit.
 * @param {{ gold: string, cream: string }} fills
 * @param {string} id also the seed
 * @param {number} count
 * @param {[x0: number, y0: number, x1: number, y1: number]} area
 * @param {[min: number, max: number]} sizes radius
 * @param {[min: number, max: number]} alpha
 * @param {Animation[]} animations collects their animation
 */
export function bokeh(fills, id, count, area, sizes, alpha, animations) {
  const random = seededRandom(id);
  let svg = '';
  const discs = Array.from({ length: count }, (_, i) => ({
    id: `${id}-${i}`,
    x: random.range(area[0], area[2]),
    y: random.range(area[1], area[3]),
    radius: random.range(sizes[0], sizes[1]),
    strength: random.range(alpha[0], alpha[1]),
    driftX: random.range(10, 28),
    driftY: random.range(8, 20),
    cyclesY: random() < 0.5 ? 1 : 2,
    phaseX: random.range(0, TAU),
    phaseY: random.range(0, TAU),
    phaseAlpha: random.range(0, TAU),
    fill: random() < 0.55 ? fills.cream : fills.gold,
  }));
  for (const disc of discs) {
    svg += `<circle id="${disc.id}" r="${fixed(disc.radius, 1)}" fill="${disc.fill}" style="mix-blend-mode:screen"/>`;
  }
  animations.push((t) =>
    discs.flatMap((disc) => [
      [disc.id, 'cx', fixed(disc.x + disc.driftX * wave(t, 1, disc.phaseX), 2)],
      [disc.id, 'cy', fixed(disc.y + disc.driftY * wave(t, disc.cyclesY, disc.phaseY), 2)],
      [disc.id, 'opacity', fixed(disc.strength * (0.7 + 0.3 * wave(t, 1, disc.phaseAlpha)), 3)],
    ]),
  );
  return svg;
}

/**
 * The broad band of light that sweeps across once a loop, faint over the calm left where the headline sits.
 * @param {Defs} defs
 * @param {Animation[]} animations collects its animation
 */
export function lightSweep(defs, animations) {
  const fill = defs.linear([
    [0, colours.cream, 0],
    [0.5, colours.cream, 0.2],
    [1, colours.cream, 0],
  ]);
  const calmLeft = defs.add(
    (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${defs.linear(
        [
          [0, colours.white, 0.15],
          [0.55, colours.white, 0.35],
          [0.8, colours.white, 1],
        ],
      )}"/></mask>`,
  );
  animations.push((t) => [['sweep', 'transform', `translate(${fixed(sweepX(t), 1)} 0) skewX(-20)`]]);
  return `<g mask="url(#${calmLeft})"><rect id="sweep" x="-180" y="-100" width="360" height="${HEIGHT + 200}" fill="${fill}" style="mix-blend-mode:screen"/></g>`;
}

/** A dark vignette, centred right of the middle where the light is. @param {Defs} defs */
export function vignette(defs) {
  const fill = defs.radial(
    [
      [0, colours.black, 0],
      [0.55, colours.black, 0],
      [1, colours.black, 0.38],
    ],
    ' cx=".6" cy=".42" r=".75"',
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>`;
}

// @ts-check
// The shop video's scene: a calm botanical still life, built once as an SVG page, with the animations that set its
// moving attributes for any time t. The left and centre stay deep green and calm (the headline sits there under a
// dark scrim); the light, the plinths and the bottles live on the right.
import { colours, mix } from '../palette.mjs';
import { bokeh, bokehFills, lightSweep, shafts, sunlight, vignette } from './light.mjs';
import { sweepX } from './motion.mjs';
import {
  BACK_FERN,
  FLOOR,
  FRONT_FERNS,
  FROND_SHADOWS,
  HANGING_EUCALYPTUS,
  PIECE_X,
  TALL_PLINTH,
  LOW_PLINTH,
  RESTING_SPRIG,
} from './layout.mjs';
import { eucalyptus, fern } from './plants.mjs';
import { HEIGHT, WIDTH } from './settings.mjs';
import { amberDropper, clearDropper, jar, plinth } from './still-life.mjs';
import { Defs, fixed } from './svg.mjs';

/** @typedef {import('./motion.mjs').Animation} Animation */
/** @typedef {import('./motion.mjs').Change} Change */

/**
 * The still life standing on the ledge: plinths, bottles, the jar, their shadows and the resting sprig.
 * @param {Defs} defs
 * @param {ReturnType<typeof plinth>} tallPlinth
 * @param {ReturnType<typeof plinth>} lowPlinth
 * @param {{ amber: { svg: string }, pot: { svg: string }, clear: { svg: string } }} pieces
 * @param {Animation[]} animations
 */
function stillLife(defs, tallPlinth, lowPlinth, { amber, pot, clear }, animations) {
  let svg = tallPlinth.svg;
  // the bottles' shadows on the tall plinth's top, towards the left and back
  const tallTopClip = defs.clip(
    `<ellipse cx="${TALL_PLINTH.cx}" cy="${TALL_PLINTH.top}" rx="${TALL_PLINTH.radius}" ry="${TALL_PLINTH.ry}"/>`,
  );
  svg += `<g clip-path="${tallTopClip}"><g filter="${defs.blur(3)}" fill="${colours.forestDeep}" opacity=".55">`;
  svg += `<path d="M${PIECE_X.amber + 26} ${TALL_PLINTH.top + 5}L${PIECE_X.amber - 64} ${TALL_PLINTH.top - 4}L${PIECE_X.amber - 70} ${TALL_PLINTH.top + 3}L${PIECE_X.amber - 6} ${TALL_PLINTH.top + 12}Z"/>`;
  svg += `<path d="M${PIECE_X.jar + 52} ${TALL_PLINTH.top + 8}L${PIECE_X.jar - 58} ${TALL_PLINTH.top}L${PIECE_X.jar - 64} ${TALL_PLINTH.top + 9}L${PIECE_X.jar - 16} ${TALL_PLINTH.top + 14}Z"/>`;
  svg += `</g></g>`;
  // a warm caustic: light passing through the amber glass, landing on the stone
  svg += `<ellipse cx="${PIECE_X.amber - 34}" cy="${TALL_PLINTH.top + 4}" rx="22" ry="4" fill="${colours.gold}" opacity=".35" filter="${defs.blur(2.5)}"/>`;
  svg += amber.svg + pot.svg;
  svg += lowPlinth.svg;
  const lowTopClip = defs.clip(
    `<ellipse cx="${LOW_PLINTH.cx}" cy="${LOW_PLINTH.top}" rx="${LOW_PLINTH.radius}" ry="${LOW_PLINTH.ry}"/>`,
  );
  svg += `<g clip-path="${lowTopClip}"><path d="M${PIECE_X.clear + 26} ${LOW_PLINTH.top + 4}L${PIECE_X.clear - 70} ${LOW_PLINTH.top - 3}L${PIECE_X.clear - 74} ${LOW_PLINTH.top + 4}L${PIECE_X.clear - 10} ${LOW_PLINTH.top + 10}Z" fill="${colours.forestDeep}" opacity=".5" filter="${defs.blur(3)}"/></g>`;
  svg += `<ellipse cx="${PIECE_X.clear - 36}" cy="${LOW_PLINTH.top + 4}" rx="18" ry="3.5" fill="${colours.gold}" opacity=".45" filter="${defs.blur(2.5)}"/>`;
  // the resting sprig's gradients come here; it is drawn after the glint, in front of the clear bottle
  const restingSprig = eucalyptus(...RESTING_SPRIG, defs);
  animations.push(restingSprig.update);
  svg += clear.svg;
  return { svg, restingSprig: restingSprig.svg };
}

/** Builds the page and the function that lists a frame's attribute changes. */
export function buildScene() {
  const defs = new Defs();
  /** @type {Animation[]} */
  const animations = [];
  // the wall: deep forest on the left, warming towards the light on the right
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${defs.linear([
    [0, '#10261E'],
    [0.3, mix(colours.forestDeep, colours.forest, 0.6)],
    [0.58, mix(colours.forest, colours.moss, 0.45)],
    [0.82, mix(colours.moss, colours.leaf, 0.4)],
    [1, mix(colours.leaf, colours.sage, 0.3)],
  ])}"/>`;
  svg += `<rect width="${WIDTH}" height="${FLOOR}" fill="${defs.linear(
    [
      [0, colours.forestDeep, 0],
      [0.6, colours.forestDeep, 0.1],
      [1, colours.forestDeep, 0.45],
    ],
    [0, 0, 0, 1],
  )}"/>`;

  // plinths and bottles first: their silhouettes also cut shadows out of the light on the wall
  const tallPlinth = plinth(defs, TALL_PLINTH);
  const lowPlinth = plinth(defs, LOW_PLINTH);
  const amber = amberDropper(defs, PIECE_X.amber, TALL_PLINTH.top + 4, 1);
  const pot = jar(defs, PIECE_X.jar, TALL_PLINTH.top + 8, 1);
  const clear = clearDropper(defs, PIECE_X.clear, LOW_PLINTH.top + 3, 1);

  const frondShadows = FROND_SHADOWS.map(([id, options]) => fern(id, options));
  frondShadows.forEach((frond) => animations.push(frond.update));
  const objectShadows =
    `<g transform="translate(-118 14) skewX(8)"><path d="${tallPlinth.side}"/><ellipse cx="${TALL_PLINTH.cx}" cy="${TALL_PLINTH.top}" rx="${TALL_PLINTH.radius}" ry="${TALL_PLINTH.ry}"/>` +
    `<path d="${amber.glass}"/><rect x="${PIECE_X.amber - 16}" y="200" width="32" height="90" rx="14"/><path d="${pot.glass}"/>` +
    `<rect x="${PIECE_X.jar - 60}" y="380" width="120" height="40" rx="6"/></g>` +
    `<g transform="translate(-100 10) skewX(8)"><path d="${lowPlinth.side}"/><path d="${clear.glass}"/><rect x="${PIECE_X.clear - 13}" y="360" width="26" height="80" rx="12"/></g>`;
  svg += sunlight(defs, frondShadows.map((frond) => frond.svg).join(''), objectShadows);
  svg += shafts(defs, FLOOR, animations);

  // far bokeh: soft discs of light drifting behind everything
  const fills = bokehFills(defs);
  svg += bokeh(fills, 'bokeh-far', 12, [760, 40, 1260, 420], [14, 40], [0.25, 0.55], animations);
  svg += bokeh(fills, 'bokeh-far-left', 5, [80, 40, 620, 300], [18, 34], [0.06, 0.12], animations);

  // the floor: a dark stone ledge catching the light on the right, and the plinths' shadows thrown to the left
  svg += `<rect y="${FLOOR}" width="${WIDTH}" height="${HEIGHT - FLOOR}" fill="${defs.linear([
    [0, '#0E221A'],
    [0.4, mix(colours.forestDeep, colours.forest, 0.7)],
    [0.72, mix(colours.forest, colours.moss, 0.55)],
    [1, mix(colours.moss, colours.sand, 0.35)],
  ])}"/>`;
  svg += `<rect y="${FLOOR}" width="${WIDTH}" height="${HEIGHT - FLOOR}" fill="${defs.linear(
    [
      [0, colours.paper, 0.06],
      [0.25, colours.forestDeep, 0],
      [1, colours.forestDeep, 0.5],
    ],
    [0, 0, 0, 1],
  )}"/>`;
  svg += `<rect y="${FLOOR}" width="${WIDTH}" height="1.5" fill="${defs.linear([
    [0, colours.paper, 0],
    [0.55, colours.paper, 0.05],
    [1, colours.paper, 0.35],
  ])}"/>`;
  svg += `<ellipse cx="1120" cy="${FLOOR + 60}" rx="300" ry="70" fill="${defs.radial([
    [0, colours.cream, 0.3],
    [1, colours.cream, 0],
  ])}"/>`;
  svg += `<g filter="${defs.blur(10)}" fill="${colours.black}" opacity=".45">`;
  svg += `<path d="M${TALL_PLINTH.cx + TALL_PLINTH.radius - 10} ${TALL_PLINTH.bottom}L${TALL_PLINTH.cx - TALL_PLINTH.radius - 150} ${TALL_PLINTH.bottom + 6}L${TALL_PLINTH.cx - TALL_PLINTH.radius - 130} ${TALL_PLINTH.bottom + 26}L${TALL_PLINTH.cx + 40} ${TALL_PLINTH.bottom + 22}Z"/>`;
  svg += `<path d="M${LOW_PLINTH.cx + LOW_PLINTH.radius - 10} ${LOW_PLINTH.bottom}L${LOW_PLINTH.cx - LOW_PLINTH.radius - 130} ${LOW_PLINTH.bottom + 6}L${LOW_PLINTH.cx - LOW_PLINTH.radius - 110} ${LOW_PLINTH.bottom + 24}L${LOW_PLINTH.cx + 30} ${LOW_PLINTH.bottom + 20}Z"/>`;
  svg += `</g>`;

  // a fern behind the plinths, lit from the right
  const backFern = fern(...BACK_FERN);
  animations.push(backFern.update);
  svg += `<g filter="${defs.blur(0.6)}">${backFern.svg}</g>`;

  const still = stillLife(defs, tallPlinth, lowPlinth, { amber, pot, clear }, animations);
  svg += still.svg;
  // glints: a narrow band of light crossing the glass as the big sweep passes
  const glassClip = defs.clip(`<path d="${amber.glass}"/><path d="${pot.glass}"/><path d="${clear.glass}"/>`);
  const glint = defs.linear([
    [0, colours.paper, 0],
    [0.5, colours.paper, 0.45],
    [1, colours.paper, 0],
  ]);
  svg += `<g clip-path="${glassClip}"><rect id="glint" x="-30" y="150" width="60" height="560" fill="${glint}" style="mix-blend-mode:screen"/></g>`;
  animations.push((t) => [['glint', 'transform', `translate(${fixed(sweepX(t) + 140, 1)} 0) skewX(-18)`]]);
  svg += still.restingSprig;

  // eucalyptus hanging in from the top right, a little out of focus
  const hanging = HANGING_EUCALYPTUS.map(([id, options]) => eucalyptus(id, options, defs));
  hanging.forEach((sprig) => animations.push(sprig.update));
  svg += `<g filter="${defs.blur(3.4)}">${hanging.map((sprig) => sprig.svg).join('')}</g>`;

  // foreground ferns, lower left: dark and soft, framing the calm side
  const fronts = FRONT_FERNS.map(([id, options]) => fern(id, options));
  fronts.forEach((frond) => animations.push(frond.update));
  svg += `<g filter="${defs.blur(3)}">${fronts.map((frond) => frond.svg).join('')}</g>`;

  // near bokeh, the slow light sweep and the vignette
  svg += bokeh(fills, 'bokeh-near', 5, [880, 60, 1240, 520], [34, 60], [0.12, 0.22], animations);
  svg += lightSweep(defs, animations);
  svg += vignette(defs);

  const html =
    `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden;background:${colours.forestDeep}}` +
    `svg{display:block}</style></head><body>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs.svg()}${svg}</svg>` +
    `</body></html>`;
  /** @param {number} t @returns {Change[]} */
  const frame = (t) => animations.flatMap((animate) => animate(t));
  return { html, frame };
}

// @ts-check
// Where everything in the video stands, and how each plant is shaped and moves. Everything bright stays right of
// x = 955, outside the headline's area.
import { colours, mix } from '../palette.mjs';

/** @typedef {import('./plants.mjs').FernOptions} FernOptions */
/** @typedef {import('./plants.mjs').EucalyptusOptions} EucalyptusOptions */

/** The y where the wall meets the stone ledge. */
export const FLOOR = 596;

/** The tall plinth (the amber dropper and the jar stand on it) and the low one (the clear dropper). */
export const TALL_PLINTH = { cx: 1024, radius: 112, top: 470, bottom: 614, ry: 15, seed: 'plinth-a' };
export const LOW_PLINTH = { cx: 1190, radius: 80, top: 550, bottom: 660, ry: 12, seed: 'plinth-b' };
/** The centre x of each piece on the plinths. */
export const PIECE_X = { amber: 994, jar: 1080, clear: 1190 };

const black = /** @type {[string, string, string]} */ ([colours.black, colours.black, colours.black]);

/**
 * Fronds of a plant outside the picture, whose shadows sway on the wall.
 * @type {Array<[id: string, options: FernOptions]>}
 */
export const FROND_SHADOWS = [
  [
    'gobo-a',
    {
      x: 1420,
      y: -90,
      angle: 146,
      segments: 13,
      segmentLength: 70,
      bend: -1.4,
      pinna: 150,
      width: 0.24,
      lobe: 40,
      spread: 62,
      stem: 7,
      amp: 0.75,
      lag: 0.3,
      phase: 0.4,
      colours: black,
    },
  ],
  [
    'gobo-b',
    {
      x: 1360,
      y: -160,
      angle: 112,
      segments: 12,
      segmentLength: 64,
      bend: 2.2,
      pinna: 130,
      width: 0.26,
      lobe: 40,
      spread: 58,
      stem: 6,
      amp: 0.9,
      lag: 0.28,
      phase: 2.3,
      colours: black,
    },
  ],
];

/**
 * A fern behind the plinths, lit from the right.
 * @type {[id: string, options: FernOptions]}
 */
export const BACK_FERN = [
  'fern-back',
  {
    x: 1296,
    y: 600,
    angle: -128,
    segments: 15,
    segmentLength: 30,
    bend: 3.2,
    pinna: 56,
    width: 0.26,
    lobe: 9,
    spread: 64,
    stem: 3.2,
    amp: 0.55,
    lag: 0.32,
    phase: 1.1,
    colours: [
      mix(colours.moss, colours.forestDeep, 0.2),
      mix(colours.leaf, colours.sage, 0.15),
      mix(colours.moss, colours.leaf, 0.4),
    ],
  },
];

/**
 * A cut eucalyptus sprig resting on the low plinth; it does not move.
 * @type {[id: string, options: EucalyptusOptions]}
 */
export const RESTING_SPRIG = [
  'eucalyptus-rest',
  {
    x: LOW_PLINTH.cx + LOW_PLINTH.radius - 12,
    y: LOW_PLINTH.top + 4,
    angle: 186,
    segments: 2,
    segmentLength: 22,
    bend: 8,
    size: 17,
    amp: 0,
    flutter: 0,
    stem: mix(colours.terracotta, colours.forestDeep, 0.35),
    stemWidth: 2,
    leaf: mix(colours.sage, colours.forest, 0.3),
  },
];

/**
 * Eucalyptus hanging in from the top right, a little out of focus.
 * @type {Array<[id: string, options: EucalyptusOptions]>}
 */
export const HANGING_EUCALYPTUS = [
  [
    'eucalyptus-a',
    {
      x: 1250,
      y: -24,
      angle: 118,
      segments: 8,
      segmentLength: 42,
      bend: 6,
      size: 54,
      amp: 0.7,
      lag: 0.3,
      phase: 0.9,
      stem: mix(colours.terracotta, colours.forestDeep, 0.4),
      stemWidth: 3.2,
      leaf: mix(mix(colours.sage, colours.forest, 0.4), colours.sageLight, 0.12),
    },
  ],
  [
    'eucalyptus-b',
    {
      x: 1292,
      y: 40,
      angle: 152,
      segments: 7,
      segmentLength: 38,
      bend: -5,
      size: 46,
      amp: 0.8,
      lag: 0.32,
      phase: 3.1,
      stem: mix(colours.terracotta, colours.forestDeep, 0.45),
      stemWidth: 2.8,
      leaf: mix(colours.sage, colours.forest, 0.55),
    },
  ],
];

/**
 * Foreground ferns, lower left: dark and soft, framing the calm side.
 * @type {Array<[id: string, options: FernOptions]>}
 */
export const FRONT_FERNS = [
  [
    'fern-front-a',
    {
      x: -70,
      y: 790,
      angle: -52,
      segments: 16,
      segmentLength: 33,
      bend: 2.6,
      pinna: 84,
      width: 0.24,
      lobe: 11,
      spread: 64,
      stem: 5,
      amp: 0.55,
      lag: 0.3,
      phase: 0,
      colours: ['#14301F', mix(colours.forest, colours.moss, 0.5), mix(colours.moss, colours.leaf, 0.25)],
    },
  ],
  [
    'fern-front-b',
    {
      x: -40,
      y: 820,
      angle: -82,
      segments: 14,
      segmentLength: 30,
      bend: 4.4,
      pinna: 70,
      width: 0.24,
      lobe: 10,
      spread: 62,
      stem: 4.5,
      amp: 0.6,
      lag: 0.33,
      phase: 2.6,
      colours: ['#10281C', mix(colours.forestDeep, colours.moss, 0.35), mix(colours.forest, colours.moss, 0.4)],
    },
  ],
  [
    'fern-front-c',
    {
      x: 170,
      y: 790,
      angle: -118,
      segments: 11,
      segmentLength: 26,
      bend: -4,
      pinna: 52,
      width: 0.25,
      lobe: 9,
      spread: 60,
      stem: 3.6,
      amp: 0.6,
      lag: 0.3,
      phase: 4.4,
      colours: ['#10281C', mix(colours.forest, colours.moss, 0.3), mix(colours.forest, colours.leaf, 0.45)],
    },
  ],
];

// @ts-check
// Product pictures (600 x 600): the product's container in front of an arch, a plant that suits it standing
// behind, and something small lying in front. Backdrop, finish and plant vary by product, from seeded choices.
import { aloe, eucalyptus, leaf, sprig, stemAt, teaSprig } from '../botanicals.mjs';
import { CONTAINERS, FINISHES, containerFor } from '../containers.mjs';
import { chamomile, chamomileStem, flower, loosePetal, rosehip, rosehipBranch } from '../flowers.mjs';
import { colours, lighten, mix } from '../palette.mjs';
import { Picture } from '../picture.mjs';
import { hashString, seededRandom } from '../random.mjs';
import { droplet, pebble, shadow } from '../shapes.mjs';
import { ellipsePath, fillPath, opacity } from '../svg.mjs';

/** @typedef {import('../random.mjs').Random} Random */
/** @typedef {import('../finishes.mjs').FinishName} FinishName */
/** @typedef {{ id: number | string, name: string, image: string, type?: string, category?: string }} Product */
/** @typedef {'rosehip' | 'chamomile' | 'tea' | 'aloe' | 'flower' | 'eucalyptus' | 'olive' | 'fern'} Plant */

/**
 * Drawn when the catalogue file is missing, so the pictures can still be previewed.
 * @type {Product[]}
 */
export const SAMPLE_PRODUCTS = [
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

/** Backdrops in turn: wall, the arch behind the product, and floor. */
const BACKDROPS = [
  {
    wall: colours.sageLight,
    arch: mix(colours.sageLight, colours.sage, 0.35),
    floor: mix(colours.sageLight, colours.sage, 0.5),
  },
  { wall: colours.blush, arch: mix(colours.blush, colours.clay, 0.35), floor: mix(colours.blush, colours.clay, 0.4) },
  { wall: colours.sand, arch: mix(colours.sand, colours.paper, 0.55), floor: mix(colours.sand, '#CDBE9E', 0.6) },
  {
    wall: mix(colours.clay, colours.cream, 0.45),
    arch: mix(colours.clay, colours.cream, 0.2),
    floor: mix(colours.clay, colours.sand, 0.3),
  },
  {
    wall: colours.cream,
    arch: mix(colours.sageLight, colours.cream, 0.3),
    floor: mix(colours.sand, colours.cream, 0.2),
  },
  {
    wall: mix(colours.sage, colours.sageLight, 0.45),
    arch: mix(colours.sageLight, colours.paper, 0.3),
    floor: mix(colours.sage, colours.moss, 0.25),
  },
];

/**
 * The finishes that read well on each backdrop (same order as BACKDROPS).
 * @type {FinishName[][]}
 */
const FINISH_CHOICES = [
  ['amber', 'terracotta', 'frosted', 'forest', 'blush'],
  ['forest', 'amber', 'frosted', 'sage'],
  ['forest', 'terracotta', 'sage', 'amber'],
  ['forest', 'frosted', 'sage', 'amber'],
  ['amber', 'forest', 'terracotta', 'sage'],
  ['frosted', 'amber', 'terracotta', 'blush'],
];

/** How large each container is drawn, so they look alike in size. */
const CONTAINER_SCALES = { dropper: 1.05, tall: 1.02, spray: 1.05, pump: 1.05, jar: 1.12, tube: 1.0, tin: 1.02 };

/**
 * The plant that suits a product, from its name first, then its type and category.
 * @param {Product} product
 * @param {Random} random
 * @returns {Plant}
 */
function plantFor(product, random) {
  const words = `${product.name} ${product.type ?? ''} ${product.category ?? ''}`.toLowerCase();
  if (/rose|hip/.test(words)) return 'rosehip';
  if (/chamomile|calm|sooth/.test(words)) return 'chamomile';
  if (/tea|antioxid/.test(words)) return 'tea';
  if (/aloe|hydra/.test(words)) return 'aloe';
  if (/calendula|flower|bloom|blossom|petal|neroli/.test(words)) return 'flower';
  if (/eucalyptus|clay|purif/.test(words)) return 'eucalyptus';
  return random.pick(/** @type {Plant[]} */ (['olive', 'eucalyptus', 'flower', 'fern']));
}

/**
 * The plant standing behind the product, its base on the floor beside it.
 * @param {Picture} pic
 * @param {Plant} plant
 * @param {number} side -1 left, 1 right
 * @param {number} baseX
 * @param {number} floorY
 * @param {number} height
 * @param {Random} random
 */
function plantBehind(pic, plant, side, baseX, floorY, height, random) {
  const lean = side * random.range(14, 24);
  switch (plant) {
    case 'rosehip':
      return rosehipBranch(pic, baseX, floorY, lean, height, { hips: 3, curve: -side * 0.15 });
    case 'chamomile':
      return (
        chamomileStem(pic, baseX, floorY, lean, height, 30, { curve: -side * 0.1 }) +
        chamomileStem(pic, baseX + side * 10, floorY, lean + side * 16, height * 0.72, 24, {
          curve: side * 0.08,
          rotation: 10,
          leaves: false,
        })
      );
    case 'tea':
      return teaSprig(pic, baseX, floorY, lean, height, { curve: -side * 0.12 });
    case 'aloe':
      return aloe(pic, baseX, floorY, height * 0.72);
    case 'flower': {
      const stem = sprig(pic, baseX, floorY, lean, height * 0.85, {
        count: 4,
        leafLength: 46,
        leafWidth: 13,
        curve: -side * 0.12,
        colours: [mix(colours.sage, colours.moss, 0.2), colours.moss],
        tipLeaf: false,
      });
      const [x, y] = stemAt(pic, baseX, floorY, lean, height * 0.85, -side * 0.12, 1).point;
      const head = { petals: 6, colour: lighten(colours.clay, 0.25), shade: colours.clay, centre: colours.gold };
      return stem + flower(pic, x, y, 30, { ...head, rotation: 12 });
    }
    case 'eucalyptus':
      return eucalyptus(pic, baseX, floorY, lean, height, { curve: -side * 0.12, leafSize: 30 });
    case 'fern':
      return sprig(pic, baseX, floorY, lean, height, {
        count: 11,
        pairs: true,
        leafLength: 40,
        leafWidth: 7,
        spread: 62,
        curve: -side * 0.15,
        start: 0.1,
        taper: 0.7,
        colours: [mix(colours.sage, colours.moss, 0.15), mix(colours.moss, colours.sage, 0.3)],
        stemWidth: 2,
      });
    default:
      return sprig(pic, baseX, floorY, lean, height, {
        count: 7,
        leafLength: 52,
        leafWidth: 10,
        curve: -side * 0.15,
        colours: [colours.sage, mix(colours.sage, colours.moss, 0.35)],
        vein: mix(colours.sageLight, colours.paper, 0.4),
      });
  }
}

/**
 * Small things from the same plant lying in front of the product.
 * @param {Picture} pic
 * @param {Plant} plant
 * @param {number} side -1 left, 1 right
 * @param {number} x
 * @param {number} y
 */
function lyingInFront(pic, plant, side, x, y) {
  const sageShade = mix(colours.sage, colours.moss, 0.35);
  switch (plant) {
    case 'rosehip':
      return (
        rosehip(pic, x, y - 8, 13, side * 70) +
        leaf(pic, x + side * 30, y + 4, side * 100, 36, 11, mix(colours.moss, colours.sage, 0.25), {
          shade: colours.moss,
        })
      );
    case 'chamomile':
      return (
        chamomile(pic, x, y, 24, { tilt: 0.45, rotation: 8 }) +
        loosePetal(pic, x + side * 44, y + 10, side * 70, 16, colours.paper)
      );
    case 'tea':
      return leaf(pic, x, y, side * 105, 58, 16, mix(colours.leaf, colours.sage, 0.2), {
        shade: colours.moss,
        vein: colours.sageLight,
        veins: 3,
      });
    case 'aloe':
      return droplet(pic, x, y - 6, 9) + droplet(pic, x + side * 26, y + 4, 6);
    case 'flower':
      return (
        loosePetal(pic, x, y, side * 60, 22, lighten(colours.clay, 0.25), colours.clay) +
        loosePetal(pic, x + side * 34, y + 10, side * 130, 18, lighten(colours.clay, 0.25), colours.clay)
      );
    case 'eucalyptus':
      return (
        pebble(pic, x, y - 4, 30, 15, mix(colours.sand, '#B9AE9A', 0.5), 'p' + x) +
        leaf(pic, x + side * 34, y + 8, side * 95, 34, 17, mix(colours.sage, '#9FB8B0', 0.4), {
          shade: mix(colours.sage, colours.moss, 0.3),
          round: 2,
        })
      );
    default:
      return leaf(pic, x, y, side * 100, 46, 10, colours.sage, { shade: sageShade, vein: colours.sageLight });
  }
}

/**
 * The picture of the product at `index` in the catalogue.
 * @param {Product} product
 * @param {number} index
 * @param {number} decimals
 */
export function productSvg(product, index, decimals) {
  const pic = new Picture(600, 600, decimals);
  const random = seededRandom(`product:${product.id}:${product.name}`);
  const backdropIndex = index % BACKDROPS.length;
  const backdrop = /** @type {(typeof BACKDROPS)[number]} */ (BACKDROPS[backdropIndex]);
  const kind = containerFor(product.type);
  const choices = /** @type {FinishName[]} */ (FINISH_CHOICES[backdropIndex]);
  const finishIndex = (Math.floor(index / BACKDROPS.length) + hashString(String(product.id))) % choices.length;
  const finish = FINISHES[/** @type {FinishName} */ (choices[finishIndex])];
  const floorY = 452;
  const standY = 486;
  const side = index % 2 ? 1 : -1;
  const plant = plantFor(product, random);
  let svg = fillPath(
    'M0 0H600V600H0Z',
    pic.vertical([
      [0, lighten(backdrop.wall, 0.35)],
      [0.75, backdrop.wall],
    ]),
  );
  svg += fillPath(
    `M130 ${floorY}L130 230C130 130 210 70 300 70C390 70 470 130 470 230L470 ${floorY}Z`,
    pic.vertical([
      [0, lighten(backdrop.arch, 0.25)],
      [1, backdrop.arch],
    ]),
  );
  svg += fillPath(
    `M0 ${floorY}H600V600H0Z`,
    pic.vertical([
      [0, backdrop.floor],
      [1, lighten(backdrop.floor, 0.3)],
    ]),
  );
  svg += fillPath(`M0 ${floorY}H600V${floorY + 3}H0Z`, colours.paper, opacity(0.35));
  // The container is measured first: the plant stands beside it and rises about as high.
  const container = CONTAINERS[kind](pic, 300, standY, finish, product.name, CONTAINER_SCALES[kind]);
  const plantHeight = Math.max(220, (standY - container.top) * random.range(0.85, 1.05));
  const baseX = 300 + side * (container.half + 26);
  // a long soft shadow cast to the side, then the contact shadow
  svg += fillPath(
    pic.place(ellipsePath(300 - side * container.half * 0.7, standY - 4, container.half * 1.5, 16)),
    pic.radial([
      [0, colours.forestDeep, 0.14],
      [1, colours.forestDeep, 0],
    ]),
  );
  svg += plantBehind(pic, plant, side, baseX, standY - 8, plantHeight, random);
  svg += shadow(pic, 300, standY, container.half * 1.2, 13, 0.3);
  svg += container.svg;
  svg += lyingInFront(pic, plant, -side, 300 - side * (container.half + 62), standY + 44);
  return pic.svg(svg);
}

// @ts-check
// Draws every picture of the storefront and writes the design tokens' CSS.
// Usage: `node tools/art/generate.mjs` (or `npm run art`; Node 20+, no dependencies). It reads
// public/data/db.products.json and (over)writes the pictures under public/images/ (products, ratings, ingredient
// icons, hero slides, stories, promotions, banners), public/favicon.svg, the app icons the web manifest lists
// (public/icon.svg, public/icon-maskable.svg) and src/styles/tokens.css. The output is the same on every run: the
// only randomness is seeded from fixed strings.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactSvg } from './compact.mjs';
import { emptyCartSvg, membershipSvg } from './scenes/banners.mjs';
import { hero1, hero2, hero3, hero4 } from './scenes/heroes.mjs';
import { appIconSvg, faviconSvg, ingredientSvg, maskableIconSvg, quoteSvg, ratingSvg } from './scenes/icons.mjs';
import { SAMPLE_PRODUCTS, productSvg } from './scenes/products.mjs';
import { promoLoyalty, promoReferral, promoTreatments } from './scenes/promotions.mjs';
import { aboutSvg, diagnosisSvg } from './scenes/stories.mjs';
import { tokensCss } from './tokens-css.mjs';

/** @typedef {import('./scenes/products.mjs').Product} Product */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');
const IMAGES = join(PUBLIC, 'images');
const CATALOGUE = join(PUBLIC, 'data', 'db.products.json');
const TOKENS_CSS = join(ROOT, 'src', 'styles', 'tokens.css');

/** @type {Array<[file: string, bytes: number]>} */
const written = [];

/**
 * Writes a file and notes its size for the summary.
 * @param {string} file
 * @param {string} text
 */
function save(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push([file.slice(ROOT.length + 1), text.length]);
}

/**
 * Draws one picture at a precision (decimal places in coordinates: 1 for small pictures, 0 for large ones) and
 * writes it, compacted, under `base`.
 * @param {string} name
 * @param {number} decimals
 * @param {(decimals: number) => string} draw
 * @param {string} [base]
 */
function writePicture(name, decimals, draw, base = IMAGES) {
  const file = resolve(base, name);
  if (!file.startsWith(base + sep)) throw new Error(`Refusing to write outside ${base}: ${name}`);
  save(file, compactSvg(draw(decimals), decimals));
}

/** The catalogue's products that have a picture, or the built-in samples when there is no catalogue. */
function loadProducts() {
  if (!existsSync(CATALOGUE)) {
    console.warn(`! ${CATALOGUE} not found: drawing the built-in sample products instead.`);
    return SAMPLE_PRODUCTS;
  }
  const data = JSON.parse(readFileSync(CATALOGUE, 'utf8'));
  const list = Array.isArray(data) ? data : data.products;
  if (!Array.isArray(list)) throw new Error('db.products.json has no products list');
  return /** @type {Product[]} */ (
    list.filter((product) => product && typeof product.image === 'string' && product.image.trim() !== '')
  );
}

loadProducts().forEach((product, index) => {
  if (!/\.svg$/i.test(product.image)) console.warn(`! ${product.image}: not an .svg name, writing SVG content anyway.`);
  const named = { ...product, name: String(product.name ?? '') };
  writePicture(product.image, 0, (decimals) => productSvg(named, index, decimals));
});
for (const rating of [3.5, 4, 4.5, 5])
  writePicture(`rating-${rating}.svg`, 1, (decimals) => ratingSvg(rating, decimals));
for (const ingredient of /** @type {const} */ (['aloe', 'chamomile', 'rosehip', 'green-tea'])) {
  writePicture(`ingredient-${ingredient}.svg`, 1, (decimals) => ingredientSvg(ingredient, decimals));
}
[hero1, hero2, hero3, hero4].forEach((hero, i) => writePicture(`hero-${i + 1}.svg`, 0, hero));
writePicture('about-botanicals.svg', 0, aboutSvg);
writePicture('diagnosis.svg', 0, diagnosisSvg);
writePicture('promo-loyalty.svg', 0, promoLoyalty);
writePicture('promo-referral.svg', 0, promoReferral);
writePicture('promo-treatments.svg', 0, promoTreatments);
writePicture('membership.svg', 0, membershipSvg);
writePicture('empty-cart.svg', 1, emptyCartSvg);
writePicture('testimonial-quote.svg', 1, quoteSvg);
writePicture('favicon.svg', 1, faviconSvg, PUBLIC);
writePicture('icon.svg', 0, appIconSvg, PUBLIC);
writePicture('icon-maskable.svg', 0, maskableIconSvg, PUBLIC);
save(TOKENS_CSS, tokensCss());
for (const [file, bytes] of written) console.log(`${String(bytes).padStart(7)}  ${file}`);

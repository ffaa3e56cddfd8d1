/**
 * `npm run bench:discovery`: how long the shop's search takes at 5,000 products, at this machine's own speed. It
 * prints figures and fails nothing on time: a shared machine's load is not the selectors'. The browser journeys hold
 * the shopper-visible limits (test/e2e/scale.spec.ts).
 *
 * The catalogue is grown from the shipped one, as the browser's scale journeys grow it. `RUNS` (default 4) runs,
 * each on its own copy of the catalogue, so no run finds another's answers memoised; a keystroke's figure is its
 * fastest run, and the first run lets the engine compile the selectors, as it has on a shopper's page.
 */
import { performance } from 'node:perf_hooks';
import { NO_DISCOVERY, prepareSearch, selectDiscovered, selectNeedCounts } from '../../src/features/catalog/discovery';
import type { Discovery } from '../../src/features/catalog/discovery';
import type { Product } from '../../src/features/catalog/types';
import { grow } from '../support/grownCatalog';
import { catalogProducts } from '../support/products';
import { median } from '../../scripts/tap-clock.cjs';

const SIZE = 5000;
const RUNS = Number(process.env.RUNS ?? 4);
const big: Product[] = grow(catalogProducts, SIZE);
const needs = [...new Set(catalogProducts.map((product) => product.category))];

const TYPING: [string, Omit<Discovery, 'q'>][] = [
  ['serum with rose', NO_DISCOVERY],
  ['oil 12', { ...NO_DISCOVERY, need: needs[0] as Discovery['need'], sort: 'price-asc' }],
  ['gentle cream', { ...NO_DISCOVERY, sort: 'name' }],
  ['linalool', { ...NO_DISCOVERY, skin: 'sensitive', free: 'alcohol' }],
  ['a', { ...NO_DISCOVERY, sort: 'rating' }],
];

/** Types `text` one key at a time into the shop with `rest` chosen; the time of each keystroke's selectors, in ms. */
function typeInto(products: readonly Product[], text: string, rest: Omit<Discovery, 'q'>): number[] {
  const took: number[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const q = text.slice(0, length);
    const start = performance.now();
    selectDiscovered(products, { ...rest, q });
    selectNeedCounts(products, q);
    took.push(performance.now() - start);
  }
  return took;
}

const runs = Array.from({ length: RUNS }, () => {
  const copy = [...big];
  const start = performance.now();
  prepareSearch(copy);
  const prepared = performance.now() - start;
  return { prepared, keys: TYPING.flatMap(([text, rest]) => typeInto(copy, text, rest)) };
});
const keys = runs[0]?.keys.map((_, index) => Math.min(...runs.map((run) => run.keys[index] ?? Infinity))) ?? [];
const prepared = Math.min(...runs.map((run) => run.prepared));

console.log(
  `discovery, ${String(SIZE)} products, fastest of ${String(RUNS)} runs: searchable texts and orders in ` +
    `${prepared.toFixed(1)} ms; keystrokes (${String(keys.length)}): median ${median(keys).toFixed(2)} ms, ` +
    `slowest ${Math.max(...keys).toFixed(2)} ms (one frame is 16 ms)`,
);

/*
 * What a page that paints the catalogue's first products carries (src/features/catalog/writePageSnapshot.ts): the first
 * `count` products stay the catalogue's prefix, and each need's painted products are a prefix of that need's, at
 * least `eachNeed` long: a need shown from them is the need's start, whole when shorter than `eachNeed`.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { NEEDS } from '../../../src/features/catalog';
import { firstProducts } from '../../../src/features/catalog/writePageSnapshot';
import { catalogProducts } from '../../support/products';

const ofNeed = (products: readonly { category: string }[], need: string) =>
  products.filter((product) => product.category === need);

describe('firstProducts', () => {
  it('keeps the catalogue prefix and a prefix of each need, in the catalogue order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(catalogProducts), fc.nat(30), fc.nat(6), (products, count, eachNeed) => {
        const painted = firstProducts(products, count, eachNeed);
        expect(painted.slice(0, Math.min(count, products.length))).toEqual(products.slice(0, count));
        expect(painted).toEqual(products.filter((product) => painted.includes(product)));
        for (const need of NEEDS) {
          const all = ofNeed(products, need);
          const mine = ofNeed(painted, need);
          expect(mine).toEqual(all.slice(0, mine.length));
          expect(mine.length).toBeGreaterThanOrEqual(Math.min(eachNeed, all.length));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('paints only the first products when no need is asked for', () => {
    expect(firstProducts(catalogProducts, 7)).toEqual(catalogProducts.slice(0, 7));
  });
});

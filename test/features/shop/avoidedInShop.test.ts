import { describe, expect, it } from '@jest/globals';
import { holdingAvoided } from '../../../src/features/shop/avoidedInShop';
import { makeProduct } from '../../support/fixtures';

// What the shop's ?avoid=hide leaves out: the products whose ingredient list holds an avoided ingredient, by the avoid
// list's own rule (names compared without case, accents or extra spaces), exactly those whose cards say so.
const withList = (ingredients: unknown) => ({ ...makeProduct({ name: 'A JAR' }), ingredients });

describe('the products ?avoid=hide leaves out', () => {
  it('are those whose list holds an avoided ingredient, however the label spells it', () => {
    const leftOut = holdingAvoided(['Linalool', 'Rose Flower Oil/Extract']);
    expect(leftOut?.(withList(['Aqua', 'LINALOOL ']))).toBe(true);
    expect(leftOut?.(withList(['Aqua', 'Rose Flower Oil / Extract']))).toBe(true);
    expect(leftOut?.(withList(['Aqua', 'Linalyl Acetate']))).toBe(false);
  });

  it('are none of the products that list no ingredients, or list them oddly', () => {
    const leftOut = holdingAvoided(['Linalool']);
    expect(leftOut?.(makeProduct())).toBe(false);
    expect(leftOut?.(withList('Linalool'))).toBe(false);
    // A name that is not text is not read; the others are, as the card's note reads them.
    expect(leftOut?.(withList([7, 'Linalool']))).toBe(true);
  });

  it('are none at all when nothing is avoided', () => {
    expect(holdingAvoided([])).toBeUndefined();
  });
});

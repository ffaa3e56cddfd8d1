/*
 * The count of the cart's lines in words, said by the header's badge ("Cart 2 items") and by what is announced after
 * an add ("… — 2 items in cart"): one rule, in src/components/Header/cartCount.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { itemsWord } from '../../src/components/Header/cartCount';

describe('the count of items in words', () => {
  it('is "item" for one and "items" for any other count', () => {
    expect([0, 1, 2, 11].map(itemsWord)).toEqual(['items', 'item', 'items', 'items']);
  });
});

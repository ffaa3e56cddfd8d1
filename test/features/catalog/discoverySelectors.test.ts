import { describe, expect, it } from '@jest/globals';
import {
  NEEDS,
  NO_DISCOVERY,
  searchable,
  selectDiscovered,
  selectNeedCounts,
  selectRelatedProducts,
  selectSearchMatches,
} from '../../../src/features/catalog';
import type { Discovery, Product } from '../../../src/features/catalog';
import { makeProduct } from '../../support/fixtures';

/** A product of this catalogue: its description names nothing searched for unless given. */
const item = (overrides: Partial<Product>) => makeProduct({ description: 'A daily formula.', ...overrides });
const products: Product[] = [
  item({ id: 1, name: 'Crème Riche', price: 30, rating: { image: 'r.svg', rate: 4 }, category: 'Feeds' }),
  item({ id: 2, name: 'rose water toner', price: 12.5, rating: { image: 'r.svg', rate: 5 }, category: 'Tones' }),
  item({
    id: 3,
    name: 'Birch Serum',
    price: 30,
    rating: { image: 'r.svg', rate: 4.5 },
    category: 'Hydrates',
    description: 'With ROSE hips and birch sap.',
  }),
  item({ id: 4, name: 'aloe gel', price: 8, rating: { image: 'r.svg', rate: 4 }, category: 'Soothes' }),
  item({ id: 5, name: 'Zinc Serum 10', price: 18, rating: { image: 'r.svg', rate: 3.5 }, category: 'Hydrates' }),
  item({ id: 6, name: 'Zinc Serum 9', price: 18, rating: { image: 'r.svg', rate: 5 }, category: 'Hydrates' }),
];
/** The product at `index`, which the test's own list has. */
function at(list: readonly Product[], index: number): Product {
  const found = list[index];
  if (!found) throw new Error(`no product at ${String(index)}`);
  return found;
}
const ids = (list: readonly Product[]) => list.map((product) => product.id);
const discover = (discovery: Partial<Discovery>) => selectDiscovered(products, { ...NO_DISCOVERY, ...discovery });

describe('search', () => {
  it('compares text without accents or case', () => {
    expect(searchable('Crème ÉCLAT')).toBe('creme eclat');
  });

  it('matches the name, the description and the need, whatever the accents and case', () => {
    expect(ids(selectSearchMatches(products, 'creme'))).toEqual([1]);
    expect(ids(selectSearchMatches(products, 'CRÈME'))).toEqual([1]);
    expect(ids(selectSearchMatches(products, 'crème riche'))).toEqual([1]);
    expect(ids(selectSearchMatches(products, 'rose'))).toEqual([2, 3]);
    expect(ids(selectSearchMatches(products, 'hydrates'))).toEqual([3, 5, 6]);
  });

  it('needs every word, in any order and anywhere', () => {
    expect(ids(selectSearchMatches(products, 'serum rose'))).toEqual([3]);
    expect(ids(selectSearchMatches(products, '  rose   toner '))).toEqual([2]);
    expect(selectSearchMatches(products, 'rose nothing')).toEqual([]);
  });

  it('narrows as the shopper types on, and widens again when a letter is taken back', () => {
    expect(ids(selectSearchMatches(products, 'se'))).toEqual([2, 3, 5, 6]);
    expect(ids(selectSearchMatches(products, 'ser'))).toEqual([3, 5, 6]);
    expect(ids(selectSearchMatches(products, 'seru'))).toEqual([3, 5, 6]);
    expect(ids(selectSearchMatches(products, 'serum 1'))).toEqual([5]);
    expect(ids(selectSearchMatches(products, 'se'))).toEqual([2, 3, 5, 6]);
    expect(ids(selectSearchMatches(products, 'rose'))).toEqual([2, 3]);
  });

  it('an empty search is the whole catalogue, the same list', () => {
    expect(selectSearchMatches(products, '')).toBe(products);
    expect(selectSearchMatches(products, '   ')).toBe(products);
  });
});

describe('order and need', () => {
  it('featured is the catalogue order', () => {
    expect(discover({})).toBe(products);
    expect(ids(discover({ q: 'serum' }))).toEqual([3, 5, 6]);
  });

  it('sorts by price both ways, ties keeping the catalogue order', () => {
    expect(ids(discover({ sort: 'price-asc' }))).toEqual([4, 2, 5, 6, 1, 3]);
    expect(ids(discover({ sort: 'price-desc' }))).toEqual([1, 3, 5, 6, 2, 4]);
  });

  it('sorts by rating, highest first, ties keeping the catalogue order', () => {
    expect(ids(discover({ sort: 'rating' }))).toEqual([2, 6, 3, 1, 4, 5]);
  });

  it('sorts by name A–Z, without case or accents, numbers as numbers', () => {
    expect(ids(discover({ sort: 'name' }))).toEqual([4, 3, 1, 2, 6, 5]);
  });

  it('keeps the products of the need, in the chosen order, with the search', () => {
    expect(ids(discover({ need: 'Hydrates' }))).toEqual([3, 5, 6]);
    expect(ids(discover({ need: 'Hydrates', sort: 'price-asc' }))).toEqual([5, 6, 3]);
    expect(ids(discover({ need: 'Hydrates', q: 'zinc', sort: 'rating' }))).toEqual([6, 5]);
    expect(discover({ need: 'Anti-waste' })).toEqual([]);
  });

  it('gives back the very same list for the same catalogue and discovery, another for another', () => {
    const first = discover({ q: 'serum', need: 'Hydrates', sort: 'price-desc' });
    expect(discover({ q: 'serum', need: 'Hydrates', sort: 'price-desc' })).toBe(first);
    expect(discover({ q: 'serum', need: 'Hydrates', sort: 'price-asc' })).not.toBe(first);
    expect(selectSearchMatches(products, 'rose')).toBe(selectSearchMatches(products, 'rose'));
    // Another catalogue (the file answered again) is searched afresh.
    const renamed = products.map((product) => ({ ...product, name: `${product.name} x` }));
    expect(selectDiscovered(renamed, { ...NO_DISCOVERY, q: 'serum' })).not.toBe(discover({ q: 'serum' }));
  });
});

describe('need counts', () => {
  it('counts every need of the spec, 0 where there is none, for the current search', () => {
    const all = selectNeedCounts(products, '');
    expect([...all.keys()]).toEqual([...NEEDS]);
    expect(all.get('Hydrates')).toBe(3);
    expect(all.get('Tones')).toBe(1);
    expect(all.get('Anti-waste')).toBe(0);
    const serums = selectNeedCounts(products, 'serum');
    expect(serums.get('Hydrates')).toBe(3);
    expect(serums.get('Tones')).toBe(0);
    expect(selectNeedCounts(products, 'serum')).toBe(serums);
  });
});

describe('what the shopper asked not to see (leftOut: the shop’s ?avoid=hide)', () => {
  /** The Zinc serums, left out as the shop leaves out products holding an ingredient the shopper avoids. */
  const zinc = (product: Product) => product.name.startsWith('Zinc');

  it('leaves them out of any discovery, in its order, and out of the need counts', () => {
    expect(ids(selectDiscovered(products, NO_DISCOVERY, zinc))).toEqual([1, 2, 3, 4]);
    expect(ids(selectDiscovered(products, { ...NO_DISCOVERY, avoid: 'hide', q: 'serum' }, zinc))).toEqual([3]);
    expect(ids(selectDiscovered(products, { ...NO_DISCOVERY, sort: 'price-asc' }, zinc))).toEqual([4, 2, 1, 3]);
    const counts = selectNeedCounts(products, 'serum', null, null, zinc);
    expect(counts.get('Hydrates')).toBe(1);
    expect(selectNeedCounts(products, 'serum').get('Hydrates')).toBe(3);
  });

  it('leaves nothing out without one, and gives back the same list for the same one', () => {
    expect(selectDiscovered(products, NO_DISCOVERY, undefined)).toBe(discover({}));
    const hidden = selectDiscovered(products, NO_DISCOVERY, zinc);
    expect(selectDiscovered(products, NO_DISCOVERY, zinc)).toBe(hidden);
    expect(selectDiscovered(products, NO_DISCOVERY, (product) => zinc(product))).not.toBe(hidden);
  });
});

describe('related products', () => {
  it('suggests up to the given number of others of the same need, in the catalogue order', () => {
    const birch = at(products, 2);
    expect(ids(selectRelatedProducts(products, birch, 4))).toEqual([5, 6]);
    expect(ids(selectRelatedProducts(products, birch, 1))).toEqual([5]);
    const many = Array.from({ length: 7 }, (_, index) => makeProduct({ id: index + 1, category: 'Tones' }));
    expect(ids(selectRelatedProducts(many, at(many, 3), 4))).toEqual([1, 2, 3, 5]);
  });

  it('suggests nothing for a product alone in its need, and never the product itself (ids as text)', () => {
    expect(selectRelatedProducts(products, at(products, 0), 4)).toEqual([]);
    const textId = [makeProduct({ id: '7', category: 'Tones' }), makeProduct({ id: 7, category: 'Tones' })];
    expect(selectRelatedProducts(textId, at(textId, 1), 4)).toEqual([]);
  });
});

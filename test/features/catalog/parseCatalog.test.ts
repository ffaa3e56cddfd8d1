import { describe, expect, it, jest } from '@jest/globals';
import { isProduct, parseCatalog, selectProductById } from '../../../src/features/catalog';
import { makeProduct } from '../../support/fixtures';

describe('parseCatalog', () => {
  it('keeps a well-formed catalogue as it is', () => {
    const products = [makeProduct({ id: 1 }), makeProduct({ id: 2, name: 'VERDANCE' })];
    expect(parseCatalog({ products })).toEqual({ products });
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['an object without products', { items: [] }],
    ['products that are not a list', { products: { 1: makeProduct() } }],
    ['text', 'products'],
  ])('rejects a body that is %s', (_case, body) => {
    expect(() => parseCatalog(body)).toThrow('The catalogue has no products list.');
  });

  it('drops products it cannot show, with a single warning', () => {
    const warn = jest.fn();
    const good = makeProduct({ id: 3 });
    const catalog = parseCatalog(
      { products: [null, { ...good, price: 'cheap' }, { ...good, rating: null }, good, { id: 9 }] },
      warn,
    );
    expect(catalog.products).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the first of products sharing an id (compared as text), with the same single warning', () => {
    const warn = jest.fn();
    const first = makeProduct({ id: 7, name: 'FIRST' });
    const catalog = parseCatalog(
      { products: [first, makeProduct({ id: '7', name: 'SECOND' }), makeProduct({ id: 8 }), { id: 9 }] },
      warn,
    );
    expect(catalog.products.map((product) => product.name)).toEqual(['FIRST', 'HOLOCENA']);
    expect(warn.mock.calls).toEqual([
      ['Skipped 2 catalogue entries with missing or malformed fields or a repeated id.'],
    ]);
  });

  it('says nothing when every product is well formed', () => {
    const warn = jest.fn();
    parseCatalog({ products: [makeProduct({ id: 1 }), makeProduct({ id: 2 })] }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts text ids as well as numbers', () => {
    expect(isProduct(makeProduct({ id: 'sku-7' }))).toBe(true);
    expect(isProduct(makeProduct({ id: '' }))).toBe(false);
  });
});

describe('selectProductById', () => {
  const catalog = { products: [makeProduct({ id: 7 }), makeProduct({ id: 'sku-9', name: 'VERDANCE' })] };

  it('finds a numeric id from its text form', () => {
    expect(selectProductById(catalog, '7')?.id).toBe(7);
  });

  it('finds a text id', () => {
    expect(selectProductById(catalog, 'sku-9')?.name).toBe('VERDANCE');
  });

  it('gives null when no product has the id', () => {
    expect(selectProductById(catalog, '8')).toBeNull();
    expect(selectProductById(catalog, '07')).toBeNull();
    expect(selectProductById(catalog, '')).toBeNull();
  });
});

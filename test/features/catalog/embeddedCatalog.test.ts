import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { embeddedCatalogElement, readEmbeddedCatalog } from '../../../src/features/catalog';
import type { Product } from '../../../src/features/catalog';

const product: Product = {
  id: 1,
  name: 'Dew Drop Serum',
  price: 24,
  image: 'product-dew-drop-serum.svg',
  rating: { image: 'rating-4.5.svg', rate: 4.5 },
  category: 'Hydrates',
  description: 'A light serum.',
  testimonial: 'Lovely.',
};

/** Puts the element into a page the way the browser parses prerendered HTML. */
function pageWith(markup: string) {
  document.body.innerHTML = `<div id="root"></div>${markup}`;
  return document;
}

describe('the catalogue embedded in a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('comes back as the same catalogue', () => {
    const catalog = { products: [product, { ...product, id: 'b2', name: 'Oat Balm' }] };
    expect(readEmbeddedCatalog(pageWith(embeddedCatalogElement(catalog)))).toEqual(catalog);
  });

  it('is a JSON data block, never a script the browser runs', () => {
    expect(embeddedCatalogElement({ products: [product] })).toMatch(
      /^<script type="application\/json" id="catalog-data">\{.*\}<\/script>$/s,
    );
  });

  it('cannot be closed or turned into markup by text in the catalogue', () => {
    const hostile = {
      ...product,
      name: '</script><img src=x onerror=alert(1)><!--',
      description: '<script>x</script>',
    };
    const element = embeddedCatalogElement({ products: [hostile] });
    // Only the element's own tags hold a "<".
    expect(element.slice('<script'.length, -'</script>'.length).includes('<')).toBe(false);
    const doc = pageWith(element);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(readEmbeddedCatalog(doc)?.products[0]).toEqual(hostile);
  });

  it('is absent from pages prerendered without it', () => {
    expect(readEmbeddedCatalog(pageWith(''))).toBeUndefined();
  });

  it('when unreadable, is ignored with a warning (the catalogue is then fetched)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = '<script type="application/json" id="catalog-data">{"products": [</script>';
    expect(readEmbeddedCatalog(pageWith(broken))).toBeUndefined();
    const noList = '<script type="application/json" id="catalog-data">{"items": []}</script>';
    expect(readEmbeddedCatalog(pageWith(noList))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

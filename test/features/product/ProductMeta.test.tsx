import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { productStructuredData, serializeJsonLd } from '../../../src/features/product/productStructuredData';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

function headMeta(key: string): HTMLElement | null {
  return within(document.head).queryByText(
    (_, element) =>
      element?.tagName === 'META' && (element.getAttribute('name') === key || element.getAttribute('property') === key),
    { ignore: false },
  );
}

/** The page's JSON-LD data blocks (script elements are not text a person reads, so they are asked for by type). */
function jsonLdBlocks(): HTMLElement[] {
  return screen.queryAllByText((_, element) => element?.getAttribute('type') === 'application/ld+json', {
    ignore: false,
  });
}

const HOSTILE_NAME = '</script><script>alert(1)</script>';

describe('product page metadata', () => {
  it('is titled and described by the product, with Open Graph tags for link previews', async () => {
    const product = productAt(2);
    await renderApp({ route: `/selectedproduct/${String(product.id)}`, catalogBaseUrl: server.url });
    await screen.findByRole('heading', { level: 1, name: product.name });
    await waitFor(() => {
      expect(document.title).toBe(`${product.name} — Mossbloom`);
    });
    expect(headMeta('description')).toHaveAttribute('content', product.description);
    expect(headMeta('og:title')).toHaveAttribute('content', `${product.name} — Mossbloom`);
    expect(headMeta('og:description')).toHaveAttribute('content', product.description);
    expect(headMeta('og:type')).toHaveAttribute('content', 'product');
    expect(headMeta('og:image')).toHaveAttribute('content', `http://localhost/images/${product.image}`);
  });

  it('describes the product as schema.org JSON-LD: name, description, image, sku, size, offer in USD, rating', async () => {
    // The Green Tea Toner: $24.00 for 150 ml.
    const product = productAt(2);
    await renderApp({ route: `/selectedproduct/${String(product.id)}`, catalogBaseUrl: server.url });
    await screen.findByRole('heading', { level: 1, name: product.name });
    const [block, ...others] = jsonLdBlocks();
    expect(others).toHaveLength(0);
    expect(JSON.parse(block?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: `http://localhost/images/${product.image}`,
      sku: String(product.id),
      productID: String(product.id),
      category: product.category,
      brand: { '@type': 'Brand', name: 'Mossbloom' },
      size: { '@type': 'QuantitativeValue', value: 150, unitCode: 'MLT' },
      offers: {
        '@type': 'Offer',
        url: `http://localhost/selectedproduct/${String(product.id)}`,
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '24.00',
          priceCurrency: 'USD',
          referenceQuantity: {
            '@type': 'QuantitativeValue',
            value: 150,
            unitCode: 'MLT',
            valueReference: { '@type': 'QuantitativeValue', value: 100, unitCode: 'MLT' },
          },
        },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.rate, bestRating: 5, worstRating: 1 },
    });
  });

  it('escapes catalogue text so it cannot close the script element', async () => {
    server.serveBody({
      products: [makeProduct({ id: 7, name: HOSTILE_NAME, description: 'Fish & chips <b>bold</b> \u2028 line' })],
    });
    await renderApp({ route: '/selectedproduct/7', catalogBaseUrl: server.url });
    await screen.findByRole('heading', { level: 1, name: HOSTILE_NAME });
    const blocks = jsonLdBlocks();
    expect(blocks).toHaveLength(1);
    const text = blocks[0]?.textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const data = JSON.parse(text) as { name: string; description: string };
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.description).toBe('Fish & chips <b>bold</b> \u2028 line');
    // The name shows as text, and the page gained no script of its own.
    expect(screen.queryAllByText((_, element) => element?.tagName === 'SCRIPT', { ignore: false })).toHaveLength(1);
  });

  it('says "Product not found" in the title for an unknown id, and has no JSON-LD', async () => {
    await renderApp({ route: '/selectedproduct/9999', catalogBaseUrl: server.url });
    await screen.findByRole('heading', { level: 1, name: 'Product not found' });
    await waitFor(() => {
      expect(document.title).toBe('Product not found — Mossbloom');
    });
    expect(jsonLdBlocks()).toHaveLength(0);
    expect(headMeta('og:type')).toHaveAttribute('content', 'website');
    expect(headMeta('og:image')).toBeNull();
  });

  it('keeps one h1 while the catalogue fails', async () => {
    server.setMode('error500');
    await renderApp({ route: '/selectedproduct/1', catalogBaseUrl: server.url });
    expect(await screen.findByText('Error getting product')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('serializeJsonLd', () => {
  it('reads back as the same value, with no character that HTML could take as markup', () => {
    const value = productStructuredData(
      makeProduct({ name: `${HOSTILE_NAME} & <!-- \u2029`, description: '<![CDATA[ ]]>' }),
      'https://example.com/images/a.svg',
      'https://example.com/selectedproduct/1',
    );
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

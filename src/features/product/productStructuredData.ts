import type { Product } from '../catalog';

/** schema.org `Product` for search engines: what the page sells, at what price, and how it is rated. */
export function productStructuredData(product: Product, imageUrl: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: imageUrl,
    sku: String(product.id),
    productID: String(product.id),
    category: product.category,
    brand: { '@type': 'Brand', name: 'Mossbloom' },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.rate,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`, safe to place in HTML: '<', '>' and '&' become JSON
 * unicode escapes, so catalogue text such as "</script>" can never end the script element, and U+2028/U+2029
 * are escaped for older JavaScript parsers. JSON.parse reads the same value back.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

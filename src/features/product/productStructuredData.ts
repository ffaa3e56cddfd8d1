import { sizeOf } from '../../lib/size';
import type { Size } from '../../lib/size';
import type { Product } from '../catalog';

/** UN/CEFACT codes, which schema.org's `unitCode` takes: millilitre and gram. */
const UNIT_CODES: Readonly<Record<Size['unit'], string>> = { ml: 'MLT', g: 'GRM' };

/**
 * What schema.org says of a size: the product's `size`, and the offer's unit pricing as search engines read it: the
 * price for the product's measure (`referenceQuantity`), shown per 100 ml or g (its `valueReference`).
 */
function sizeData(price: number, size: Size) {
  const unitCode = UNIT_CODES[size.unit];
  return {
    size: { '@type': 'QuantitativeValue', value: size.amount, unitCode },
    unitPrice: {
      '@type': 'UnitPriceSpecification',
      price: price.toFixed(2),
      priceCurrency: 'USD',
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: size.amount,
        unitCode,
        valueReference: { '@type': 'QuantitativeValue', value: 100, unitCode },
      },
    },
  };
}

/**
 * schema.org `Product` for search engines: what the page sells, at what price, and how it is rated; its size and
 * price per 100 ml or g when the catalogue gives a size.
 */
export function productStructuredData(product: Product, imageUrl: string, pageUrl: string) {
  const size = sizeOf(product);
  const measured = size && sizeData(product.price, size);
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
    ...(measured ? { size: measured.size } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      ...(measured ? { priceSpecification: measured.unitPrice } : {}),
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

import type { Product } from '../../src/features/catalog';

/** A small product for reducer tests. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'HOLOCENA',
    price: 22.5,
    image: 'product-holocena.svg',
    rating: { image: 'rating-4.5.svg', rate: 4.5 },
    category: 'Hydrates',
    description: 'A serum.',
    testimonial: 'Lovely. — Ana, P.',
    ...overrides,
  };
}

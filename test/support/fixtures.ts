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

/**
 * Redux Toolkit's development-only checks warn when a dispatch takes long, which happens on a busy machine and
 * never in the production build. Tests that count the store's own warnings leave those out.
 */
const DEV_TIMING_WARNING = /InvariantMiddleware took \d+ms/;

/** The console.warn calls recorded by `spy`, without Redux Toolkit's development timing warnings. */
export function appWarnings(spy: { mock: { calls: unknown[][] } }): unknown[][] {
  return spy.mock.calls.filter(([message]) => !(typeof message === 'string' && DEV_TIMING_WARNING.test(message)));
}

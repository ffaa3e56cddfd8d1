import { describe, expect, it } from '@jest/globals';
import { holdsProduct } from '../../../src/features/catalog/holdsProduct';
import { makeProduct } from '../../support/fixtures';

describe('a kept copy read against the catalogue (holdsProduct)', () => {
  const product = {
    ...makeProduct({ id: 1 }),
    size: { amount: 30, unit: 'ml' },
    keyIngredients: [{ name: 'Aqua', does: 'carries the rest' }],
    howToUse: { when: 'both', steps: ['Apply.'] },
  };

  it('holds a product whose card fields it has, without what only the product page shows', () => {
    const fromACard = Object.fromEntries(
      Object.entries(product).filter(([field]) => field !== 'keyIngredients' && field !== 'howToUse'),
    );
    expect(holdsProduct({ ...fromACard, quantity: 2 }, product)).toBe(true);
  });

  it('does not hold it once a field a card reads has changed: its price, its size', () => {
    expect(holdsProduct({ ...product, price: 99 }, product)).toBe(false);
    expect(holdsProduct({ ...product, size: { amount: 50, unit: 'ml' } }, product)).toBe(false);
  });
});

/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import {
  ALLERGENS,
  ESSENTIAL_OILS,
  findEssentialOils,
  inciKey,
  isEssentialOil,
} from '../../../src/features/ingredients';

describe('the essential oil table (essentialOils.ts)', () => {
  it.each([
    'Lavandula Angustifolia Oil',
    'Citrus Aurantium Dulcis Peel Oil',
    'Rosmarinus Officinalis Leaf Oil',
    'Melaleuca Alternifolia Leaf Oil',
    'Pelargonium Graveolens Oil',
    'Eucalyptus Globulus Leaf Oil',
    'Mentha Piperita Oil',
    'Citrus Limon Peel Oil',
    'Rosa Damascena Flower Oil',
    'Chamomilla Recutita Flower Oil',
  ])('knows %s as an essential oil', (oil) => {
    expect(isEssentialOil(oil)).toBe(true);
  });

  it.each([
    'Rosa Canina Fruit Oil',
    'Simmondsia Chinensis Seed Oil',
    'Argania Spinosa Kernel Oil',
    'Helianthus Annuus Seed Oil',
    'Squalane',
    'Hippophae Rhamnoides Fruit Oil',
    'Rosa Damascena Flower Water',
    'Lavandula Angustifolia Flower Extract',
  ])('does not take the fixed oil, water or extract %s for one', (ingredient) => {
    expect(isEssentialOil(ingredient)).toBe(false);
  });

  it('finds the essential oils of a list, case and accents aside, as it spells them and in its order', () => {
    expect(
      findEssentialOils(['Aqua', 'MENTHA PIPERITA OIL', 'Rosa Canina Fruit Oil', 'Lavandula Angustifolia Oil']),
    ).toEqual(['MENTHA PIPERITA OIL', 'Lavandula Angustifolia Oil']);
  });

  it('lists each oil once', () => {
    const keys = ESSENTIAL_OILS.map(inciKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows every fragrance allergen that names an oil or an absolute, so an essential-oil free claim meets them', () => {
    const oils = ALLERGENS.flatMap(({ name, alsoListedAs }) => [name, ...alsoListedAs]).filter((name) =>
      /\b(Oil|Absolute)\b/.test(name),
    );
    expect(oils.length).toBeGreaterThan(20);
    expect(oils.filter((oil) => !isEssentialOil(oil))).toEqual([]);
  });
});

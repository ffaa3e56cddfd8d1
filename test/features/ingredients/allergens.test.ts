/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { ALLERGENS, allergenOf, findAllergens, inciKey } from '../../../src/features/ingredients';

describe('the fragrance allergen table (allergens.ts)', () => {
  it('holds the 26 of Annex III, entries 67 to 92 in order, under the names the issue gives', () => {
    const annex = ALLERGENS.filter(({ source }) => source === 'annex-iii-2009');
    expect(annex.map(({ annexEntry }) => annexEntry)).toEqual(Array.from({ length: 26 }, (_, index) => 67 + index));
    expect(annex.map(({ name }) => name)).toEqual([
      'Amyl Cinnamal',
      'Benzyl Alcohol',
      'Cinnamyl Alcohol',
      'Citral',
      'Eugenol',
      'Hydroxycitronellal',
      'Isoeugenol',
      'Amylcinnamyl Alcohol',
      'Benzyl Salicylate',
      'Cinnamal',
      'Coumarin',
      'Geraniol',
      'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde',
      'Anise Alcohol',
      'Benzyl Cinnamate',
      'Farnesol',
      'Butylphenyl Methylpropional',
      'Linalool',
      'Benzyl Benzoate',
      'Citronellol',
      'Hexyl Cinnamal',
      'Limonene',
      'Methyl 2-Octynoate',
      'Alpha-Isomethyl Ionone',
      'Evernia Prunastri Extract',
      'Evernia Furfuracea Extract',
    ]);
  });

  it('adds the 56 substances of Regulation (EU) 2023/1545 that the sources cited agree on', () => {
    expect(ALLERGENS.filter(({ source }) => source === 'regulation-2023-1545')).toHaveLength(56);
  });

  it('names each substance once: no name or alias belongs to two entries', () => {
    const keys = ALLERGENS.flatMap(({ name, alsoListedAs }) => [name, ...alsoListedAs].map(inciKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('findAllergens', () => {
  it('finds the allergens of a list whatever their case and accents, as the list spells them', () => {
    expect(findAllergens(['Aqua', 'LINALOOL', 'limonène', ' Citronellol ', 'Glycerin'])).toEqual([
      'LINALOOL',
      'limonène',
      ' Citronellol ',
    ]);
  });

  it('keeps the label order, not the table’s', () => {
    expect(findAllergens(['Limonene', 'Aqua', 'Geraniol', 'Benzyl Alcohol', 'Linalool'])).toEqual([
      'Limonene',
      'Geraniol',
      'Benzyl Alcohol',
      'Linalool',
    ]);
  });

  it('names an allergen listed twice once', () => {
    expect(findAllergens(['Linalool', 'Aqua', 'linalool'])).toEqual(['Linalool']);
  });

  it('finds nothing in a list without allergens, nor in an empty one', () => {
    expect(findAllergens(['Aqua', 'Glycerin', 'Sodium Hyaluronate'])).toEqual([]);
    expect(findAllergens([])).toEqual([]);
  });

  it.each([
    ['Linalyl Acetate', 'Linalyl Acetate'],
    ['Linalool', 'Linalool'],
    ['Hydroxycitronellal', 'Hydroxycitronellal'],
    ['Citronellol', 'Citronellol'],
  ])('takes %s for its own entry, never for a name it starts like', (ingredient, entry) => {
    expect(allergenOf(ingredient)?.name).toBe(entry);
  });

  it.each([
    'Cetearyl Alcohol',
    'Citrus Limon Fruit Extract',
    'Hydrogenated Farnesene',
    'Methyl Eugenol',
    'Menthyl Lactate',
    'Pinus Pinaster Bark Extract',
    'Citrus Aurantium Dulcis Fruit Water',
    'Linalool Oxide',
    'Rosa Canina Fruit Oil',
  ])('finds no allergen in %s: only a whole INCI name counts', (ingredient) => {
    expect(findAllergens([ingredient])).toEqual([]);
  });

  it('reads a group’s label wording however it is spaced, and the INCI names sourced under it', () => {
    expect(allergenOf('Rose Flower Oil / Extract')?.name).toBe('Rose Flower Oil/Extract');
    expect(allergenOf('Lavandula Angustifolia Oil')?.name).toBe('Lavandula Oil/Extract');
    expect(allergenOf('Eucalyptus Globulus Leaf Oil')?.name).toBe('Eucalyptus Globulus Oil');
  });
});

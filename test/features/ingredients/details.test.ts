/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DETAIL_FIELDS, detailProblems, readDetails } from '../../../src/features/ingredients';
import type { ProductDetails } from '../../../src/features/ingredients';
import { makeProduct } from '../../support/fixtures';

const SHIPPED: unknown = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../public/data/db.products.json'), 'utf8'),
);

/** A serum with every field, all of them agreeing. */
const DETAILS = {
  size: { amount: 30, unit: 'ml' },
  ingredients: ['Aloe Barbadensis Leaf Juice', 'Glycerin', 'Sodium Hyaluronate', 'Panthenol', 'Cetearyl Alcohol'],
  keyIngredients: [
    { name: 'Sodium Hyaluronate', does: 'holds water in the skin' },
    { name: 'Panthenol', does: 'soothes and softens' },
  ],
  skinTypes: ['dry', 'normal', 'sensitive'],
  freeFrom: ['fragrance', 'essential-oils', 'alcohol', 'silicones', 'sulphates', 'parabens'],
  vegan: true,
  howToUse: { when: 'both', steps: ['Press three drops into damp skin.', 'Follow with cream.'] },
} satisfies ProductDetails;

const serum = (changes: Record<string, unknown>) => ({ ...makeProduct({ id: 1 }), ...DETAILS, ...changes });
const withList = (ingredients: string[], freeFrom: string[]) =>
  serum({ ingredients: [...DETAILS.ingredients, ...ingredients], freeFrom });

const SIZE = 'expected an object with amount (a number > 0) and unit ("ml" or "g")';
const KEY = 'expected an object with name (one of ingredients) and does (text that says what it does)';
const HOW = 'expected an object with when (morning, evening, both) and steps (a list of steps as text, not empty)';

describe('detailProblems (details.ts)', () => {
  it('finds nothing wrong with a product whose fields agree', () => {
    expect(detailProblems(serum({}))).toEqual([]);
  });

  it('finds nothing wrong with a product without any of the fields', () => {
    expect(detailProblems(makeProduct({ id: 2 }))).toEqual([]);
  });

  it('finds nothing wrong with any shipped product as it is today', () => {
    const { products } = SHIPPED as { products: unknown[] };
    expect(products.flatMap(detailProblems)).toEqual([]);
  });

  it('leaves what is not a product to the catalogue check', () => {
    expect(detailProblems(null)).toEqual([]);
    expect(detailProblems([DETAILS])).toEqual([]);
  });

  it.each([
    [
      'a key ingredient missing from the list',
      serum({ keyIngredients: [...DETAILS.keyIngredients, { name: 'Bakuchiol', does: 'smooths' }] }),
      'keyIngredients[2].name is "Bakuchiol", which is not in ingredients',
    ],
    [
      'key ingredients without a list',
      { ...makeProduct(), keyIngredients: DETAILS.keyIngredients.slice(0, 1) },
      'keyIngredients[0].name is "Sodium Hyaluronate", but the product has no ingredients list',
    ],
    [
      'an unknown skin type',
      serum({ skinTypes: ['dry', 'greasy'] }),
      'skinTypes[1] is "greasy", expected one of dry, oily, combination, normal, sensitive',
    ],
    [
      'skin types that are not a list',
      serum({ skinTypes: 'dry' }),
      'skinTypes is "dry", expected a list of skin types (dry, oily, combination, normal, sensitive), not empty',
    ],
    [
      'an unknown free-from word',
      serum({ freeFrom: ['gluten'] }),
      'freeFrom[0] is "gluten", expected one of fragrance, essential-oils, alcohol, silicones, sulphates, parabens',
    ],
    ['an unknown unit', serum({ size: { amount: 30, unit: 'oz' } }), `size is {"amount":30,"unit":"oz"}, ${SIZE}`],
    ['a size of zero', serum({ size: { amount: 0, unit: 'ml' } }), `size is {"amount":0,"unit":"ml"}, ${SIZE}`],
    ['a negative size', serum({ size: { amount: -5, unit: 'g' } }), `size is {"amount":-5,"unit":"g"}, ${SIZE}`],
    [
      'an endless size',
      serum({ size: { amount: Infinity, unit: 'g' } }),
      `size is {"amount":null,"unit":"g"}, ${SIZE}`,
    ],
    [
      'a size written as text',
      serum({ size: { amount: '30', unit: 'ml' } }),
      `size is {"amount":"30","unit":"ml"}, ${SIZE}`,
    ],
    ['a size without an amount', serum({ size: { unit: 'ml' } }), `size is {"unit":"ml"}, ${SIZE}`],
    ['a size that is a number alone', serum({ size: 30 }), `size is 30, ${SIZE}`],
    [
      'fragrance-free with Parfum',
      withList(['Parfum'], ['fragrance']),
      'freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Parfum',
    ],
    [
      'fragrance-free with Parfum (Fragrance), as labels often name it',
      withList(['Parfum (Fragrance)'], ['fragrance']),
      'freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Parfum (Fragrance)',
    ],
    [
      'fragrance-free with Fragrance and Aroma',
      withList(['Fragrance', 'Aroma'], ['fragrance']),
      'freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Fragrance, Aroma',
    ],
    [
      'fragrance-free with allergens of an essential oil',
      withList(['Lavandula Angustifolia Oil', 'Linalool', 'Limonene'], ['fragrance']),
      'freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Lavandula Angustifolia Oil, Linalool, Limonene',
    ],
    [
      'essential-oil free with tea tree oil',
      withList(['Melaleuca Alternifolia Leaf Oil'], ['essential-oils']),
      'freeFrom[0] is "essential-oils", but ingredients list essential oils: Melaleuca Alternifolia Leaf Oil',
    ],
    [
      'alcohol-free with Alcohol Denat.',
      withList(['Alcohol Denat.'], ['alcohol']),
      'freeFrom[0] is "alcohol", but ingredients list drying alcohol: Alcohol Denat.',
    ],
    [
      'alcohol-free with Alcohol and Ethanol',
      withList(['Alcohol', 'Ethanol', 'SD Alcohol 40-B'], ['alcohol']),
      'freeFrom[0] is "alcohol", but ingredients list drying alcohol: Alcohol, Ethanol, SD Alcohol 40-B',
    ],
    [
      'silicone-free with silicones',
      withList(['Dimethicone', 'Cyclopentasiloxane', 'Dimethiconol', 'PEG-10 Dimethicone'], ['silicones']),
      'freeFrom[0] is "silicones", but ingredients list silicones: Dimethicone, Cyclopentasiloxane, Dimethiconol, PEG-10 Dimethicone',
    ],
    [
      'sulphate-free with sulphate surfactants',
      withList(
        ['Sodium Lauryl Sulfate', 'Sodium Laureth Sulfate', 'Ammonium Lauryl Sulfate', 'Sodium Coco-Sulfate'],
        ['sulphates'],
      ),
      'freeFrom[0] is "sulphates", but ingredients list sulphates: Sodium Lauryl Sulfate, Sodium Laureth Sulfate, Ammonium Lauryl Sulfate, Sodium Coco-Sulfate',
    ],
    [
      'paraben-free with parabens',
      withList(['Methylparaben', 'Sodium Propylparaben'], ['parabens']),
      'freeFrom[0] is "parabens", but ingredients list parabens: Methylparaben, Sodium Propylparaben',
    ],
    [
      'an ingredient listed twice',
      withList(['glycerin'], []),
      'ingredients[5] is "glycerin", already listed as ingredients[1]',
    ],
    [
      'an empty ingredients list',
      serum({ ingredients: [], keyIngredients: undefined }),
      'ingredients is [], expected a list of INCI names in label order, not empty',
    ],
    [
      'a blank ingredient',
      serum({ ingredients: [...DETAILS.ingredients, ' '] }),
      'ingredients[5] is " ", expected an INCI name (text, not blank)',
    ],
    [
      'an ingredient that is not text',
      serum({ ingredients: [...DETAILS.ingredients, 7] }),
      'ingredients[5] is 7, expected an INCI name (text, not blank)',
    ],
    [
      'ingredients written as one text',
      serum({ ingredients: 'Glycerin, Panthenol', keyIngredients: undefined }),
      'ingredients is "Glycerin, Panthenol", expected a list of INCI names in label order, not empty',
    ],
    [
      'a key ingredient without what it does',
      serum({ keyIngredients: [{ name: 'Glycerin' }] }),
      `keyIngredients[0] is {"name":"Glycerin"}, ${KEY}`,
    ],
    [
      'a key ingredient with a blank name',
      serum({ keyIngredients: [...DETAILS.keyIngredients, { name: '', does: 'smooths' }] }),
      `keyIngredients[2] is {"name":"","does":"smooths"}, ${KEY}`,
    ],
    [
      'an empty list of key ingredients',
      serum({ keyIngredients: [] }),
      'keyIngredients is [], expected a list of { name, does }, not empty',
    ],
    [
      'an empty list of skin types',
      serum({ skinTypes: [] }),
      'skinTypes is [], expected a list of skin types (dry, oily, combination, normal, sensitive), not empty',
    ],
    [
      'free-from words that are not a list',
      serum({ freeFrom: 'fragrance' }),
      'freeFrom is "fragrance", expected a list of free-from words (fragrance, essential-oils, alcohol, silicones, sulphates, parabens)',
    ],
    ['vegan written as text', serum({ vegan: 'yes' }), 'vegan is "yes", expected true or false'],
    ['vegan as null', serum({ vegan: null }), 'vegan is null, expected true or false'],
    [
      'an unknown time of use',
      serum({ howToUse: { when: 'noon', steps: ['Apply.'] } }),
      `howToUse is {"when":"noon","steps":["Apply."]}, ${HOW}`,
    ],
    [
      'a way of use without steps',
      serum({ howToUse: { when: 'morning', steps: [] } }),
      `howToUse is {"when":"morning","steps":[]}, ${HOW}`,
    ],
    [
      'a way of use with a blank step',
      serum({ howToUse: { when: 'evening', steps: ['Apply.', ''] } }),
      `howToUse is {"when":"evening","steps":["Apply.",""]}, ${HOW}`,
    ],
    ['a way of use that is a list of steps alone', serum({ howToUse: ['Apply.'] }), `howToUse is ["Apply."], ${HOW}`],
  ])('names %s, with where it is and what is wrong', (_fault, product, problem) => {
    expect(detailProblems(product)).toEqual([problem]);
  });

  it('names every fault of a product, each once', () => {
    const product = serum({
      size: { amount: 0, unit: 'oz' },
      skinTypes: ['greasy'],
      ingredients: [...DETAILS.ingredients, 'Parfum'],
      keyIngredients: [{ name: 'Bakuchiol', does: 'smooths' }],
    });
    expect(detailProblems(product)).toEqual([
      `size is {"amount":0,"unit":"oz"}, ${SIZE}`,
      'skinTypes[0] is "greasy", expected one of dry, oily, combination, normal, sensitive',
      'keyIngredients[0].name is "Bakuchiol", which is not in ingredients',
      'freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Parfum',
    ]);
  });

  it('names every wrong item of a list by its place', () => {
    expect(
      detailProblems(serum({ skinTypes: ['greasy', 'dry', 'oilly'], freeFrom: ['vegan', 'parabens', 1] })),
    ).toEqual([
      'skinTypes[0] is "greasy", expected one of dry, oily, combination, normal, sensitive',
      'skinTypes[2] is "oilly", expected one of dry, oily, combination, normal, sensitive',
      'freeFrom[0] is "vegan", expected one of fragrance, essential-oils, alcohol, silicones, sulphates, parabens',
      'freeFrom[2] is 1, expected one of fragrance, essential-oils, alcohol, silicones, sulphates, parabens',
    ]);
  });

  it('names every field of the table when each is malformed, with what it expects', () => {
    const fields = Object.keys(DETAIL_FIELDS);
    expect(fields).toEqual(Object.keys(DETAILS));
    const problems = detailProblems(serum(Object.fromEntries(fields.map((field) => [field, '?']))));
    expect(problems.map((line) => line.split(' is ')[0])).toEqual(fields);
    for (const line of problems) expect(line).toMatch(/^\w+ is "\?", expected \S/);
  });

  it('checks the fields it knows and no other', () => {
    expect(detailProblems({ ...makeProduct(), price: 'free', sizes: 'any', extra: [null] })).toEqual([]);
  });

  it.each([
    ['fatty alcohols and Benzyl Alcohol under an alcohol-free claim', ['Cetyl Alcohol', 'Benzyl Alcohol'], ['alcohol']],
    ['mineral sulphates under a sulphate-free claim', ['Zinc Sulfate', 'Magnesium Sulfate'], ['sulphates']],
    [
      'coconut oil, silica and coco-caprylate under a silicone-free claim',
      ['Cocos Nucifera Oil', 'Silica', 'Coco-Caprylate'],
      ['silicones'],
    ],
    [
      'fixed oils and floral waters under an essential-oil free claim',
      [
        'Rosa Canina Fruit Oil',
        'Simmondsia Chinensis Seed Oil',
        'Argania Spinosa Kernel Oil',
        'Squalane',
        'Rosa Damascena Flower Water',
      ],
      ['essential-oils', 'fragrance'],
    ],
    [
      'preservatives that are not parabens under a paraben-free claim',
      ['Sodium Benzoate', 'Potassium Sorbate'],
      ['parabens'],
    ],
    ['an allergen’s look-alike under a fragrance-free claim', ['Linalyl Acetate Free Base Water'], ['fragrance']],
  ])('takes no offence at %s', (_case, ingredients, freeFrom) => {
    expect(detailProblems(withList(ingredients, freeFrom))).toEqual([]);
  });
});

describe('readDetails (details.ts)', () => {
  it('reads every field of a well-formed product, and nothing of a product without them', () => {
    expect(readDetails(serum({}))).toEqual(DETAILS);
    expect(readDetails(makeProduct())).toEqual({});
  });

  it('drops a malformed field alone, so the others still show', () => {
    const details = readDetails(serum({ size: { amount: 0, unit: 'ml' }, skinTypes: ['greasy'] }));
    expect(details.size).toBeUndefined();
    expect(details.skinTypes).toBeUndefined();
    expect(details.ingredients).toEqual(DETAILS.ingredients);
    expect(details.howToUse).toEqual(DETAILS.howToUse);
    const others = Object.entries(DETAILS).filter(([field]) => field !== 'size' && field !== 'skinTypes');
    expect(details).toStrictEqual(Object.fromEntries(others));
  });

  it('drops every malformed field and keeps an empty free-from list (it claims nothing)', () => {
    const details = readDetails(
      serum({
        ingredients: [],
        keyIngredients: [{ name: 'Glycerin' }],
        freeFrom: [],
        vegan: 'yes',
        howToUse: { when: 'noon', steps: ['Apply.'] },
      }),
    );
    expect(details).toStrictEqual({ size: DETAILS.size, skinTypes: DETAILS.skinTypes, freeFrom: [] });
  });

  it('reads nothing of what is not an object, and never throws', () => {
    for (const value of [null, undefined, 'serum', 7, [DETAILS]]) expect(readDetails(value)).toEqual({});
  });
});

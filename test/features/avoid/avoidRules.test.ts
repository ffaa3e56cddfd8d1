/*
 * The avoid list's rules (src/features/avoid/avoidRules.ts), which the store, the painted page before it and every
 * page that says what a product contains apply alike: names compared as the ingredient tables compare them (case,
 * accents and spaces aside), the product's label order kept, each ingredient said once.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { avoidList } from '../../../src/features/avoid/avoidList';
import { avoidOnThePaintedPage } from '../../../src/features/avoid/avoidOnThePaintedPage';
import {
  avoidedIn,
  describeAvoided,
  isAvoided,
  withToggled,
  withoutAvoided,
} from '../../../src/features/avoid/avoidRules';
import { avoidSlice, avoidToggled } from '../../../src/features/avoid/avoidSlice';
import { createMemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';

/** The shipped Night Garden Cream's list, in label order; it ends: Linalool, Linalyl Acetate, Limonene, Geraniol. */
const nightCream = (productAt(5) as unknown as { ingredients: string[] }).ingredients;

describe('whether an ingredient is avoided', () => {
  it.each([
    ['the same name', 'Linalool'],
    ['another case', 'LINALOOL'],
    ['spaces around it', '  linalool '],
    ['an accent', 'Línalool'],
  ])('holds for %s', (_what, asked) => {
    expect(isAvoided(['Limonene', 'Linalool'], asked)).toBe(true);
  });

  it('holds for a name whose inner spaces and slash are written otherwise', () => {
    expect(isAvoided(['Rose Flower Oil / Extract'], 'rose  flower oil/extract')).toBe(true);
    expect(isAvoided(['Caprylic/Capric Triglyceride'], 'CAPRYLIC / CAPRIC TRIGLYCERIDE')).toBe(true);
  });

  it('never holds for a part of a name, a longer name or an empty list', () => {
    expect(isAvoided(['Linalool'], 'Linalyl Acetate')).toBe(false);
    expect(isAvoided(['Linalyl Acetate'], 'Linalyl')).toBe(false);
    expect(isAvoided(['Sodium Hyaluronate'], 'Hydrolyzed Sodium Hyaluronate')).toBe(false);
    expect(isAvoided([], 'Linalool')).toBe(false);
  });
});

describe('"Avoid ‹ingredient›" and the list it makes', () => {
  it('adds an ingredient at the end, as named and trimmed, and takes it off when pressed again in any case', () => {
    const one = withToggled([], ' Linalool ');
    expect(one).toEqual(['Linalool']);
    const two = withToggled(one, 'Limonene');
    expect(two).toEqual(['Linalool', 'Limonene']);
    expect(withToggled(two, 'LINALOOL')).toEqual(['Limonene']);
    expect(withToggled(two, 'límonene')).toEqual(['Linalool']);
  });

  it('never leaves the list it was given changed', () => {
    const avoided = Object.freeze(['Linalool']);
    expect(withToggled(avoided, 'Limonene')).toEqual(['Linalool', 'Limonene']);
    expect(withoutAvoided(avoided, 'linalool')).toEqual([]);
    expect(avoided).toEqual(['Linalool']);
  });

  it('takes every spelling of an ingredient off the list, and leaves the others', () => {
    expect(withoutAvoided(['Linalool', 'Limonene', 'Geraniol'], 'LIMONENE ')).toEqual(['Linalool', 'Geraniol']);
    expect(withoutAvoided(['Linalool'], 'Geraniol')).toEqual(['Linalool']);
  });

  it('holds each ingredient once, however often and spelt it is pressed, in the store and on the painted page', () => {
    const spellings = fc.constantFrom('Linalool', 'LINALOOL', ' linalool', 'Limonene', 'límonene', 'Geraniol');
    fc.assert(
      fc.property(fc.array(spellings, { maxLength: 14 }), (presses) => {
        const inTheStore = presses.reduce(
          (state, name) => avoidSlice.reducer(state, avoidToggled(name)),
          avoidSlice.getInitialState(),
        ).names;
        // Each ingredient is in the list when it was pressed an odd number of times, whatever the spelling.
        const keys = inTheStore.map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const name of ['linalool', 'limonene', 'geraniol']) {
          const pressed = presses.filter((press) => isAvoided([name], press)).length;
          expect(keys.includes(name)).toBe(pressed % 2 === 1);
        }
        // The painted page's tap, before the store exists, keeps the same list the store comes to.
        const storage = createMemoryStorage();
        const toggle = avoidOnThePaintedPage.toggleInStorage(storage);
        for (const name of presses) toggle(name);
        expect(avoidList.read(storage)).toEqual(inTheStore);
        expect(storage.read(AVOID_KEY)).toBe(presses.length === 0 ? null : avoidList.text(inTheStore));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the avoided ingredients of a product', () => {
  it('are named as its label names them, in its label order, whatever order they were marked in', () => {
    expect(avoidedIn(nightCream, ['geraniol', 'LINALOOL'])).toEqual(['Linalool', 'Geraniol']);
    expect(avoidedIn(nightCream, ['Geraniol', 'Lavandula Angustifolia Oil', 'Linalool'])).toEqual([
      'Lavandula Angustifolia Oil',
      'Linalool',
      'Geraniol',
    ]);
  });

  it('say each ingredient once, though the label or the list holds it twice', () => {
    expect(avoidedIn(['Aqua', 'Linalool', 'LINALOOL', 'Limonene'], ['linalool', 'Linalool '])).toEqual(['Linalool']);
  });

  it('are none when nothing is avoided, or nothing avoided is in the jar', () => {
    expect(avoidedIn(nightCream, [])).toEqual([]);
    expect(avoidedIn(nightCream, ['Parfum', 'Linalyl'])).toEqual([]);
    expect(avoidedIn([], ['Linalool'])).toEqual([]);
  });
});

describe('what a card, a product page and a cart line say', () => {
  it.each([
    [['Linalool'], 'Contains Linalool, which you avoid'],
    [['Linalool', 'Geraniol'], 'Contains Linalool and Geraniol, which you avoid'],
    [
      ['Lavandula Angustifolia Oil', 'Linalool', 'Geraniol'],
      'Contains Lavandula Angustifolia Oil, Linalool, and Geraniol, which you avoid',
    ],
  ])('of %j: "%s"', (names, said) => {
    expect(describeAvoided(names)).toBe(said);
  });
});

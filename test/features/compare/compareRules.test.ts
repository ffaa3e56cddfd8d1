/*
 * The compare list's rules (src/features/compare/compareRules.ts) and the comparison's (comparisonRules.ts): what a
 * "Compare ‹name›" tap makes of the list, the refusal of a fourth, and the ingredients only one product has.
 */
import { describe, expect, it } from '@jest/globals';
import {
  compareLabel,
  isCompared,
  isRefused,
  MAX_COMPARED,
  REFUSAL,
  withoutCompared,
  withToggled,
} from '../../../src/features/compare/compareRules';
import { onlyInOne } from '../../../src/features/compare/comparisonRules';

describe('Compare ‹name›', () => {
  it('adds a product at the end of the list, and a second tap takes it off', () => {
    expect(withToggled([], '4')).toEqual(['4']);
    expect(withToggled(['4'], '9')).toEqual(['4', '9']);
    expect(withToggled(['4', '9'], '4')).toEqual(['9']);
  });

  it('holds at most three: a fourth is refused and the list stays as it was', () => {
    expect(MAX_COMPARED).toBe(3);
    const full = ['1', '2', '3'];
    expect(isRefused(full, '4')).toBe(true);
    expect(withToggled(full, '4')).toEqual(full);
    expect(isCompared(withToggled(full, '4'), '4')).toBe(false);
    expect(REFUSAL).toBe('You can compare up to 3 products. Remove one to add another.');
  });

  it('never refuses taking a product off a full list, and then takes a new one', () => {
    const full = ['1', '2', '3'];
    expect(isRefused(full, '2')).toBe(false);
    expect(withToggled(withToggled(full, '2'), '4')).toEqual(['1', '3', '4']);
  });

  it('never holds a product twice', () => {
    expect(withToggled(['1', '2'], '2')).toEqual(['1']);
    expect(withoutCompared(['1', '2', '1'], '1')).toEqual(['2']);
  });

  it('names the header control by how many are chosen', () => {
    expect(compareLabel(2)).toBe('Compare (2)');
  });

  it('does not change the list it was given', () => {
    const list = ['1', '2', '3'];
    withToggled(list, '4');
    withToggled(list, '1');
    expect(list).toEqual(['1', '2', '3']);
  });
});

describe('the ingredients only one product has', () => {
  it('are those of its list no other compared list holds, in label order, names compared as labels spell them', () => {
    expect(
      onlyInOne([
        ['Aqua', 'Glycerin', 'Squalane', 'Linalool'],
        ['AQUA', 'Glycerin', 'Niacinamide'],
        ['Aqua', 'linalool', 'Panthenol'],
      ]),
    ).toEqual([['Squalane'], ['Niacinamide'], ['Panthenol']]);
  });

  it('are none for a product whose list every other holds too', () => {
    expect(onlyInOne([['Aqua'], ['Aqua', 'Glycerin']])).toEqual([[], ['Glycerin']]);
  });

  it('are not known for a product without a list, and a list is not compared with a missing one', () => {
    expect(onlyInOne([['Aqua', 'Squalane'], undefined, ['Aqua']])).toEqual([['Squalane'], undefined, []]);
    // One list alone is compared with nothing: nothing is "only in this one".
    expect(onlyInOne([['Aqua', 'Squalane'], undefined])).toEqual([undefined, undefined]);
  });
});

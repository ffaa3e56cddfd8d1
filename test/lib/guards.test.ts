import { describe, expect, it } from '@jest/globals';
import {
  hasFields,
  isAmount,
  isBoolean,
  isFiniteNumber,
  isList,
  isRecord,
  isText,
  listOf,
  nonEmptyListOf,
  oneOf,
} from '../../src/lib/guards';

describe('plain checks of what comes from outside the code', () => {
  it('tells an object from a list, null and the rest', () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isRecord)).toEqual([true, true, true]);
    expect([[], null, undefined, 'x', 1].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  it('takes text, finite numbers, amounts of 0 or more and lists for what they are', () => {
    expect([isText(''), isText('a'), isText(1)]).toEqual([true, true, false]);
    expect([0, -2.5, NaN, Infinity, '1'].map(isFiniteNumber)).toEqual([true, true, false, false, false]);
    expect([0, 12.5, -0.01, NaN, Infinity, '3'].map(isAmount)).toEqual([true, true, false, false, false, false]);
    expect([[], [1], {}, 'ab'].map(isList)).toEqual([true, true, false, false]);
    expect([true, false, 0, 'true', null].map(isBoolean)).toEqual([true, true, false, false, false]);
  });

  it('checks each field of a table, a missing one failing, other fields allowed', () => {
    const isPair = hasFields({ name: isText, price: isAmount });
    expect(isPair({ name: 'Serum', price: 38.5 })).toBe(true);
    expect(isPair({ name: 'Serum', price: 38.5, extra: [1] })).toBe(true);
    expect(isPair({ name: 'Serum' })).toBe(false);
    expect(isPair({ name: 'Serum', price: -1 })).toBe(false);
    expect(isPair([['name', 'Serum']])).toBe(false);
    expect(isPair(null)).toBe(false);
  });

  it('checks every item of a list', () => {
    const isNames = listOf(isText);
    expect([isNames([]), isNames(['a', 'b']), isNames(['a', 2]), isNames('ab')]).toEqual([true, true, false, false]);
  });

  it('checks every item of a list that must hold something, an empty list failing', () => {
    const isNames = nonEmptyListOf(isText);
    expect([isNames(['a']), isNames(['a', 'b']), isNames([]), isNames(['a', 2]), isNames('ab')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('takes only one of the given values, as they are', () => {
    const isUnit = oneOf(['ml', 'g'] as const);
    expect(['ml', 'g', 'ML', 'kg', '', null, ['ml']].map(isUnit)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([1, '1', 2].map(oneOf([1, 3]))).toEqual([true, false, false]);
  });
});

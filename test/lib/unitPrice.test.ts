/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { formatMoney } from '../../src/lib/money';
import { formatSize, formatUnitPrice, isSize, pricePer100, sizeOf } from '../../src/lib/unitPrice';

describe('the price per 100 ml or g (unitPrice.ts)', () => {
  it.each([
    [38.5, 30, 128.33],
    [24, 150, 16],
    [12.5, 15, 83.33],
    [46, 30, 153.33],
    [19.99, 1000, 2],
    [22, 100, 22],
    [0, 50, 0],
  ])('is %p for %p ml at %p, rounded to the cent', (price, amount, per100) => {
    expect(pricePer100(price, { amount, unit: 'ml' })).toBe(per100);
  });

  it.each([0, -30, Number.NaN, Number.POSITIVE_INFINITY])('refuses a size of %p', (amount) => {
    expect(() => pricePer100(10, { amount, unit: 'ml' })).toThrow(RangeError);
  });

  it('writes the size and the price per 100 as DESIGN.md does', () => {
    expect(formatSize({ amount: 30, unit: 'ml' })).toBe('30 ml');
    expect(formatUnitPrice(38.5, { amount: 30, unit: 'ml' })).toBe('$128.33 / 100 ml');
    expect(formatUnitPrice(12.5, { amount: 15, unit: 'g' })).toBe('$83.33 / 100 g');
    expect(formatSize({ amount: 7.5, unit: 'g' })).toBe('7.5 g');
  });

  it('writes money through the store’s one formatter', () => {
    const size = { amount: 1, unit: 'g' } as const;
    expect(formatUnitPrice(42, size)).toBe(`${formatMoney(4200)} / 100 g`);
    expect(formatUnitPrice(42, size)).toBe('$4,200.00 / 100 g');
  });

  it('takes a size only with a positive amount in ml or g, and reads none from a product without one', () => {
    expect(
      [
        { amount: 30, unit: 'ml' },
        { amount: 7.5, unit: 'g' },
      ].map(isSize),
    ).toEqual([true, true]);
    const bad = [
      { amount: 0, unit: 'ml' },
      { amount: -5, unit: 'g' },
      { amount: 30, unit: 'oz' },
      { amount: '30' },
      null,
    ];
    expect(bad.map(isSize)).toEqual([false, false, false, false, false]);
    expect(sizeOf({ size: { amount: 50, unit: 'ml' } })).toEqual({ amount: 50, unit: 'ml' });
    expect([sizeOf({}), sizeOf({ size: { amount: 0, unit: 'ml' } })]).toEqual([undefined, undefined]);
  });
});

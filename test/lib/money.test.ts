import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatMoney } from '../../src/lib/money';

/** What DESIGN.md names: Intl's en-US USD format with two decimals. formatMoney must write exactly this. */
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatMoney', () => {
  it.each([
    [100, '$100.00'],
    [22.5, '$22.50'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [19.999, '$20.00'],
    [0.1 + 0.2, '$0.30'],
  ])('shows %p as %p: a $ sign and two decimals', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([
    // Halves round away from zero on the decimal the amount reads as, not on its binary value.
    [1.005, '$1.01'],
    [2.675, '$2.68'],
    [0.995, '$1.00'],
    [999.995, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [-1.5, '-$1.50'],
    [-0, '-$0.00'],
    [-0.001, '-$0.00'],
    [1e-7, '$0.00'],
    [5e-324, '$0.00'],
    [123456789012.345, '$123,456,789,012.35'],
    // Beyond the fast path, Intl writes it.
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [Number.NaN, '$NaN'],
    [Number.POSITIVE_INFINITY, '$∞'],
  ])('writes %p as Intl does: %p', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
    expect(formatMoney(amount)).toBe(intlUsd.format(amount));
  });

  it('writes any amount exactly as Intl.NumberFormat en-US USD does', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e14, max: 1e14, noNaN: true }),
      // Thousandths and half cents: where rounding decides.
      fc.integer({ min: -1e9, max: 1e9 }).map((thousandths) => thousandths / 1000),
      fc.integer({ min: 0, max: 2e6 }).map((halfCents) => halfCents / 200),
      // Prices times quantities, as cart totals are.
      fc
        .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }))
        .map(([cents, quantity]) => (cents / 100) * quantity),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatMoney(amount)).toBe(intlUsd.format(amount));
      }),
      { numRuns: 5000 },
    );
  });
});

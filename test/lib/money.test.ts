import { describe, expect, it } from '@jest/globals';
import { formatMoney } from '../../src/lib/money';

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
});

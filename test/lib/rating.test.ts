import { describe, expect, it } from '@jest/globals';
import { formatRating } from '../../src/lib/rating';

describe('formatRating', () => {
  it.each([
    [4, '4.0'],
    [4.5, '4.5'],
    [5, '5.0'],
    [3.75, '3.8'],
  ])('shows %p with one decimal as %p', (rate, expected) => {
    expect(formatRating(rate)).toBe(expected);
  });
});

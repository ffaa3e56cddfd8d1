/* The carousel's moves (src/components/Slider/slideMoves.ts), one rule for the store and the painted page. */
import { describe, expect, it } from '@jest/globals';
import { controlAttributes, moveNamed, slideAfter, slideAttributes } from '../../src/components/Slider/slideMoves';
import { ATTR_SLIDE, ATTR_SLIDE_TO } from '../../src/lib/pageContract';

describe('slideAfter', () => {
  it('wraps both ways (spec: sliders wrap around) and takes a dot to its own slide', () => {
    expect(slideAfter('next', 0, 4)).toBe(1);
    expect(slideAfter('next', 3, 4)).toBe(0);
    expect(slideAfter('previous', 0, 4)).toBe(3);
    expect(slideAfter('previous', 2, 4)).toBe(1);
    expect(slideAfter(2, 0, 4)).toBe(2);
    expect(slideAfter('next', 0, 0)).toBe(0);
  });
});

describe('a control as its markup says it', () => {
  it('reads back the move it was written with, and nothing else', () => {
    for (const move of ['previous', 'next', 0, 3] as const) {
      expect(moveNamed(controlAttributes(move)[ATTR_SLIDE_TO])).toBe(move);
    }
    expect(moveNamed(null)).toBeUndefined();
    expect(moveNamed('first')).toBeUndefined();
    expect(moveNamed('-1')).toBeUndefined();
  });

  it('marks the current dot and the shown slide only', () => {
    expect(controlAttributes(1, 1)['aria-current']).toBe('true');
    expect(controlAttributes(1, 2)['aria-current']).toBeUndefined();
    expect(controlAttributes('next', 1)).not.toHaveProperty('aria-current');
    expect(slideAttributes(2, true)).toEqual({ [ATTR_SLIDE]: '2', 'aria-hidden': false, inert: false });
    expect(slideAttributes(2, false)).toEqual({ [ATTR_SLIDE]: '2', 'aria-hidden': true, inert: true });
  });
});

import { describe, expect, it } from '@jest/globals';
import { getOrMake } from '../../src/lib/getOrMake';

describe('getOrMake', () => {
  it('makes the value the first time a key is asked for, and gives the kept one after', () => {
    const kept = new Map<string, string[]>();
    let made = 0;
    const make = () => {
      made += 1;
      return ['made'];
    };
    const first = getOrMake(kept, 'rose', make);
    expect(getOrMake(kept, 'rose', make)).toBe(first);
    expect(made).toBe(1);
    expect(getOrMake(kept, 'oat', make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('keeps by object in a WeakMap, and keeps a falsy value once made', () => {
    const kept = new WeakMap<object, number>();
    const key = {};
    let made = 0;
    const makeZero = () => {
      made += 1;
      return 0;
    };
    expect(getOrMake(kept, key, makeZero)).toBe(0);
    expect(getOrMake(kept, key, makeZero)).toBe(0);
    expect(made).toBe(1);
  });
});

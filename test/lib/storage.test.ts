import { describe, expect, it, jest } from '@jest/globals';
import { createSafeStorage } from '../../src/lib/storage';

function throwingBacking(error: Error) {
  return {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
  };
}

describe('createSafeStorage', () => {
  it('reads and writes through to the backing storage', () => {
    const storage = createSafeStorage(() => window.localStorage);
    expect(storage.write('cart', '{"items":[]}')).toBe(true);
    expect(window.localStorage.getItem('cart')).toBe('{"items":[]}');
    expect(storage.read('cart')).toBe('{"items":[]}');
    expect(storage.read('missing')).toBeNull();
  });

  it('returns null when reading throws, and logs the failure once', () => {
    const log = jest.fn();
    const storage = createSafeStorage(() => throwingBacking(new DOMException('denied', 'SecurityError')), log);
    expect(storage.read('cart')).toBeNull();
    expect(storage.read('cart')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('returns false when writing throws (storage full), and logs the failure once', () => {
    const log = jest.fn();
    const storage = createSafeStorage(() => throwingBacking(new DOMException('full', 'QuotaExceededError')), log);
    expect(storage.write('cart', 'x')).toBe(false);
    expect(storage.write('cart', 'y')).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('survives a browser where even looking up localStorage throws', () => {
    const log = jest.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('disabled', 'SecurityError');
    }, log);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('writes nothing when there is no storage at all', () => {
    const storage = createSafeStorage(() => null);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createBrowserStorage, createSafeStorage } from '../../src/lib/storage';

function throwingBacking(error: unknown) {
  const fail = () => {
    throw error;
  };
  return { getItem: fail, setItem: fail };
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

  it('returns false when writing throws (storage full), and logs the failure once, not once per write', () => {
    const log = jest.fn();
    const full = new DOMException('full', 'QuotaExceededError');
    const storage = createSafeStorage(() => throwingBacking(full), log);
    for (let write = 0; write < 5; write += 1) expect(storage.write('cart', 'x')).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('kept for this visit only'), full);
  });

  it('logs once in all when both reading and writing fail: it is one problem', () => {
    const log = jest.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('disabled', 'SecurityError');
    }, log);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
    expect(storage.read('cart')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('survives anything thrown, even what is not an Error', () => {
    const storage = createSafeStorage(
      () => throwingBacking('not an error'),
      () => undefined,
    );
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
  });

  it('treats storage that is missing (null) as unavailable: nothing read or saved, logged once', () => {
    const log = jest.fn();
    const storage = createSafeStorage(() => null, log);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
    expect(storage.write('cart', 'y')).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps logging per storage: a second storage logs its own first failure', () => {
    const log = jest.fn();
    createSafeStorage(() => null, log).read('cart');
    createSafeStorage(() => null, log).read('cart');
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('createBrowserStorage', () => {
  const ownDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');

  afterEach(() => {
    if (ownDescriptor) Object.defineProperty(window, 'localStorage', ownDescriptor);
  });

  function breakLocalStorage(get: () => unknown) {
    Object.defineProperty(window, 'localStorage', { configurable: true, get });
  }

  it("uses the window's localStorage", () => {
    const storage = createBrowserStorage();
    expect(storage.write('cart', '{"items":[],"totalPrice":0}')).toBe(true);
    expect(window.localStorage.getItem('cart')).toBe('{"items":[],"totalPrice":0}');
    expect(storage.read('cart')).toBe('{"items":[],"totalPrice":0}');
  });

  it('survives a browser where merely looking up localStorage throws (storage disabled)', () => {
    const log = jest.fn();
    breakLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createBrowserStorage(log);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('survives a browser whose localStorage is null', () => {
    breakLocalStorage(() => null);
    const storage = createBrowserStorage(() => undefined);
    expect(storage.read('cart')).toBeNull();
    expect(storage.write('cart', 'x')).toBe(false);
  });

  it('logs a storage problem to the console as a warning, never as an error', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    breakLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createBrowserStorage();
    storage.read('cart');
    storage.write('cart', 'x');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});

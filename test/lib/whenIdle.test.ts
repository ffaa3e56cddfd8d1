import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { aheadWhenIdle, whenLoadedAndIdle } from '../../src/lib/whenIdle';

/** The browser's idle callbacks, run by the test with `idle()`. */
function idleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 0;
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    configurable: true,
    value: (handle: number) => pending.delete(handle),
  });
  return {
    idle() {
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

describe('whenLoadedAndIdle and aheadWhenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    Reflect.deleteProperty(navigator, 'connection');
    jest.restoreAllMocks();
  });

  it('runs the work once the loaded page is idle, and not once cancelled', () => {
    const browser = idleCallbacks();
    const work = jest.fn();
    whenLoadedAndIdle(window, work);
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenLoadedAndIdle(window, cancelled)();
    browser.idle();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('fetches ahead when idle for a shopper who does not save data', () => {
    const browser = idleCallbacks();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: false } });
    const work = jest.fn();
    aheadWhenIdle(window, work);
    browser.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead for a shopper who saves data', () => {
    const browser = idleCallbacks();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const work = jest.fn();
    const cancel = aheadWhenIdle(window, work);
    browser.idle();
    expect(work).not.toHaveBeenCalled();
    expect(cancel).not.toThrow();
  });
});

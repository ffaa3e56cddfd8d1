import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToMain } from '../../src/lib/yieldToMain';

/** Runs `steps` microtask turns: a promise still pending after them waits for a later task. */
async function microtaskTurns(steps: number) {
  for (let turn = 0; turn < steps; turn += 1) await Promise.resolve();
}

describe('yieldToMain', () => {
  beforeAll(() => {
    // Every browser has MessageChannel; jsdom does not, Node does.
    if (typeof globalThis.MessageChannel === 'undefined') {
      Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    }
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await microtaskTurns(20);
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });

  it('does not wait for a timer: it resolves while fake timers hold every timer back', async () => {
    jest.useFakeTimers();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: schedulerYield }, configurable: true });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, test } from '@jest/globals';
import { keyTheHistoryEntry } from '../../src/lib/historyEntryKey';

const entryKey = () => (window.history.state as { key?: unknown } | null)?.key;

describe('keyTheHistoryEntry', () => {
  test('a page loaded by its address gets a key of its own, a new one on each load', () => {
    window.history.replaceState(null, '');
    keyTheHistoryEntry(window);
    const first = entryKey();
    expect(typeof first).toBe('string');
    expect(window.history.state).toEqual({ idx: 0, key: first });

    window.history.replaceState(null, '');
    keyTheHistoryEntry(window);
    expect(entryKey()).not.toBe(first);
  });

  test('an entry with a key keeps it (a reload, Back or Forward finds its place), and what it carries', () => {
    window.history.replaceState({ usr: { order: 7 }, key: 'k1', idx: 2 }, '');
    keyTheHistoryEntry(window);
    expect(window.history.state).toEqual({ usr: { order: 7 }, key: 'k1', idx: 2 });
  });

  test('an entry with state but no key keeps its state beside the new key', () => {
    window.history.replaceState({ usr: 'kept', idx: 0 }, '');
    keyTheHistoryEntry(window);
    expect(window.history.state).toMatchObject({ usr: 'kept', idx: 0, key: expect.any(String) });
  });
});

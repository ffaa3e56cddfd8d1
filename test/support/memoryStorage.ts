import type { KeyValueStorage } from '../../src/lib/storage';

export type MemoryStorage = KeyValueStorage & {
  /** Every write, in order, as [key, value]. */
  writes: [string, string][];
  values: Map<string, string>;
};

/** An in-memory storage for tests, recording what the store writes. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  return {
    values,
    writes,
    read: (key) => values.get(key) ?? null,
    write(key, value) {
      values.set(key, value);
      writes.push([key, value]);
      return true;
    },
  };
}

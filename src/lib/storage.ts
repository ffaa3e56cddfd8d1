/**
 * The only module that touches browser storage. Storage can be missing, disabled or full, and every access can
 * throw (SecurityError, QuotaExceededError): callers get `null` or `false` instead, and the failure is logged
 * once per kind so a shopper's console is not flooded and the shopper is never interrupted.
 */
export type KeyValueStorage = {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
};

type BackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function createSafeStorage(
  getBacking: () => BackingStorage | null | undefined,
  log: (message: string, error: unknown) => void = (message, error) => {
    console.error(message, error);
  },
): KeyValueStorage {
  const logged = new Set<string>();
  const logOnce = (kind: string, message: string, error: unknown) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    log(message, error);
  };

  return {
    read(key) {
      try {
        return getBacking()?.getItem(key) ?? null;
      } catch (error) {
        logOnce('read', `Could not read "${key}" from browser storage; starting without it.`, error);
        return null;
      }
    },
    write(key, value) {
      try {
        const backing = getBacking();
        if (!backing) return false;
        backing.setItem(key, value);
        return true;
      } catch (error) {
        logOnce('write', `Could not save "${key}" to browser storage; it is kept for this visit only.`, error);
        return false;
      }
    },
  };
}

/** The browser's localStorage, looked up on each access because merely reading `window.localStorage` can throw. */
export const browserStorage: KeyValueStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);

/** Storage that keeps nothing: for server rendering and for tests that do not care about persistence. */
export const noStorage: KeyValueStorage = { read: () => null, write: () => false };

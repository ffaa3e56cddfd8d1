/**
 * The only module that touches browser storage. Storage can be missing, disabled or full, and every access can
 * throw (SecurityError, QuotaExceededError): callers get `null` or `false` instead, and the shopper is never
 * interrupted. The first failure is logged, as a warning, once per storage: when storage is unusable every
 * later save fails the same way, and one line says all there is to say.
 */
export type KeyValueStorage = {
  /** The stored text, or null when there is none or storage cannot be read. Never throws. */
  read(key: string): string | null;
  /** True when saved; false when storage is missing or refused the write. Never throws. */
  write(key: string, value: string): boolean;
};

type BackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type StorageProblemLog = (message: string, error?: unknown) => void;

/**
 * A warning, not an error: losing storage costs the shopper nothing on this visit (the cart stays in memory),
 * so it is not a fault of the page.
 */
const warn: StorageProblemLog = (message, error) => {
  console.warn(message, error);
};

export function createSafeStorage(
  getBacking: () => BackingStorage | null | undefined,
  log: StorageProblemLog = warn,
): KeyValueStorage {
  let hasLogged = false;
  const logOnce = (message: string, error?: unknown) => {
    if (hasLogged) return;
    hasLogged = true;
    log(message, error);
  };
  const unavailable = 'Browser storage is not available; the cart is kept for this visit only.';

  return {
    read(key) {
      try {
        const backing = getBacking();
        if (!backing) {
          logOnce(unavailable);
          return null;
        }
        return backing.getItem(key);
      } catch (error) {
        logOnce(`Could not read "${key}" from browser storage; starting without it.`, error);
        return null;
      }
    },
    write(key, value) {
      try {
        const backing = getBacking();
        if (!backing) {
          logOnce(unavailable);
          return false;
        }
        backing.setItem(key, value);
        return true;
      } catch (error) {
        logOnce(`Could not save "${key}" to browser storage; it is kept for this visit only.`, error);
        return false;
      }
    },
  };
}

/** The browser's localStorage, looked up on each access because merely reading `window.localStorage` can throw. */
export function createBrowserStorage(log?: StorageProblemLog): KeyValueStorage {
  return createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage), log);
}

/** The store's storage in the browser: one instance, so a failure is logged once per page. */
export const browserStorage: KeyValueStorage = createBrowserStorage();

/**
 * The tab's sessionStorage, quietly: what it keeps (src/lib/reloadAfresh.ts) has a safe answer when it refuses.
 */
export const tabStorage: KeyValueStorage = createSafeStorage(
  () => (typeof window === 'undefined' ? null : window.sessionStorage),
  () => undefined,
);

/** Storage that keeps nothing: for server rendering and for tests that do not care about persistence. */
export const noStorage: KeyValueStorage = { read: () => null, write: () => false };

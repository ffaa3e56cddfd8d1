/**
 * The only module that touches browser storage. Storage can be missing, disabled or full, and any access can throw
 * (SecurityError, QuotaExceededError): `read` answers null and `write` false instead, and the shopper is never
 * interrupted. Only the first failure is logged: once storage is unusable, every later access fails the same way.
 */
export type KeyValueStorage = {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
};

type BackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type StorageProblemLog = (message: string, error?: unknown) => void;

// A warning, not an error: losing storage costs this visit nothing (the cart stays in memory).
const warn: StorageProblemLog = (message, error) => {
  console.warn(message, error);
};

export function createSafeStorage(
  getBacking: () => BackingStorage | null | undefined,
  log: StorageProblemLog = warn,
): KeyValueStorage {
  let hasLogged = false;
  const logOnce: StorageProblemLog = (message, error) => {
    if (hasLogged) return;
    hasLogged = true;
    log(message, error);
  };
  const unavailable = 'Browser storage is not available; the cart is kept for this visit only.';
  return {
    read(key) {
      try {
        const backing = getBacking();
        if (backing) return backing.getItem(key);
        logOnce(unavailable);
      } catch (error) {
        logOnce(`Could not read "${key}" from browser storage; starting without it.`, error);
      }
      return null;
    },
    write(key, value) {
      try {
        const backing = getBacking();
        if (backing) {
          backing.setItem(key, value);
          return true;
        }
        logOnce(unavailable);
      } catch (error) {
        logOnce(`Could not save "${key}" to browser storage; it is kept for this visit only.`, error);
      }
      return false;
    },
  };
}

/** The browser's localStorage, looked up on each access because merely reading `window.localStorage` can throw. */
export function createBrowserStorage(log?: StorageProblemLog): KeyValueStorage {
  return createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage), log);
}

/** One instance for the page, so a failure is logged once. */
export const browserStorage: KeyValueStorage = createBrowserStorage();

/** The tab's sessionStorage, quietly: what it keeps (src/lib/reloadAfresh.ts) has a safe answer when it refuses. */
export const tabStorage: KeyValueStorage = createSafeStorage(
  () => (typeof window === 'undefined' ? null : window.sessionStorage),
  () => undefined,
);

/** Storage that keeps nothing: for server rendering and for tests that do not care about persistence. */
export const noStorage: KeyValueStorage = { read: () => null, write: () => false };

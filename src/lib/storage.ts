/**
 * The only module that touches browser storage. Storage can be missing, disabled or full, and any access can throw
 * (SecurityError, QuotaExceededError): `read` answers null and `write` false instead, and the shopper is never
 * interrupted. Only the first failure is logged: once storage is unusable, every later access fails the same way.
 */
export type KeyValueStorage = {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
};

type Backing = Pick<Storage, 'getItem' | 'setItem'>;

export type StorageProblemLog = (message: string, error?: unknown) => void;

// A warning, not an error: losing storage costs this visit nothing (the cart stays in memory).
const warn: StorageProblemLog = (message, error) => {
  console.warn(message, error);
};

export function createSafeStorage(
  getBacking: () => Backing | null | undefined,
  log: StorageProblemLog = warn,
): KeyValueStorage {
  let logged = false;
  /** `access` to the backing storage, or `failed` (and the first failure logged) when it is missing or throws. */
  function attempt<T>(key: string, access: (backing: Backing) => T, failed: T): T {
    let problem: unknown;
    try {
      const backing = getBacking();
      if (backing) return access(backing);
    } catch (error) {
      problem = error;
    }
    if (!logged) log(`Could not use browser storage for "${key}"; what it holds is kept for this visit only.`, problem);
    logged = true;
    return failed;
  }
  return {
    read: (key) => attempt(key, (backing) => backing.getItem(key), null),
    write(key, value) {
      const save = (backing: Backing) => {
        backing.setItem(key, value);
        return true;
      };
      return attempt(key, save, false);
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

/** The window events that say a key of the browser's storage may have changed under the page. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `changed` whenever what the browser's storage holds under `key` may have changed under the page: another tab
 * saved it (or cleared the whole storage), or the page came back from the back/forward cache. Returns the function
 * that stops.
 */
export function followStorage(events: StorageEvents, key: string, changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null) changed();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) changed();
  };
  events.addEventListener('storage', onStorage);
  events.addEventListener('pageshow', onPageShow);
  return () => {
    events.removeEventListener('storage', onStorage);
    events.removeEventListener('pageshow', onPageShow);
  };
}

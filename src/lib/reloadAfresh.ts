/**
 * When a page module of the store cannot load (a release since replaced: docs/shopping.md, "A new release"), the page
 * loads its URL afresh, into the new release; the cart is saved already. The rule for the router's page modules
 * (src/app/ErrorPage.tsx): at most once per URL within `RELOAD_WINDOW_MS`, kept in sessionStorage, so a broken
 * release shows the error page instead of a loop; never offline (the file may come back); never when sessionStorage
 * refuses (the once could not be kept); never while the page holds the only copy of the cart (storage refused it).
 */
import { tabStorage } from './storage';
import type { KeyValueStorage } from './storage';

/** What the rule reads and does: the browser's page, or a stand-in in the tests. */
export type ReloadingPage = {
  navigator: { onLine: boolean };
  /** The tab's sessionStorage. */
  session: KeyValueStorage;
  location: { href: string; reload(): void };
  /** Whether the page holds a cart that storage refused, which a load would lose. */
  holdsUnsaved(): boolean;
};

/** What the page would lose by loading afresh, by what it keeps: each the last store's word on it. */
const needs = new Map<string, () => boolean>();
const holdsUnsaved = () => [...needs.values()].some((needed) => needed());
/**
 * Tells the rule what this page would lose by loading afresh: while `needed()`, the page holds the only copy of what
 * it keeps under `what` (storage refused the store's last save of the cart, say). Returns the function that forgets it.
 */
export function stayWhile(what: string, needed: () => boolean): () => void {
  needs.set(what, needed);
  return () => {
    if (needs.get(what) === needed) needs.delete(what);
  };
}

/** This page, in the browser. */
export const browserPage = (): ReloadingPage => ({
  navigator: window.navigator,
  session: tabStorage,
  location: window.location,
  holdsUnsaved,
});

/** The tab's sessionStorage: each URL loaded afresh, with when (ms since the epoch). */
export const RELOADS_KEY = 'mossbloom:reloads';

/** Longer than a slow phone takes to load a page and fail again; short enough for the next release to be taken. */
export const RELOAD_WINDOW_MS = 60_000;

/** What each page (by its location) decided: true, it is loading afresh; false, the once could not be kept. */
const decided = new WeakMap<object, boolean>();

/** The URLs loaded afresh within the window before `now`. Anything else under the key is nothing kept. */
function recentReloads(page: ReloadingPage, now: number): Record<string, number> {
  const recent: Record<string, number> = {};
  try {
    for (const [url, when] of Object.entries(JSON.parse(page.session.read(RELOADS_KEY) ?? '{}') as object)) {
      if (typeof when === 'number' && now - when < RELOAD_WINDOW_MS) recent[url] = when;
    }
  } catch {
    // not JSON: nothing kept
  }
  return recent;
}

/** Whether a failed script makes this page load afresh now (a read only: what a page shows meanwhile). */
export function willReload(page: ReloadingPage, now = Date.now()): boolean {
  return (
    decided.get(page.location) ??
    (page.navigator.onLine && !page.holdsUnsaved() && !(page.location.href in recentReloads(page, now)))
  );
}

/** Loads the page afresh if the rule allows it; returns whether it does (false: show what failed). */
export function reloadAfresh(page: ReloadingPage, now = Date.now()): boolean {
  if (!willReload(page, now)) return false;
  if (decided.get(page.location)) return true;
  const kept = JSON.stringify({ ...recentReloads(page, now), [page.location.href]: now });
  // Kept, and read back as kept: otherwise the once could not be kept, and the page might load in a loop.
  const keeps = page.session.write(RELOADS_KEY, kept) && page.session.read(RELOADS_KEY) === kept;
  decided.set(page.location, keeps);
  if (keeps) page.location.reload();
  return keeps;
}

/**
 * What a page of the store does when one of its scripts cannot load (docs/shopping.md, "A new release"): a page of
 * a release since replaced asks for files the server no longer holds, so the store loads the URL the shopper asked
 * for afresh, as a full page load, and they land on that page of the new release. Their cart is saved already.
 *
 * The one rule, used by every path that loads a script: the entry's load of the app and its preloads
 * (src/app/enter.ts), and the router's page modules (src/app/ErrorPage.tsx). At most once per URL within
 * `RELOAD_WINDOW_MS`, kept in sessionStorage, so a release that is really broken shows the error page instead of
 * loading in a loop; never offline, where the file may come back with the connection (the offline notice says so);
 * never when sessionStorage refuses, as the once could not be kept; never while the page holds the only copy of the
 * cart (storage refused it), which a load would lose: the error page shows, and the page keeps the cart.
 */

import { tabStorage } from './storage';
import type { KeyValueStorage } from './storage';

/** What the rule reads and does: the browser's page, or a stand-in in the tests. */
export type ReloadingPage = {
  navigator: { onLine: boolean };
  /** The tab's sessionStorage. */
  session: KeyValueStorage;
  location: { href: string; reload(): void };
  /** Whether the page holds what a load would lose: a cart that storage refused lives in this page only. */
  holdsUnsaved(): boolean;
};

let holdsUnsaved = () => false;
/** Tells the rule what this page would lose by loading afresh (src/app/enter.ts: the cart's refused saves). */
export function stayWhile(needed: () => boolean): void {
  holdsUnsaved = needed;
}

/** This page, in the browser. */
export const browserPage = (): ReloadingPage => ({
  navigator: window.navigator,
  session: tabStorage,
  location: window.location,
  holdsUnsaved: () => holdsUnsaved(),
});

/** The tab's sessionStorage: each URL loaded afresh, with when (ms since the epoch). */
export const RELOADS_KEY = 'mossbloom:reloads';

/**
 * How long a URL loaded afresh is not loaded afresh again: longer than a slow phone takes to load a page and fail
 * again, short enough that a shopper who comes back to it later, after yet another release, gets the next one.
 */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * What each page (by its location) decided: true, it asked to be loaded afresh, and whatever fails after that, it is
 * going; false, its tab storage refused to keep the once, and it never loads afresh.
 */
const decided = new WeakMap<object, boolean>();

/** Whether `error` is webpack's: a script of the store did not load (404, a page for a script, a network error). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

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

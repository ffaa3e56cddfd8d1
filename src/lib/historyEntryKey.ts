function hasKey(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string';
}

/**
 * Gives the current history entry a key of its own when it has none, before the router reads it. The router saves
 * each entry's scroll position under its key and restores it when the entry shows again. The first entry of every
 * page loaded by its address has no key, so they all shared the router's 'default': a page loaded by its address in
 * the same tab opened where an earlier visit's first page was left (a scrolled checkout, say). With a key of its own,
 * kept by the browser in the entry's state, only a reload, Back or Forward of that same entry finds its position.
 */
export function keyTheHistoryEntry(view: Window): void {
  const state: unknown = view.history.state;
  if (hasKey(state)) return;
  const key = Math.random().toString(36).slice(2, 10);
  const kept = typeof state === 'object' && state !== null ? state : {};
  // With its place in the history (`idx`, 0 for a page's first entry) the router writes the entry no second time.
  view.history.replaceState({ idx: 0, ...kept, key }, '');
}

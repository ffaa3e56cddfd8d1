import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * The site's origin ("https://shop.example"), for absolute URLs. Only the browser knows it: null when
 * prerendering and during hydration (so both render alike), then React renders again with it at once.
 */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}

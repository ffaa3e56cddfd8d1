import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server or hydrates a prerendered page, true from then on (and in a page the
 * browser renders from scratch). A component reads it to render, while hydrating, exactly what the server did,
 * then what the browser knows (the URL's query, which the server never saw).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

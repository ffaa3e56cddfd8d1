import { useDeferredValue } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { useHydrated } from './useHydrated';

/**
 * Whether a page renders what lies below its first screen now. A page a link of the store opens (at its top) renders
 * its first screen in the navigation's own render, and the rest in a render of its own right after (false, then
 * true): the next page paints sooner, and nothing the shopper sees waits for what they cannot. Everywhere else,
 * true from the first render: the server and the hydrating page render it all, as the painted page holds it; Back and
 * Forward bring a scroll position back, and a link to a place on the page (`/#about`) scrolls there, which both need
 * the whole page at once.
 */
export function useRenderedLater(): boolean {
  const hydrated = useHydrated();
  const navigation = useNavigationType();
  const { hash } = useLocation();
  const deferred = hydrated && navigation !== NavigationType.Pop && hash === '';
  return useDeferredValue(true, deferred ? false : undefined);
}

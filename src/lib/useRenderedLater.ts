import { startTransition, useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { useHydrated } from './useHydrated';

/**
 * Whether a page renders what lies below its first screen now. A page a link of the store opens (at its top) renders
 * its first screen in the navigation's own render, and the rest once the browser has painted that screen (false,
 * then true): the next page paints sooner, and nothing the shopper sees waits for what they cannot. The paint comes
 * between them on every machine, fast or slow; a deferred value alone lets React do both renders in one task, and the
 * browser paint once. Everywhere else, true from the first render: the server and the hydrating page render it all,
 * as the painted page holds it; Back and Forward bring a scroll position back, and a link to a place on the page
 * (`/#about`) scrolls there, which both need the whole page at once.
 */
export function useRenderedLater(): boolean {
  const hydrated = useHydrated();
  const navigation = useNavigationType();
  const { hash } = useLocation();
  const [later, setLater] = useState(() => !(hydrated && navigation !== NavigationType.Pop && hash === ''));
  useEffect(() => {
    if (later) return undefined;
    const renderTheRest = () => {
      startTransition(() => {
        setLater(true);
      });
    };
    // A hidden tab paints no frame until it is shown: nothing is to be painted first there.
    if (document.visibilityState === 'hidden') {
      renderTheRest();
      return undefined;
    }
    // The frame's callback runs before the paint, the task it posts after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(renderTheRest);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [later]);
  return later;
}

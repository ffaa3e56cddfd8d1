import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { focusHeading } from './focusHeading';

/**
 * After a route change (not on the first load), moves keyboard focus to the new page's h1. A page that
 * placed focus itself (the About link's section) keeps it. When the heading comes later (a page still
 * loading its data), focus waits on `main` and follows the heading once it appears, until the shopper moves on.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // The first load is a POP: its page is already where a screen reader starts, or where the entry put focus
  // (focusOnArrival). A layout that mounts on a PUSH (the error page's own frame, after a link to /login) arrives
  // by navigation, and moves focus.
  const arrivedByLink = useNavigationType() !== NavigationType.Pop;
  const shownPath = useRef(arrivedByLink ? null : pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return undefined;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main) return undefined;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return undefined;

    if (!focusHeading(main)) main.focus({ preventScroll: true });
    const waiting = () => {
      const now = document.activeElement;
      return now === null || now === document.body || now === main || now.tagName === 'H1';
    };
    const observer = new MutationObserver(() => {
      if (waiting()) focusHeading(main);
    });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(main, { childList: true, subtree: true });
    // Once the shopper acts (a key, a click or a tap), focus is theirs.
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname, mainRef]);
}

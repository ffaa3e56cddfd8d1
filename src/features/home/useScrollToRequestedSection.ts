import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';

function requestedSection(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return null;
  return typeof state.scrollTo === 'string' ? state.scrollTo : null;
}

/**
 * Scrolls to the section a link asked for (the header's About link navigates home with
 * `state.scrollTo = 'about'`), smoothly unless the shopper prefers reduced motion. It runs on every such
 * navigation, also when the shopper is already on the home page.
 */
export function useScrollToRequestedSection() {
  const location = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const sectionId = requestedSection(location.state);

  useEffect(() => {
    if (!sectionId) return;
    const section = document.getElementById(sectionId);
    section?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
    // location.key: a second click on About is a new navigation with the same state, and scrolls again.
  }, [sectionId, location.key, reducedMotion]);
}

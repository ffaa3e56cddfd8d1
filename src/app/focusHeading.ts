import { navigationType } from '../lib/navigationType';
import { MAIN_ID } from '../lib/pageContract';

/** Puts focus on the page's h1, so a screen reader starts reading the new page there. */
export function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (heading.ownerDocument.activeElement === heading) return true;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * A page reached by a link from another of the store's pages before the store ran gets the focus a route change gives
 * (useRouteFocus.ts). One opened from elsewhere, reloaded, reached by Back/Forward or sent from its own form keeps the
 * browser's focus. Called once the body is parsed.
 */
export function focusOnArrival(doc: Document, mainId = MAIN_ID) {
  const view = doc.defaultView;
  if (!view || doc.referrer === '' || view.location.hash !== '') return;
  const from = new URL(doc.referrer);
  if (from.origin !== view.location.origin || from.pathname === view.location.pathname) return;
  if (navigationType(view) !== 'navigate') return;
  const main = doc.getElementById(mainId);
  if (main && (doc.activeElement === null || doc.activeElement === doc.body)) focusHeading(main);
}

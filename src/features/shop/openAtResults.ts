import { basePath } from '../../app/config';
import { paths } from '../../app/paths';
import { navigationType } from '../../lib/navigationType';
import { RESULTS_HEADING_ID } from '../../lib/pageContract';
import { DISCOVERY_PARAMS } from './discoveryParams';
import { revealResults } from './keepInView';

/**
 * The shop's page for a query (a search, a need or an order sent from the shop's form before the store ran, or a
 * shared link) opens with its results on screen, as the running shop brings them into view when they change
 * (keepInView.ts): where the heading and a whole first result fit under the hero nothing moves; elsewhere (a phone,
 * a laptop, a phone turned sideways) the page opens at the results' heading, under the header, the hero above it.
 * A reload or Back/Forward is left where the browser puts the shopper, and a link to a part of the page goes there.
 * Called once the page's body is parsed, as a rule before its first paint.
 */
export function openAtResults(doc: Document) {
  const view = doc.defaultView;
  // The shop's path under the path the store is served at (`/shop`, or `/skincare/shop`).
  const shop = `${basePath}${paths.shop.slice(1)}`;
  if (view?.location.pathname !== shop || view.location.hash !== '' || view.scrollY !== 0) return;
  const params = new URLSearchParams(view.location.search);
  if (!DISCOVERY_PARAMS.some((name) => params.has(name))) return;
  if (navigationType(view) !== 'navigate') return;
  revealResults(doc.getElementById(RESULTS_HEADING_ID));
}

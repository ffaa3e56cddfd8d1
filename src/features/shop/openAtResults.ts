import { basePath } from '../../app/config';
import { paths } from '../../app/paths';
import { navigationType } from '../../lib/navigationType';
import { RESULTS_HEADING_ID } from '../../lib/pageContract';
import { DISCOVERY_PARAMS } from './discoveryParams';
import { revealResults } from './keepInView';

/**
 * The shop's page for a query (sent from its form before the store ran, or a shared link) opens with its results on
 * screen, as the running shop shows them (./keepInView.ts). A reload, Back/Forward or a link to a part of the page is
 * left where the browser puts the shopper. Called once the body is parsed, as a rule before first paint.
 */
export function openAtResults(doc: Document) {
  const view = doc.defaultView;
  // Under the path the store is served at: `/shop`, or `/skincare/shop`.
  const shop = `${basePath}${paths.shop.slice(1)}`;
  if (view?.location.pathname !== shop || view.location.hash !== '' || view.scrollY !== 0) return;
  const params = new URLSearchParams(view.location.search);
  if (!DISCOVERY_PARAMS.some((name) => params.has(name))) return;
  if (navigationType(view) !== 'navigate') return;
  revealResults(doc.getElementById(RESULTS_HEADING_ID));
}

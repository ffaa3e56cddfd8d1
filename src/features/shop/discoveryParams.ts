/**
 * The shop's query string is its discovery state (docs/decisions/0007): the search, the need, the two filters, the
 * order, and `avoid=hide`, which hides the products holding an ingredient the shopper avoids. A module of its own:
 * the service worker (src/worker/) picks the shop's page for a query by the same names, as deploy/nginx.conf does.
 */
export const DISCOVERY_PARAMS = ['q', 'need', 'skin', 'free', 'sort', 'avoid'] as const;

/**
 * The shop's query string is its discovery state (docs/decisions/0007). A module of its own: the service worker
 * (src/worker/) picks the shop's page for a query by the same names, as deploy/nginx.conf does.
 */
export const DISCOVERY_PARAMS = ['q', 'need', 'skin', 'free', 'sort'] as const;

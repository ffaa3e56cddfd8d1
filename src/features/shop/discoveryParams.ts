/**
 * The shop's query string is its discovery state (`/shop?q=rose&need=Tones&sort=price-asc`): Back and Forward walk
 * through it, and a reload or a shared link restores it. The Redux store keeps no copy. A module of its own: the
 * service worker (src/worker/) picks the shop's page for a query by the same names, as deploy/nginx.conf does.
 */
export const DISCOVERY_PARAMS = ['q', 'need', 'sort'] as const;

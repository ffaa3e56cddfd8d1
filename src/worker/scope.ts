import { DISCOVERY_PARAMS } from '../features/shop/discoveryParams';

/** The worker's runtime caches; the precache is Serwist's own. */
export const CATALOG_CACHE = 'mossbloom-catalogue';
export const IMAGES_CACHE = 'mossbloom-images';
export const PAGES_CACHE = 'mossbloom-pages';

/**
 * Where the precache keeps the page for a URL under the store's root `base`, as deploy/nginx.conf picks its file:
 * `/` is index.html, `/shop` is shop/index.html, and `/shop?q=rose` is the shop's page for a query, precached as
 * the URL it is served for (`shop?q=`; scripts/service-worker.mjs). Null for a file's URL (a script, a picture,
 * the catalogue) and for a URL outside the store.
 */
export function precachedPageOf(url: URL, base: string): string | null {
  if (!url.pathname.startsWith(base)) return null;
  const path = url.pathname.slice(base.length).replace(/\/$/, '');
  if (/^(assets|images|video|data)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return null;
  if (path === 'shop' && DISCOVERY_PARAMS.some((name) => url.searchParams.has(name))) return 'shop?q=';
  return path === '' ? 'index.html' : `${path}/index.html`;
}

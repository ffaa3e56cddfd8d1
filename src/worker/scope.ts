import { DISCOVERY_PARAMS } from '../features/shop/discoveryParams';

/** The worker's runtime caches; the precache is Serwist's own. */
export const CATALOG_CACHE = 'mossbloom-catalogue';
export const IMAGES_CACHE = 'mossbloom-images';
/** The product pages kept once seen, one cache per release (`${PAGES_CACHE}-<release>`): they name its scripts. */
export const PAGES_CACHE = 'mossbloom-pages';
/** The release's scripts, one cache per release (`${SCRIPTS_CACHE}-<release>`), kept when it activates (sw.ts). */
export const SCRIPTS_CACHE = 'mossbloom-scripts';

/** Whether a precache list's entry is a script (under assets/, hashed). */
export function isScriptEntry(entry: { url: string } | string): boolean {
  return (typeof entry === 'string' ? entry : entry.url).endsWith('.js');
}

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

/** Whether a window at `url` is the checkout page (src/app/paths.ts `paths.checkout`), with or without a final slash. */
export function isCheckoutPage(url: URL, base: string): boolean {
  return url.pathname.startsWith(base) && url.pathname.slice(base.length).replace(/\/$/, '') === 'checkout';
}

/** A short name for a release: a hash of its precache list, which changes whenever anything precached does. */
export function releaseName(precacheList: readonly unknown[] | undefined): string {
  const text = JSON.stringify(precacheList ?? []);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

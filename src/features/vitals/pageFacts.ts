import { ATTR_ADD_TO_CART, ATTR_STEP } from '../../lib/pageContract';
import { CONNECTIONS } from './fieldReport';
import type { Navigation } from './fieldReport';

// What a report says of the page, worked out from what the browser knows, each in words that name no shopper.

/**
 * The pattern of the route a path of the store shows: `/selectedproduct/7` under the base path is
 * `/selectedproduct/:id`; a path no route has (`/login`, a mistyped address) is `other`. `patterns` are the route
 * table's paths (`''`, `shop`, `selectedproduct/:id`...).
 */
export function routePattern(pathname: string, base: string, patterns: readonly string[]): string {
  if (!pathname.startsWith(base) && `${pathname}/` !== base) return 'other';
  const segments = pathname.slice(base.length).split('/').filter(Boolean);
  const found = patterns.find((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return (
      parts.length === segments.length && parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
  return found === undefined ? 'other' : `/${found}`;
}

/** The widths the store lays out for (the header turns into the phone's below about 900 px). */
const TABLET_FROM = 600;
const DESKTOP_FROM = 1024;

/**
 * `phone`, `tablet` or `desktop` by the viewport's width in CSS pixels, followed by the connection's kind where the
 * browser says it (Chromium's `navigator.connection`): `phone-3g`.
 */
export function deviceClass(width: number, connection?: string): string {
  const size = width < TABLET_FROM ? 'phone' : width < DESKTOP_FROM ? 'tablet' : 'desktop';
  return connection !== undefined && CONNECTIONS.includes(connection) ? `${size}-${connection}` : size;
}

/** The connection's kind, where the browser says it (Firefox and Safari do not). */
export function connectionOf(navigator: Navigator): string | undefined {
  // Safari has no navigator.connection: an `if`, which the browser policy's lint reads as the check it is.
  if ('connection' in navigator && typeof navigator.connection === 'object' && navigator.connection !== null) {
    const { connection } = navigator;
    if ('effectiveType' in connection && typeof connection.effectiveType === 'string') return connection.effectiveType;
  }
  return undefined;
}

/**
 * Who answered the page's own request: the store's service worker (`worker`; `offline` when the browser was
 * offline as the store started, so the worker answered from the phone), or the server (`network`).
 */
export function servedBy(view: Window): Navigation {
  // A browser that keeps no timing says nothing of it: served as by the network.
  const [entry] =
    typeof view.performance.getEntriesByType === 'function' ? view.performance.getEntriesByType('navigation') : [];
  const byWorker = (entry?.workerStart ?? 0) > 0;
  if (!view.navigator.onLine) return 'offline';
  return byWorker ? 'worker' : 'network';
}

/**
 * How a measured page came to be shown, from the web-vitals library's word for it: prerendered, restored from the
 * back/forward cache, or otherwise as it was served (`servedBy`).
 */
export function navigationOf(navigationType: string, served: Navigation): Navigation {
  if (navigationType === 'prerender') return 'prerender';
  if (navigationType === 'back-forward-cache') return 'bfcache';
  return served;
}

/** The entry script's name as the build writes it (webpack.config.js): `main.<content hash>.js`. */
const ENTRY_SCRIPT = /\/main\.([0-9a-f]{8,})\.js(?:[?#]|$)/;

/**
 * The release the page runs: the start of its entry script's content hash. The entry names every other script of
 * the release by its own hash, so any change to the store's scripts changes it. `unknown` outside a production build.
 */
export function releaseOf(doc: Document): string {
  for (const script of Array.from(doc.scripts)) {
    const hash = ENTRY_SCRIPT.exec(script.getAttribute('src') ?? '')?.[1];
    if (hash) return hash.slice(0, 8);
  }
  return 'unknown';
}

/** The browser's family, by its user agent (the order matters: Edge and Samsung say Chrome too, Chrome says Safari). */
export function browserFamily(userAgent: string): string {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\bSamsungBrowser\//.test(userAgent)) return 'samsung';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(Chrome|Chromium|CriOS|HeadlessChrome)\//.test(userAgent)) return 'chrome';
  if (/\bSafari\//.test(userAgent)) return 'safari';
  return 'other';
}

/** Quoted text longer than this is left out of a message: it is data (a parsed text, a value), not the error. */
const QUOTED_KEPT = 24;

/**
 * An error's message as reported: its first line, without Chrome's `Uncaught ` (so the browsers' messages group),
 * any URL cut to its path (no query, no fragment, no host), and long quoted text left out (`JSON.parse` quotes what it
 * read, which may be a kept cart, quotes and all: text in double quotes runs to the last one).
 */
export function cleanMessage(message: string): string {
  return (message.split('\n')[0] ?? '')
    .replace(/^Uncaught (?:\(in promise\) )?/, '')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"()]+/gi, (url) => {
      try {
        return new URL(url).pathname;
      } catch {
        return '…';
      }
    })
    .replace(/"(.*)"|'[^']*'|`[^`]*`/g, (quoted: string) => {
      const mark = quoted.charAt(0);
      return quoted.length - 2 > QUOTED_KEPT ? `${mark}…${mark}` : quoted;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The controls a tap lands on, innermost first. */
const CONTROL = 'a[href], button, input, select, textarea, summary, label';
/** The page's regions a control may sit in. */
const REGION = 'header, nav, main, footer, dialog, form, aside';
/** A button's own words are kept when this short: longer ones may hold a product's name. */
const WORDS_KEPT = 24;

/**
 * The control an interaction landed on, in words an operator can find on the page and that name no shopper: its
 * region, its element, a link's route pattern, a field's name, the store's own attributes, a button's short text with
 * digits hidden (`main button[data-add-to-cart] "Add to Cart"`, `header a[href=/cart]`). '' when the element is gone
 * from the page (rendered anew since).
 */
export function describeTarget(node: Node | null, routeOf: (href: string) => string): string {
  if (!(node instanceof Element) || !node.isConnected) return '';
  const control = node.closest(CONTROL) ?? node;
  const parts = [control.localName];
  const href = control instanceof HTMLAnchorElement ? control.href : null;
  if (href !== null) parts.push(`[href=${routeOf(href)}]`);
  const name = control.getAttribute('name');
  if (name !== null && control.matches('input, select, textarea')) parts.push(`[name=${name}]`);
  else if (control instanceof HTMLInputElement) parts.push(`[type=${control.type}]`);
  const step = control.getAttribute(ATTR_STEP);
  if (step !== null) parts.push(`[${ATTR_STEP}=${step}]`);
  if (control.hasAttribute(ATTR_ADD_TO_CART)) parts.push(`[${ATTR_ADD_TO_CART}]`);
  const words = control.localName === 'button' ? control.textContent.replace(/\s+/g, ' ').trim() : '';
  const region = control.parentElement?.closest(REGION)?.localName;
  const described = `${parts.join('')}${words && words.length <= WORDS_KEPT ? ` "${words.replace(/\d/g, '#')}"` : ''}`;
  return region ? `${region} ${described}` : described;
}

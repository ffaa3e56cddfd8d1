// @ts-check
// How a web server must answer for the built store (dist/): the one table every server configuration in deploy/ is
// written from (deploy/render-conf.cjs), and the reference the tests hold each server to (test/e2e/server.spec.ts
// over HTTP, test/deploy/*.test.ts for the files themselves). CommonJS, so the render script, the test harness
// (scripts/serve-dist.cjs) and the TypeScript tests can all load it; typed by serving-rules.d.cts.
'use strict';

/**
 * The Content-Security-Policy, directive by directive: nothing inline, nothing evaluated, nothing from another
 * origin; the service worker only from the store itself; `default-src 'self'` covers what is not listed (frames).
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const CSP_DIRECTIVES = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['media-src', "'self'"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
];

/**
 * Sent with every answer, errors included.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const SECURITY_HEADERS = [
  ['Content-Security-Policy', CSP_DIRECTIVES.map(([name, sources]) => `${name} ${sources}`).join('; ')],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/**
 * Where the store's pages report how fast they were for the shopper and the script errors they met
 * (src/features/vitals, docs/decisions/0013): one GET per report, its facts in the query string. The server answers
 * it with 204 and no body, never stored, and logs it in a file of its own in the project's format, which names no
 * one: the time, the request target (path and query as received) and the status, and no address, User-Agent,
 * referrer, cookie or other header. nginx and Apache write `{"time":"…","uri":"/_vitals?…","status":204}`, one a
 * line; Caddy its JSON access log with every field that could name a shopper deleted (`request.uri`, `status`).
 * `npm run vitals:report` reads these, and the combined format of logs written before.
 *
 * `longest` is the longest request target a report may have, in bytes: a longer one is refused with
 * `tooLongStatus` and not logged (a report the store writes is far shorter; a longer one is no report of its). `rate`
 * and `burst` are nginx's limit_req per client address: a page hidden reports at most ten reports at once (its load's
 * three figures, two for each page its links showed, three errors), and a shopper who opens four pages in as many
 * seconds, each hidden in turn, sends about twenty (the engines' field-report journey: with a burst of 20, its second
 * run in a row lost reports to 429); more than that, steadily, is not a shopper. Behind a proxy the client address must be the shopper's
 * (nginx's realip module, docs/operators.md). Caddy (without a plugin) and Apache (without a third-party module)
 * cannot limit the rate of requests. The path is the one src/features/vitals/fieldReport.ts sends to (a test holds
 * the two together).
 */
const FIELD_REPORTS = {
  path: '/_vitals',
  status: 204,
  cacheControl: 'no-store',
  longest: 1024,
  tooLongStatus: 414,
  rate: { perSecond: 5, burst: 40 },
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const REVALIDATE = 'no-cache';

/**
 * How long browsers keep each kind of file, by the path of the file served. The first rule whose `prefix` starts the
 * path, or whose `path` is the path, decides; every other file (the pages, the catalogue, the manifest...) is
 * revalidated on every use, so a new release or an edited catalogue shows on the next load.
 * @type {ReadonlyArray<{ prefix?: string, path?: string, cacheControl: string, why: string }>}
 */
const CACHE_RULES = [
  { prefix: '/assets/', cacheControl: IMMUTABLE, why: 'Hashed build output never changes under the same name.' },
  {
    prefix: '/images/',
    cacheControl: ONE_DAY,
    why: 'Pictures and the video keep their names across releases: a day, then revalidate.',
  },
  { prefix: '/video/', cacheControl: ONE_DAY, why: 'The shop video, named as the pictures are: a day too.' },
  {
    path: '/sw.js',
    cacheControl: REVALIDATE,
    why: 'The service worker: the browser asks for it on every load and must see a new release at once.',
  },
  {
    path: FIELD_REPORTS.path,
    cacheControl: FIELD_REPORTS.cacheControl,
    why: 'Field reports: every one must reach the server, never a cache.',
  },
];
const DEFAULT_CACHE_CONTROL = REVALIDATE;

/**
 * An error answer (a 404 above all: a missing file under /assets/, /images/, /video/ or /data/) is never stored, by
 * the browser or a cache between: a script asked for before its upload reached this server, or on a server still
 * holding the release before, must be fetched again on the next try, not answered 404 for a year. It overrides the
 * rule of the path it was asked at.
 */
const ERROR_CACHE_CONTROL = 'no-store';

/** Folders of files that must exist: a missing one is a real 404, never a page. */
const FILES_ONLY = ['assets', 'images', 'video', 'data'];

/**
 * The shop with a search, a need, a filter, an order or its avoided products hidden in its query
 * (src/features/shop/discoveryParams.ts names the same, and a test holds the two alike) is the shop's page painted
 * without products (docs/decisions/0007); that page is never served by its own name.
 */
const SHOP_QUERY = {
  path: '/shop',
  names: ['q', 'need', 'skin', 'free', 'sort', 'avoid'],
  page: '/shop-query.html',
};

/** Every other path with no file of its own: the page with an empty root, which the browser renders. */
const APP_SHELL = '/app-shell.html';

/** A folder's page: /shop is shop/index.html, answered at the path itself (no redirect to /shop/). */
const INDEX = 'index.html';

/**
 * Content types by file extension. Text types are sent with `charset=utf-8` and compressed when the browser
 * accepts it.
 * @type {ReadonlyArray<{ extensions: readonly string[], type: string, text: boolean }>}
 */
const TYPES = [
  { extensions: ['html'], type: 'text/html', text: true },
  { extensions: ['css'], type: 'text/css', text: true },
  { extensions: ['txt'], type: 'text/plain', text: true },
  { extensions: ['xml'], type: 'text/xml', text: true },
  { extensions: ['js', 'mjs'], type: 'application/javascript', text: true },
  { extensions: ['json', 'map'], type: 'application/json', text: true },
  { extensions: ['webmanifest'], type: 'application/manifest+json', text: true },
  { extensions: ['svg'], type: 'image/svg+xml', text: true },
  { extensions: ['jpg', 'jpeg'], type: 'image/jpeg', text: false },
  { extensions: ['png'], type: 'image/png', text: false },
  { extensions: ['webp'], type: 'image/webp', text: false },
  { extensions: ['ico'], type: 'image/x-icon', text: false },
  { extensions: ['woff2'], type: 'font/woff2', text: false },
  { extensions: ['woff'], type: 'font/woff', text: false },
  { extensions: ['mp4'], type: 'video/mp4', text: false },
  { extensions: ['webm'], type: 'video/webm', text: false },
];

/**
 * The copies the build writes beside each text file (scripts/precompress.cjs), best first. A server that can serves
 * the best one the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`; a text file without a copy
 * (the catalogue, which an operator may edit on the server) is compressed as it is sent.
 * @type {ReadonlyArray<{ encoding: string, suffix: string }>}
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The servers deploy/ has a configuration for, and what each one's Debian package can do. nginx without the brotli
 * module (not in Debian's nginx) serves the gzip copies only.
 * @type {Readonly<Record<'nginx' | 'caddy' | 'apache', { file: string, encodings: readonly string[], start: string }>>}
 */
const SERVERS = {
  nginx: { file: 'deploy/nginx.conf', encodings: ['gzip'], start: 'nginx -p PREFIX -c FILE' },
  caddy: { file: 'deploy/Caddyfile', encodings: ['br', 'gzip'], start: 'caddy run --config FILE --adapter caddyfile' },
  apache: { file: 'deploy/apache.conf', encodings: ['br', 'gzip'], start: 'apache2 -f FILE -DFOREGROUND' },
};

/**
 * Whether a query string names a search, a need, a filter, an order or hiding (`q=rose`, `need=`, `skin=dry`,
 * `sort&x=1`, `avoid=hide`...).
 * @param {string} search the query string, with or without its `?`
 */
function isShopQuery(search) {
  const names = new Set(
    search
      .replace(/^\?/, '')
      .split('&')
      .map((part) => part.split('=')[0]),
  );
  return SHOP_QUERY.names.some((name) => names.has(name));
}

/** The same test as a regular expression over the raw query string, for the servers' configurations. */
const SHOP_QUERY_PATTERN = `(^|&)(${SHOP_QUERY.names.join('|')})(=|&|$)`;

/**
 * @param {string} pathname
 * @returns {string}
 */
function cacheControlOf(pathname) {
  const rule = CACHE_RULES.find(({ prefix, path }) => (prefix ? pathname.startsWith(prefix) : pathname === path));
  return rule ? rule.cacheControl : DEFAULT_CACHE_CONTROL;
}

/**
 * The reference answer: which file of dist/ answers a request, with which status. `isFile` says whether a path
 * (starting with `/`) is a file of dist/. A 404's `file` is null, and so is a field report's (204, no body).
 * @param {string} pathname the decoded path of the request
 * @param {string} search its query string
 * @param {(path: string) => boolean} isFile
 * @returns {{ status: 200 | 204 | 404, file: string | null }}
 */
function answer(pathname, search, isFile) {
  if (pathname === FIELD_REPORTS.path) return { status: 204, file: null };
  if (pathname === SHOP_QUERY.page) return { status: 404, file: null };
  if ((pathname === SHOP_QUERY.path || pathname === `${SHOP_QUERY.path}/`) && isShopQuery(search)) {
    return { status: 200, file: SHOP_QUERY.page };
  }
  if (FILES_ONLY.some((folder) => pathname.startsWith(`/${folder}/`))) {
    return isFile(pathname) ? { status: 200, file: pathname } : { status: 404, file: null };
  }
  if (pathname !== '/' && isFile(pathname)) return { status: 200, file: pathname };
  const index = `${pathname.replace(/\/$/, '')}/${INDEX}`;
  if (isFile(index)) return { status: 200, file: index };
  return { status: 200, file: APP_SHELL };
}

module.exports = {
  CSP_DIRECTIVES,
  SECURITY_HEADERS,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  ERROR_CACHE_CONTROL,
  FIELD_REPORTS,
  FILES_ONLY,
  SHOP_QUERY,
  SHOP_QUERY_PATTERN,
  APP_SHELL,
  INDEX,
  TYPES,
  PRECOMPRESSED,
  SERVERS,
  isShopQuery,
  cacheControlOf,
  answer,
};

// @ts-check
// Prerenders each route of the store into HTML, after `webpack --mode production` (npm run build runs both).
//
// The server bundle (src/prerender.tsx, built by the second config of webpack.config.js into `<dist>-ssr/`)
// renders a route's #root; dist/index.html, as webpack wrote it with the hashed script and stylesheet tags, is
// the template. Written into dist/ (or MOSSBLOOM_DIST), each with .gz and .br copies for nginx's gzip_static
// (scripts/precompress.cjs; zlib's gzip for pages, many and small):
//
//   index.html                          home
//   shop/, cart/, checkout/, thank-you/ index.html of each page
//   selectedproduct/<id>/index.html     every product of the catalogue
//   shop-query.html                     the shop without products, for /shop with a search, need or sort
//   app-shell.html                      the template with an empty #root, for every other path (/login, ...)
//
// Each page's head gets its title and description and a preload of its largest picture; the one stylesheet is in
// the template, so the page paints styled before any script runs and nothing shifts later.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseBasePath } from './base-path.cjs';
import { gzipPage, brotli } from './precompress.cjs';
import { DIST, SSR_DIST } from './serve-dist.cjs';
import { loadServerBundle } from './server-bundle.cjs';
import { writeServiceWorker } from './service-worker.mjs';
import { writeSitemap } from './sitemap.cjs';

const SITE_NAME = 'Mossbloom';

const BASE = normaliseBasePath(process.env.MOSSBLOOM_BASE_PATH);

/** @param {string} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${String(char.codePointAt(0))};`);

/**
 * "Shop — Mossbloom"; a title already naming the site stays (src/components/DocumentMeta/useDocumentMeta.ts).
 * @param {string} title
 */
const documentTitle = (title) => (title.startsWith(SITE_NAME) ? title : `${title} — ${SITE_NAME}`);

/** @typedef {import('./server-bundle.cjs').PageMeta} PageMeta */

const { render, parseCatalog, pagesToPrerender, pageContract } = loadServerBundle();
// The ids and attributes this page shares with the entry and the components, from the one module that names them.
const { ROOT_ID, ATTR_CHUNKS, MAIN_PICTURE_PRELOAD } = pageContract;
/** @type {Record<string, { chunks: string[], files: string[] }>} as webpack.config.js writes it */
const routeChunks = JSON.parse(readFileSync(path.join(SSR_DIST, 'route-chunks.json'), 'utf8'));
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
// The catalogue as the store reads it (products it cannot show dropped): one page per product.
const catalog = parseCatalog(JSON.parse(readFileSync(path.join(DIST, 'data', 'db.products.json'), 'utf8')));

// html-webpack-plugin minifies the template: attribute quotes may be gone.
const ROOT_ELEMENT = new RegExp(`<div id="?${ROOT_ID}"?></div>`);
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;
for (const [what, pattern] of /** @type {[string, RegExp][]} */ ([
  ['an empty root', ROOT_ELEMENT],
  ['a description', DESCRIPTION],
  ['a title', /<title>/],
])) {
  if (!pattern.test(template)) throw new Error(`${DIST}/index.html has no ${what}`);
}

// The build puts all CSS in one stylesheet, which the template links: the prerendered page is styled at its first
// paint. A stylesheet of the app's or a page's own would come only with its script, after that paint.
for (const file of Object.values(routeChunks).flatMap(({ files }) => files)) {
  if (file.endsWith('.css') && !template.includes(`${BASE}${file}`)) {
    throw new Error(`${file} is not linked from ${DIST}/index.html: the build must keep all CSS in one stylesheet`);
  }
}

/**
 * The display face's file (Fraunces, @fontsource), as the one stylesheet names it. Every page preloads it at low
 * priority: it downloads beside the stylesheet and the main picture without competing with them, usually arrives
 * before the first paint, and otherwise swaps in later without moving anything (a fallback sized like it:
 * src/styles/display-font-fallbacks.css). Asked for only by the stylesheet, it would be requested after the
 * stylesheet, at the highest priority, and hold the first paint on a slow network.
 */
const stylesheets = routeChunks.app.files.filter((file) => file.endsWith('.css'));
const displayFontUrl = stylesheets
  .map((file) =>
    /url\(([^)]*\/fraunces-latin-500-normal\.[0-9a-f]+\.woff2)\)/.exec(readFileSync(path.join(DIST, file), 'utf8')),
  )
  .find(Boolean)?.[1];
if (!displayFontUrl)
  throw new Error(`the stylesheet (${stylesheets.join(', ')}) names no display face (Fraunces woff2)`);

/**
 * The <link>s a page needs early besides the stylesheet: its largest picture (src/lib/afterFirstPaint.ts waits
 * for it), and the display face. No script is preloaded, nor the catalogue: the browser entry loads them once the
 * page is painted (measured with npm run perf: at high priority they competed with the first paint).
 * @param {{ image?: string | undefined }} page
 */
function preloads({ image }) {
  const mainPicture = Object.entries(MAIN_PICTURE_PRELOAD).map(([name, value]) => `${name}="${value}"`);
  const picture = image ? `<link ${mainPicture.join(' ')} href="${BASE}${image}" />` : '';
  const font = `<link rel="preload" as="font" type="font/woff2" href="${displayFontUrl}" crossorigin fetchpriority="low" />`;
  return picture + font;
}

/**
 * @param {string} html the markup of #root
 * @param {PageMeta} meta
 * @param {string} head what goes at the end of the <head>
 * @param {string[]} pageChunks
 * @param {string} [bodyEnd] what goes at the end of the <body>
 */
function page(html, { title, description }, head, pageChunks, bodyEnd = '') {
  let out = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(title))}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `${head}</head>`)
    .replace('</body>', () => `${bodyEnd}</body>`);
  // A function, so `$` in the markup is never read as a replacement pattern.
  // data-chunks names the chunks of the page's module (its own and the shared one), which the browser entry
  // downloads beside the app (src/main.tsx), so the router finds them there when it asks for the page.
  out = out.replace(ROOT_ELEMENT, () => `<div id="${ROOT_ID}" ${ATTR_CHUNKS}="${pageChunks.join(' ')}">${html}</div>`);
  return out;
}

/** @type {string[]} */
const written = [];
/**
 * Every page's compression; `running` those still at work: a page's .gz and .br are made while the next render.
 * @type {Promise<void>[]}
 */
const compressions = [];
/** @type {Set<Promise<void>>} */
const running = new Set();
/**
 * @param {string} relative the file's path under DIST
 * @param {string} contents
 */
async function write(relative, contents) {
  const file = path.join(DIST, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
  written.push(relative);
  const bytes = Buffer.from(contents);
  const job = Promise.all([gzipPage(bytes), brotli(bytes)]).then(([gzipped, brotlied]) => {
    writeFileSync(`${file}.gz`, gzipped);
    writeFileSync(`${file}.br`, brotlied);
  });
  compressions.push(job);
  running.add(job);
  const done = () => running.delete(job);
  job.then(done, done);
  // A few at a time (Brotli runs on libuv's threads): enough to keep both cores busy, never a thousand at once.
  if (running.size >= 4) await Promise.race(running);
}

// Every page of the route table, one per product for the product page (src/prerender.tsx). A page carries only
// the products it paints, so its size does not grow with the catalogue (docs/decisions/0001).
const PAGES = pagesToPrerender(catalog);

// Every other path (unknown routes, /login) gets the page with an empty #root, rendered by the browser.
await write('app-shell.html', template);
for (const { pathname, search, file, chunk, picture, meta } of PAGES) {
  const rendered = await render(`${pathname}${search}`, catalog);
  const pageMeta = meta ?? rendered.meta;
  if (!pageMeta) throw new Error(`${pathname} has no title and description`);
  const chunks = routeChunks[chunk]?.chunks;
  if (!chunks) throw new Error(`the build has no chunk named ${chunk}`);
  const html = page(rendered.html, pageMeta, preloads({ image: picture }), chunks, rendered.snapshotElement);
  await write(file, html);
}
await Promise.all(compressions);
console.log(`prerendered ${String(written.length)} pages into ${DIST}`);
// The service worker precaches the pages of the routes without a parameter (home, shop and its query page, cart,
// checkout, thank-you); a product's page is kept once seen.
const precache = await writeServiceWorker({
  dist: DIST,
  ssrDist: SSR_DIST,
  pages: PAGES.filter((page) => page.precache).map(({ file, pathname, search }) => ({
    file,
    url: search === '' ? file : `${pathname.slice(1)}${search}`,
  })),
});
console.log(`sw.js precaches ${String(precache.count)} files, ${(precache.size / 1024).toFixed(1)} KiB`);
// Last, so a sitemap only ever lists pages that were written (scripts/sitemap.cjs; none without MOSSBLOOM_SITE_URL).
await writeSitemap({
  dist: DIST,
  siteUrl: process.env.MOSSBLOOM_SITE_URL,
  basePath: BASE,
  pages: PAGES,
});

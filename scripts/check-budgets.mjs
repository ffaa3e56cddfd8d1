// @ts-check
// `npm run budgets`: the store's size budgets, checked on the built files of dist/ (or MOSSBLOOM_DIST).
// Run it after `npm run build`. Prints a table; exits 1 when a budget is exceeded.
//
// Sizes marked gzip are of what nginx sends a browser that accepts gzip: the .gz copy the build wrote beside the
// file (scripts/precompress.cjs), served by gzip_static; for a file without one, zlib's level 9. The others are
// the bytes on disk.
//
//   JS before the first paint               the scripts in the <head> of dist/index.html that block rendering:
//                                            a <script src> without defer, async or type="module". The entry script
//                                            is one (src/main.tsx): it catches taps, paints the kept cart's count
//                                            and saves an Add to Cart tapped on the painted page, before the app has
//                                            arrived, so it stays small.                        ≤ 10 KiB gzip
//   JS to start the home page (info)        that, plus what runs once the page has painted: the app chunk and
//                                            the home page's chunk with their shared chunk. Printed only.
//   each chunk                              every .js under assets/, by its chunk's name: CHUNK_BUDGETS below
//   all CSS                                 every .css under assets/                           ≤ 15 KiB gzip
//   service worker                          sw.js                                              ≤ 16 KiB gzip
//   precached (info)                        the files sw.js precaches, as sent gzipped. Printed only.
//   each image                              every file under images/                           ≤ 60 KiB
//   each video                              every file under video/                            ≤ 600 KiB
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, SSR_DIST } from './serve-dist.cjs';
const KiB = 1024;

/** @typedef {(file: string) => number} SizeOf */
/** @type {SizeOf} */
const gzipSize = (file) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : zlib.gzipSync(readFileSync(file), { level: 9 }).length;
/** @type {SizeOf} */
const rawSize = (file) => statSync(file).size;
/**
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
const filesIn = (dir, pattern) => {
  try {
    return readdirSync(path.join(DIST, dir))
      .filter((name) => pattern.test(name))
      .map((name) => path.join(DIST, dir, name));
  } catch {
    return [];
  }
};

/**
 * A URL of the page (e.g. "/skincare/assets/main.1a2b.js") as a file of dist/.
 * @param {string} url
 */
function fileOfUrl(url) {
  const assets = url.indexOf('assets/');
  if (assets === -1) throw new Error(`${url} is not under assets/`);
  return path.join(DIST, url.slice(assets));
}

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const head = html.slice(0, html.indexOf('</head>'));
/**
 * @param {string} tag
 * @param {string} name
 */
const attribute = (tag, name) => new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]+))?`, 'i').exec(tag);
/**
 * @param {string} tag
 * @param {string} name
 */
const valueOf = (tag, name) => attribute(tag, name)?.[1]?.replace(/^["']|["']$/g, '');
const scriptTags = [...head.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag).filter((tag) => valueOf(tag, 'src'));
/** @param {string} tag */
const isBlocking = (tag) =>
  !attribute(tag, 'defer') && !attribute(tag, 'async') && valueOf(tag, 'type')?.toLowerCase() !== 'module';

// Every tag of scriptTags has a src (the filter above), so its value is a string.
const blocking = scriptTags.filter(isBlocking).map((tag) => fileOfUrl(/** @type {string} */ (valueOf(tag, 'src'))));
const entry = scriptTags.map((tag) => fileOfUrl(/** @type {string} */ (valueOf(tag, 'src'))));
/**
 * The scripts of the named chunk groups, as the build's route manifest lists them.
 * @param {string[]} names e.g. 'app', 'page-home'
 * @returns {string[]}
 */
function chunkScripts(names) {
  const manifest = path.join(SSR_DIST, 'route-chunks.json');
  try {
    /** @type {Partial<Record<string, { chunks: string[], files: string[] }>>} as webpack.config.js writes it */
    const chunks = JSON.parse(readFileSync(manifest, 'utf8'));
    return [...new Set(names.flatMap((name) => chunks[name]?.files ?? []))]
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(DIST, file));
  } catch {
    return [];
  }
}

/**
 * The files of dist/ the service worker precaches, as its precache list names them (relative URLs, the shop's query
 * page by its URL).
 * @param {string} worker
 * @returns {string[]}
 */
function precachedFiles(worker) {
  if (!existsSync(worker)) return [];
  const urls = [...readFileSync(worker, 'utf8').matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url ?? '');
  return urls.map((url) => path.join(DIST, url.includes('?') ? 'shop-query.html' : url));
}

/**
 * @param {string[]} files
 * @param {SizeOf} size
 */
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
/** @typedef {{ name: string, files?: number, bytes?: number, limit?: number, unit?: string, ok: boolean }} Row */
/** @type {Row[]} */
const rows = [];
/**
 * @param {string} name
 * @param {string[]} files
 * @param {SizeOf} size
 * @param {number | undefined} limit none: printed only
 * @param {string} unit
 */
function check(name, files, size, limit, unit) {
  const bytes = sum(files, size);
  rows.push({ name, files: files.length, bytes, limit, unit, ok: limit === undefined || bytes <= limit });
}

// The entry answers the painted page's Add to Cart itself (docs/decisions/0010): the kept cart's format and checks
// (plain checks of the catalogue's table of fields: no schema library), the add rule and what it says; it opens the
// shop's page for a query at its results, and focuses a page reached from the store's links, as the running store
// would. Its features of the painted page (docs/decisions/0014) answer the hearts of Saved for later too, and the
// Compare toggles with the header's count and the message of a fourth refused (0.6 of it). 9.3 KiB (2026-11-28, 8.7
// before Compare), asked for beside the 9.8 KiB stylesheet: about 48 ms at 200 KB/s.
const ENTRY_LIMIT = 10 * KiB;
check('JS before the first paint', blocking, gzipSize, ENTRY_LIMIT, 'gzip');
const appScripts = chunkScripts(['app']);
check(
  'JS to start home (info)',
  [...entry, ...appScripts, ...chunkScripts(['page-home'])],
  gzipSize,
  undefined,
  'gzip',
);
if (appScripts.length === 0) rows.push({ name: 'no app chunk in the route manifest', ok: false });

/**
 * One budget per chunk (its `webpackChunkName`, the file `assets/<name>.<hash>.js`), each with room: a chunk near its
 * limit says code has landed where it is not first needed, and is moved, not given more. Limits in gzip. They replace
 * one budget for all JS, which each feature raised by its own size (the raises are in this file's history): a total
 * never says which page pays, and never had room.
 * @type {Record<string, { limit: number, optional?: boolean }>}
 */
const CHUNK_BUDGETS = {
  // The entry, run before the first paint (the row above).
  main: { limit: ENTRY_LIMIT },
  // The app every page loads once it has painted: React DOM, react-router and Redux Toolkit as published are about
  // 115 KiB of it; the store's own code, what every page runs, the rest.
  app: { limit: 140 * KiB },
  // What more than one page runs (the catalogue's hooks, the card, the cart's lines), split out by webpack. 7 KiB
  // since the cards show the size and the price per 100 ml and the shop filters by the products' details
  // (2026-11-28: 5.2 -> 6.3 KiB, of which reading the details 0.45, the unit price 0.3, the words 0.2). 7.5 KiB since
  // every card shows its Compare toggle (2026-11-28: 6.8 -> 6.9 KiB), which left it no room.
  shared: { limit: 7.5 * KiB },
  // The carousels' and the Avoid toggles' answers on the painted page, asked for by a page that shows one.
  painted: { limit: 1 * KiB },
  // The avoid list's slice and its keeping in storage, brought when the shopper has a list,
  // once idle on a product page or the shop, or at a first tap.
  avoid: { limit: 1 * KiB },
  // The field reporter and web-vitals, loaded once the page is idle. None in a build with MOSSBLOOM_VITALS=off.
  vitals: { limit: 7 * KiB, optional: process.env.MOSSBLOOM_VITALS === 'off' },
  // 6 KiB since the diagnosis promotion paints the routine finder's form (2026-11-28: 4.1 -> 5.3 KiB): a GET form of
  // four questions, which must be in the page to work before the app; what answers it is the `routine` chunk.
  'page-home': { limit: 6 * KiB },
  // The routine finder at work (its rules, the form's behaviour, the routine), at the first intent to use it.
  routine: { limit: 5 * KiB },
  // The comparison (its dialog, its table and the rule of the ingredients only one product has), at the first intent
  // to open it: 1.75 KiB (2026-11-28). Its styles are in the one stylesheet, as every component's.
  compare: { limit: 2.5 * KiB },
  // 6.5 KiB since the shop shows and empties the avoid list and hides what it holds (2026-11-28: 4.8 -> 5.9 KiB): the
  // panel 0.8 (only the shop shows it), the hiding and its words 0.3.
  'page-shop': { limit: 6.5 * KiB },
  // 4 KiB since the page says what is in the jar (2026-11-28: 1.7 -> 3.4 KiB): its section 0.6, the EU's table of
  // fragrance allergens, which marks them in the list, 1.1, the size in the structured data 0.5.
  'page-product': { limit: 4 * KiB },
  'page-cart': { limit: 2 * KiB },
  'page-checkout': { limit: 2.5 * KiB },
  'page-thank-you': { limit: 1.5 * KiB },
};
/** The chunk a script of assets/ belongs to, by its file name (`[name].[contenthash].js`, whatever the hash's length). */
const chunkOf = (/** @type {string} */ file) => path.basename(file).replace(/(\.[0-9a-f]+)?\.js$/, '');
/** @type {Map<string, string[]>} */
const scriptsByChunk = new Map();
for (const file of filesIn('assets', /\.js$/)) {
  scriptsByChunk.set(chunkOf(file), [...(scriptsByChunk.get(chunkOf(file)) ?? []), file]);
}
for (const [chunk, { limit, optional }] of Object.entries(CHUNK_BUDGETS)) {
  const files = scriptsByChunk.get(chunk) ?? [];
  if (files.length === 0 && !optional) rows.push({ name: `chunk ${chunk}: not in the build`, ok: false });
  else if (files.length > 0) check(`chunk ${chunk}`, files, gzipSize, limit, 'gzip');
}
// A chunk no budget names is one nobody meant: most often a webpackChunkName spelled apart from its kin's, which
// makes a chunk of its own without a word.
for (const chunk of scriptsByChunk.keys()) {
  if (!Object.hasOwn(CHUNK_BUDGETS, chunk)) {
    rows.push({ name: `chunk ${chunk}: no budget names it (a misspelled webpackChunkName?)`, ok: false });
  }
}
check('all CSS', filesIn('assets', /\.css$/), gzipSize, 15 * KiB, 'gzip');
// The service worker is no script of the page: it installs in the background after the first visit.
const worker = path.join(DIST, 'sw.js');
check('service worker sw.js', existsSync(worker) ? [worker] : [], gzipSize, 16 * KiB, 'gzip');
if (!existsSync(worker)) rows.push({ name: 'no sw.js: not a build', ok: false });
check('precached by sw.js (info)', precachedFiles(worker), gzipSize, undefined, 'gzip');
for (const file of filesIn('images', /\.(svg|jpe?g|png|webp|avif|gif)$/)) {
  check(`image ${path.basename(file)}`, [file], rawSize, 60 * KiB, 'bytes');
}
for (const file of filesIn('video', /\.(mp4|webm)$/)) {
  check(`video ${path.basename(file)}`, [file], rawSize, 600 * KiB, 'bytes');
}
if (filesIn('assets', /\.js$/).length === 0) rows.push({ name: 'no JS in assets/: not a build', ok: false });

/**
 * The store's own source in the given scripts, by their source maps: each file under src/ and its lines (comments
 * included, as a reader meets them). Webpack's runtime and the packages are not counted.
 * @param {string[]} scripts
 * @returns {{ file: string, lines: number }[]}
 */
function ownSource(scripts) {
  /** @type {Map<string, number>} */
  const files = new Map();
  for (const script of scripts) {
    const map = `${script}.map`;
    if (!existsSync(map)) continue;
    /** @type {{ sources: string[], sourcesContent?: (string | null)[] }} */
    const { sources, sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8'));
    sources.forEach((source, index) => {
      const file = /^webpack:\/\/[^/]+\/\.\/(src\/.*)$/.exec(source)?.[1];
      const content = sourcesContent[index];
      if (file && typeof content === 'string') {
        files.set(file, content.replace(/\n$/, '').split('\n').length);
      }
    });
  }
  return [...files].map(([file, lines]) => ({ file, lines })).sort((a, b) => b.lines - a.lines);
}

/** @param {number | undefined} bytes */
const kib = (bytes) => (bytes === undefined ? '—' : `${(bytes / KiB).toFixed(1)} KiB`);
const table = rows.map((row) => ({
  budget: row.name,
  files: row.files ?? 0,
  size: kib(row.bytes),
  measured: row.unit ?? '',
  limit: kib(row.limit),
  room: row.limit === undefined || row.bytes === undefined ? '' : `${((1 - row.bytes / row.limit) * 100).toFixed(1)} %`,
  result: row.ok ? (row.limit === undefined ? 'info' : 'ok') : row.bytes === undefined ? 'FAIL' : 'OVER',
}));
console.log(`Budgets of ${DIST}`);
console.table(table);
// What a newcomer reads to know what runs before the app: the entry's own source (issue: at most 700 lines).
const entrySource = ownSource(blocking);
const entryLines = entrySource.reduce((total, { lines }) => total + lines, 0);
console.log(
  `The entry's own source: ${String(entryLines)} lines in ${String(entrySource.length)} files of src/ (by its source map)`,
);
console.log(entrySource.map(({ file, lines }) => `  ${String(lines).padStart(4)}  ${file}`).join('\n'));
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`${String(over.length)} budget(s) exceeded: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log('Every budget is met.');

// @ts-check
/**
 * The sitemap the build writes beside the prerendered pages (scripts/prerender.mjs calls writeSitemap last):
 * dist/sitemap.xml with the absolute URL of home, shop and every product page, and dist/robots.txt naming it.
 * Absolute URLs need the address the store is served at, which only the operator knows: MOSSBLOOM_SITE_URL, read
 * at build time. Without it no sitemap is written, never one with relative or guessed URLs.
 *
 * CommonJS with types in sitemap.d.cts, so ts-jest can load it (test/build/sitemap.test.ts), as precompress.cjs.
 */
'use strict';

const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { brotli, gzipPage } = require('./precompress.cjs');

/** sitemaps.org: at most 50,000 URLs in one file (beyond that a sitemap index would be needed). */
const MAX_URLS = 50_000;

/**
 * MOSSBLOOM_SITE_URL checked and normalised: an absolute http(s) URL ending in a slash, or null when not set. Its
 * path must be the base path the build is made for, else every URL in the sitemap would miss the store's pages.
 * @param {string | undefined} raw
 * @param {string} basePath "/" or "/sub/path/", as the build normalises MOSSBLOOM_BASE_PATH
 * @returns {string | null}
 */
function siteUrlFrom(raw, basePath) {
  if (raw === undefined || raw.trim() === '') return null;
  /**
   * @param {string} why
   * @returns {never}
   */
  const fail = (why) => {
    throw new Error(`MOSSBLOOM_SITE_URL=${raw} ${why}, e.g. MOSSBLOOM_SITE_URL=https://shop.example.com${basePath}`);
  };
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail('is not an absolute URL: give the address the store is served at');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('must be an http or https URL');
  if (url.username || url.password) return fail('must not hold a user name or password');
  if (url.search || url.hash) return fail('must not have a query or a fragment');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  // Compared as URL paths, so that percent-encoding differences do not count.
  const base = new URL(basePath, 'http://localhost').pathname;
  if (url.pathname !== base) {
    return fail(`has the path ${url.pathname}, but the build is for the base path ${base} (MOSSBLOOM_BASE_PATH)`);
  }
  return url.href;
}

/**
 * The pages a search engine should find, relative to the site URL: those the route table lists in the sitemap
 * (home, shop, each product). Cart, checkout and thank-you are no search results.
 * @param {readonly { pathname: string, sitemap: boolean }[]} pages the prerendered pages (src/prerender.tsx)
 * @returns {string[]}
 */
function sitemapPaths(pages) {
  return pages.filter((page) => page.sitemap).map((page) => page.pathname.replace(/^\//, ''));
}

/** @param {string} text */
const escapeXml = (text) =>
  // The cast: the pattern matches only the five keys, so the lookup always finds one.
  text.replace(
    /[&<>"']/g,
    (char) => /** @type {string} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }[char]),
  );

/**
 * The sitemap (sitemaps.org 0.9) of `paths` under `siteUrl` (as siteUrlFrom returns it).
 * @param {string} siteUrl
 * @param {readonly string[]} paths relative, without a leading slash ("" is the site URL itself)
 * @returns {string}
 */
function sitemapXml(siteUrl, paths) {
  if (!/^https?:\/\/[^/]+\/(.*\/)?$/.test(siteUrl)) throw new Error(`${siteUrl} is not an absolute site URL`);
  if (paths.length > MAX_URLS) {
    throw new Error(`${String(paths.length)} pages are more than one sitemap may list (${String(MAX_URLS)})`);
  }
  const entries = paths.map((relative) => {
    // A path that is absolute, or rooted, would leave the site URL.
    if (/^[a-z][a-z0-9+.-]*:|^[/\\]/i.test(relative)) throw new Error(`${relative} is not relative to the site`);
    return `  <url><loc>${escapeXml(siteUrl + relative)}</loc></url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/**
 * robots.txt as it was, plus a `Sitemap:` line naming `sitemapUrl` (unless it already names it).
 * @param {string} robotsText
 * @param {string} sitemapUrl
 * @returns {string}
 */
function robotsWithSitemap(robotsText, sitemapUrl) {
  const line = `Sitemap: ${sitemapUrl}`;
  if (robotsText.split(/\r?\n/).some((existing) => existing.trim() === line)) return robotsText;
  const body = robotsText === '' || robotsText.endsWith('\n') ? robotsText : `${robotsText}\n`;
  return `${body}${line}\n`;
}

/**
 * Writes a file and its .gz and .br copies (nginx's gzip_static would otherwise serve a stale copy).
 * @param {string} file
 * @param {string} text
 * @returns {Promise<void>}
 */
async function writeCompressed(file, text) {
  const bytes = Buffer.from(text);
  writeFileSync(file, bytes);
  const [gzipped, brotlied] = await Promise.all([gzipPage(bytes), brotli(bytes)]);
  writeFileSync(`${file}.gz`, gzipped);
  writeFileSync(`${file}.br`, brotlied);
}

/**
 * Writes `dist`/sitemap.xml and names it in `dist`/robots.txt when `siteUrl` (MOSSBLOOM_SITE_URL) is set; throws
 * when it is not a usable URL; otherwise writes nothing and logs one line. Resolves with the sitemap's URL or null.
 * @param {{ dist: string, siteUrl: string | undefined, basePath: string, pages: readonly { pathname: string, sitemap: boolean }[],
 *   log?: (line: string) => void }} options
 * @returns {Promise<string | null>}
 */
async function writeSitemap({ dist, siteUrl, basePath, pages, log = console.log }) {
  const site = siteUrlFrom(siteUrl, basePath);
  if (site === null) {
    log('no sitemap.xml: MOSSBLOOM_SITE_URL is not set (the address the store is served at, for absolute URLs)');
    return null;
  }
  const paths = sitemapPaths(pages);
  const sitemapUrl = `${site}sitemap.xml`;
  await writeCompressed(path.join(dist, 'sitemap.xml'), sitemapXml(site, paths));
  const robotsFile = path.join(dist, 'robots.txt');
  let robots = '';
  try {
    robots = readFileSync(robotsFile, 'utf8');
  } catch (error) {
    // No robots.txt shipped: the sitemap line alone still lets crawlers find the sitemap.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  await writeCompressed(robotsFile, robotsWithSitemap(robots, sitemapUrl));
  log(`wrote ${sitemapUrl} (${String(paths.length)} pages) and named it in robots.txt`);
  return sitemapUrl;
}

module.exports = { siteUrlFrom, sitemapPaths, sitemapXml, robotsWithSitemap, writeSitemap };

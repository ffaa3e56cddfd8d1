// @ts-check
// Writes dist/sw.js (docs/decisions/0008): the worker webpack built (src/worker/sw.ts, in `<dist>-ssr/sw.js`) with
// its precache list written in by Serwist's build tool, once scripts/prerender.mjs has written the pages the list
// names. Precached: the app shell, every hashed script and the stylesheet, the display face (woff2), the pages of
// the fixed routes (not the products': the catalogue decides which exist) with the empty cart's picture, and the web
// manifest with its icons.
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { brotli, gzip } from './precompress.cjs';

/**
 * @param {{ dist: string, ssrDist: string, pages: { file: string, url: string }[] }} options `pages`: the precached
 *   pages, each a file under dist and the URL (relative to the store's root) the server answers with it
 * @returns {Promise<{ count: number, size: number }>} how many files are precached, and their bytes
 */
export async function writeServiceWorker({ dist, ssrDist, pages }) {
  const urlOfFile = new Map(pages.map(({ file, url }) => [file, url]));
  const swDest = path.join(dist, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(ssrDist, 'sw.js'),
    swDest,
    globDirectory: dist,
    globPatterns: [
      'assets/*.{js,css,woff2}',
      'app-shell.html',
      ...pages.map(({ file }) => file),
      // The one picture of a fixed route that no catalogue decides: the empty cart's, opened offline too.
      'images/empty-cart.svg',
      'manifest.webmanifest',
      'favicon.svg',
      'icon*.svg',
    ],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // A page is asked for by its URL: the shop's page for a query is never served by its file name.
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: urlOfFile.get(entry.url) ?? entry.url })) }),
    ],
  });
  if (warnings.length > 0) throw new Error(`the service worker's precache list: ${warnings.join('; ')}`);
  const worker = readFileSync(swDest);
  writeFileSync(`${swDest}.gz`, await gzip(worker));
  writeFileSync(`${swDest}.br`, await brotli(worker));
  return { count, size };
}

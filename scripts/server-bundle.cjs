// @ts-check
// The build's server bundle (src/prerender.tsx, built into `<dist>-ssr/prerender.js`): the prerender renders
// with it, and the perf and Lighthouse scripts read the store's route table from it.
const path = require('node:path');
const { SSR_DIST } = require('./serve-dist.cjs');

/** @typedef {{ title: string, description: string }} PageMeta */
/** @typedef {{ id: number | string, name: string, image: string, description: string }} Product the fields read here */
/** @typedef {{ products: Product[] }} Catalog */
/** @typedef {{ html: string, meta?: PageMeta, snapshotElement?: string }} RenderedPage */
/**
 * A page of src/app/routeTable.ts, the fields the scripts read.
 * @typedef {{ page: string, path: string, example: string, perf: boolean, sitemap: boolean }} PageRoute
 */
/**
 * One page the build writes (src/prerender.tsx `PrerenderedPage`).
 * @typedef {{ pathname: string, file: string, chunk: string, picture?: string, meta?: PageMeta, sitemap: boolean, search: string, precache: boolean }} PrerenderedPage
 */
/**
 * What the server bundle exports, as src/prerender.tsx types it.
 * @typedef {object} ServerBundle
 * @property {(pathname: string, catalog: Catalog) => Promise<RenderedPage>} render
 * @property {(body: unknown) => Catalog} parseCatalog
 * @property {(catalog: Catalog) => PrerenderedPage[]} pagesToPrerender
 * @property {readonly PageRoute[]} routeTable
 * @property {typeof import('../src/lib/pageContract')} pageContract the ids and attributes the page and the entry share
 */

/**
 * The server bundle of the build in `<DIST>-ssr/`. Run after `npm run build` (the scripts call ensureBuild first).
 * @returns {ServerBundle}
 */
function loadServerBundle() {
  // React and react-dom in the bundle pick their production builds from this.
  process.env.NODE_ENV = 'production';
  return require(path.join(SSR_DIST, 'prerender.js'));
}

module.exports = { loadServerBundle };

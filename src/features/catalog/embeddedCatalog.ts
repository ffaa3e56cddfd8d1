import { CatalogFormatError, parseCatalog } from './parseCatalog';
import type { Catalog } from './types';

/** The id of the data block a prerendered page carries its catalogue in. */
export const EMBEDDED_CATALOG_ID = 'catalog-data';

/**
 * The catalogue as a JSON data block for a prerendered page's HTML: the browser never runs it (the
 * Content-Security-Policy allows no inline script anyway), and `<` is escaped so no text in the catalogue can
 * close the element.
 */
export function embeddedCatalogElement(catalog: Catalog): string {
  const json = JSON.stringify(catalog).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_CATALOG_ID}">${json}</script>`;
}

/**
 * The catalogue a prerendered page was rendered with, so the browser's first render shows the same products
 * without waiting for /data/db.products.json. Undefined when the page has none, or one the store cannot read
 * (the catalogue is then fetched as on any other page).
 */
export function readEmbeddedCatalog(doc: Document): Catalog | undefined {
  const text = doc.getElementById(EMBEDDED_CATALOG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseCatalog(JSON.parse(text));
  } catch (error) {
    if (!(error instanceof SyntaxError || error instanceof CatalogFormatError)) throw error;
    console.warn('The catalogue embedded in this page could not be read; fetching it instead.', error);
    return undefined;
  }
}

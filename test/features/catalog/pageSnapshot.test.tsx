import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  firstProductsSnapshot,
  pageSnapshotElement,
  productSnapshot,
  readPageSnapshot,
} from '../../../src/features/catalog';
import type { PaintedSnapshot, Product } from '../../../src/features/catalog';
import { paintedProducts } from '../../../src/features/catalog/paintedProducts';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { catalogProducts, productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

/** The shipped catalogue as the build saw it, under other names: what shows is told apart from the file's. */
const builtCatalog = {
  products: catalogProducts.map((product, index) => ({ ...product, name: `PAINTED ${String(index + 1)}` })),
};
const painted = (pathname: string, count: number): PaintedSnapshot => ({
  pathname,
  snapshot: firstProductsSnapshot(builtCatalog, count),
});
const paintedProduct = (product: Product): PaintedSnapshot => ({
  pathname: `/selectedproduct/${String(product.id)}`,
  snapshot: productSnapshot(builtCatalog, product),
});

/** Puts the element into a page the way the browser parses prerendered HTML. */
function pageWith(markup: string) {
  document.body.innerHTML = `<div id="root"></div>${markup}`;
  return document;
}

const shopNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A product as a page of cards carries it: all but what only its own page shows (and its type, which none shows). */
const cardFieldsOf = (product: Product) =>
  Object.fromEntries(
    Object.entries(product).filter(([field]) => !['keyIngredients', 'howToUse', 'type'].includes(field)),
  );

describe('the snapshot a prerendered page carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('comes back as it was written, with the page it was painted for', () => {
    const snapshot = painted('/shop', 8);
    expect(readPageSnapshot(pageWith(pageSnapshotElement(snapshot)))).toEqual(snapshot);
    expect(snapshot.snapshot).toMatchObject({ kind: 'first', total: catalogProducts.length });
    // The shop's need filter paints each need's count; a product page its suggestions (others of its need).
    const counts = catalogProducts.filter((entry) => entry.category === productAt(0).category).length;
    expect(snapshot.snapshot).toMatchObject({ needCounts: { [productAt(0).category]: counts, 'Anti-waste': 0 } });
    const product = paintedProduct(productAt(2));
    expect(readPageSnapshot(pageWith(pageSnapshotElement(product)))).toEqual(product);
  });

  it('is a JSON data block that no product text can close', () => {
    const hostile = makeProduct({ name: '</script><script>window.__xss = 1</script>' });
    const element = pageSnapshotElement(paintedProduct(hostile));
    expect(element).toMatch(/^<script type="application\/json" id="page-snapshot">/);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageSnapshot(pageWith(element))).toEqual(paintedProduct(hostile));
  });

  it('is ignored, with one warning, when it cannot be read; a page without one has none', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = [
      '{"pathname": "/shop", "snapshot": {"kind": "first", "products": [{"id": 1}], "total": 1}}',
      '{"pathname": "/shop", "snapshot": {"kind": "first", "products": [], "total": -1}}',
      '{"snapshot": {"kind": "product", "product": null}}',
      // The need counts and the suggestions are part of what a page paints: without them, or wrong, it is unread.
      JSON.stringify({ pathname: '/shop', snapshot: { kind: 'first', products: [], total: 0 } }),
      JSON.stringify({
        pathname: '/shop',
        snapshot: { kind: 'first', products: [], total: 0, needCounts: { Nope: 1 } },
      }),
      JSON.stringify({
        pathname: '/shop',
        snapshot: { kind: 'first', products: [], total: 0, needCounts: { Tones: -1 } },
      }),
      JSON.stringify({ pathname: '/shop', snapshot: { kind: 'first', products: [], total: 0, needCounts: [] } }),
      '{"pathname": "/shop", "snapshot": {"kind": "first", "products": [], "total": 0, "needCounts": {"constructor": 1}}}',
      JSON.stringify({ pathname: '/selectedproduct/1', snapshot: { kind: 'product', product: productAt(0) } }),
      JSON.stringify({
        pathname: '/selectedproduct/1',
        snapshot: { kind: 'product', product: productAt(0), related: [{ id: 2 }] },
      }),
      'not json',
    ];
    for (const text of broken) {
      expect(readPageSnapshot(pageWith(`<script type="application/json" id="page-snapshot">${text}</script>`))).toBe(
        undefined,
      );
    }
    expect(warn).toHaveBeenCalledTimes(broken.length);
    expect(readPageSnapshot(pageWith(''))).toBeUndefined();
  });

  it('carries, for cards, what cards, the search and the filters read; a product page its own product whole', () => {
    const first = painted('/shop', 8);
    if (first.snapshot.kind !== 'first') throw new Error('not a page of cards');
    for (const product of first.snapshot.products) {
      expect(Object.keys(product)).toEqual(expect.arrayContaining(['size', 'ingredients', 'skinTypes', 'freeFrom']));
      expect(product).not.toHaveProperty('howToUse');
      expect(product).not.toHaveProperty('keyIngredients');
    }
    const { snapshot } = paintedProduct(productAt(2));
    if (snapshot.kind !== 'product') throw new Error('not a product page');
    expect(snapshot.product).toEqual(productAt(2));
    expect(snapshot.related.every((related) => !('howToUse' in related))).toBe(true);
  });

  it('gives the entry the products it painted, of either kind; none when they cannot be read', () => {
    const first = painted('/shop', 8);
    expect(paintedProducts(pageWith(pageSnapshotElement(first)))).toEqual(
      builtCatalog.products.slice(0, 8).map(cardFieldsOf),
    );
    const product = paintedProduct(productAt(2));
    const { snapshot } = product;
    expect(snapshot.kind).toBe('product');
    if (snapshot.kind === 'product') {
      expect(paintedProducts(pageWith(pageSnapshotElement(product)))).toEqual([snapshot.product, ...snapshot.related]);
    }
    for (const text of ['not json', '{"snapshot": {"kind": "first", "products": [{"id": 1}]}}']) {
      expect(paintedProducts(pageWith(`<script type="application/json" id="page-snapshot">${text}</script>`))).toEqual(
        [],
      );
    }
    expect(paintedProducts(pageWith(''))).toEqual([]);
  });
});

describe('a painted page until the catalogue file answers', () => {
  it('shows its snapshot, then the file’s products', async () => {
    server.hold();
    await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    expect(shopNames()).toEqual(builtCatalog.products.slice(0, 8).map((product) => product.name));
    expect(screen.getByText(`Showing 8 of ${String(catalogProducts.length)} products`)).toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('heading', { name: productAt(0).name })).toBeInTheDocument();
    expect(shopNames()).toEqual(catalogProducts.slice(0, 8).map((product) => product.name));
    expect(server.catalogRequests()).toBe(1);
  });

  it('prepares the search once for the painted shop: the first keystroke reads no product text again', async () => {
    const normalize = jest.spyOn(String.prototype, 'normalize');
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    expect(await screen.findByRole('heading', { name: productAt(0).name })).toBeInTheDocument();
    // The shop prepares the catalogue's searchable texts when the browser is idle (a new task here).
    await waitFor(() => {
      expect(normalize.mock.calls.length).toBeGreaterThanOrEqual(catalogProducts.length);
    });
    const prepared = normalize.mock.calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 's');
    expect(await screen.findByRole('heading', { name: 'Results for “s”' })).toBeInTheDocument();
    // The grid and the need counts search the same list: only the typed text is made searchable.
    expect(normalize.mock.calls.length - prepared).toBeLessThanOrEqual(1);
  });

  it('asks the file for what it did not paint: each Load More counts, with the painted cards still there', async () => {
    server.hold();
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shopNames()).toHaveLength(8);
    expect(screen.getByText('Products loading...')).toBeInTheDocument();
    // The paging stays while the rest is on its way: a second tap asks for 8 more, as it would once they are here.
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    server.release();
    expect(await screen.findByRole('heading', { name: productAt(23).name })).toBeInTheDocument();
    expect(shopNames()).toHaveLength(24);
  });

  it('counts every Load More made before the file answers, when the file holds more than the page painted', async () => {
    const grown = Array.from({ length: 60 }, (_, index) => ({
      ...productAt(index % catalogProducts.length),
      id: index + 1,
      name: `GROWN ${String(index + 1)}`,
    }));
    server.serveBody({ products: grown });
    server.hold();
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    // The painted page knows of the shipped catalogue's products only; the file may hold more.
    for (let press = 0; press < 5; press += 1) await user.click(screen.getByRole('button', { name: 'Load More' }));
    server.release();
    expect(await screen.findByRole('heading', { name: 'GROWN 48' })).toBeInTheDocument();
    expect(shopNames()).toHaveLength(48);
  });

  it('once the file answers, shows the pages its products fill, and Show Less takes one of those away', async () => {
    server.hold();
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    for (let press = 0; press < 5; press += 1) await user.click(screen.getByRole('button', { name: 'Load More' }));
    server.release();
    const total = catalogProducts.length;
    expect(await screen.findByText(`Showing ${String(total)} of ${String(total)} products`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(shopNames()).toHaveLength(Math.ceil(total / 8) * 8 - 8);
  });

  it('gives way to the spec’s error, and Try again shows loading, not the snapshot', async () => {
    server.setMode('error500');
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    expect(await screen.findByText('Error loading products')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    server.setMode('ok');
    server.hold();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Products loading...')).toBeInTheDocument();
    expect(screen.queryByText('PAINTED 1')).not.toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('heading', { name: productAt(0).name })).toBeInTheDocument();
  });

  it('a product page: the painted product, then "Product not found" when the file no longer has it', async () => {
    const withdrawn = makeProduct({ id: 'withdrawn-9', name: 'PAINTED PRODUCT' });
    server.hold();
    await renderApp({
      route: '/selectedproduct/withdrawn-9',
      catalogBaseUrl: server.url,
      painted: paintedProduct(withdrawn),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'PAINTED PRODUCT' })).toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByText('PAINTED PRODUCT')).not.toBeInTheDocument();
  });

  it('never shows again once the file has answered, even after the answer has left the cache', async () => {
    server.hold();
    await renderApp({
      route: '/shop',
      catalogBaseUrl: server.url,
      painted: painted('/shop', 8),
      preloadedState: { catalogAnswered: true },
    });
    expect(screen.getByText('Products loading...')).toBeInTheDocument();
    expect(screen.queryByText('PAINTED 1')).not.toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('heading', { name: productAt(0).name })).toBeInTheDocument();
  });

  it('is the page’s whatever the URL spells: a trailing slash or an escaped id', async () => {
    server.hold();
    const product = productAt(0);
    await renderApp({
      route: `/selectedproduct/%${(String(product.id).codePointAt(0) ?? 0).toString(16)}${String(product.id).slice(1)}`,
      catalogBaseUrl: server.url,
      painted: {
        pathname: `/selectedproduct/${String(product.id)}/`,
        snapshot: productSnapshot(builtCatalog, product),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    server.release();
  });

  it('home: All needs is painted; another need waits for the file', async () => {
    server.hold();
    const { user } = await renderApp({ route: '/', catalogBaseUrl: server.url, painted: painted('/', 7) });
    const allNeeds = screen.getByRole('list', { name: 'All needs products' });
    expect(allNeeds).toHaveTextContent('PAINTED 4');
    const need = productAt(0).category;
    await user.click(screen.getByRole('button', { name: need }));
    expect(screen.getByText('Products loading...')).toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('list', { name: `${need} products` })).toBeInTheDocument();
  });

  it('belongs to its page only: another page shows "Products loading..." until the file answers', async () => {
    server.hold();
    await renderApp({ route: '/', catalogBaseUrl: server.url, painted: painted('/shop', 8) });
    expect(screen.getAllByText('Products loading...')).toHaveLength(3);
    expect(screen.queryByText('PAINTED 1')).not.toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('list', { name: 'Featured products' })).toBeInTheDocument();
  });
});

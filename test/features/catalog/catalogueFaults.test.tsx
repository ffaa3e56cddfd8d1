import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { DROPPED_ENTRIES, MALFORMED_PRODUCTS, useCatalogServer } from '../../support/catalogServer';
import { appWarnings, makeProduct } from '../../support/fixtures';
import { mockMatchMedia } from '../../support/matchMedia';
import { catalogProducts, productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

// Every place that shows the catalogue, against every way the catalogue file can go wrong.

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

const productNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

type Place = {
  route: string;
  /** The spec's messages for a failed list on this page (§8), in page order. */
  errors: string[];
  /** How many product sections wait for the catalogue on this page. */
  loaders: number;
  /** Resolves once the page shows the real catalogue. */
  loaded: () => Promise<void>;
};

const firstProduct = productAt(0);

/** The home page is the heaviest render of the store: allow it more than Testing Library's 1 s on a busy machine. */
const SLOW_RENDER = { timeout: 5000 };

const places: Record<string, Place> = {
  home: {
    route: '/',
    // In page order: featured products, the category list, testimonials.
    errors: ['There was an error loading products', 'Error loading products', 'There was an error loading products'],
    loaders: 3,
    loaded: async () => {
      const featured = await screen.findByRole('list', { name: 'Featured products' }, SLOW_RENDER);
      expect(productNames(featured)).toEqual(catalogProducts.slice(0, 3).map((product) => product.name));
      const byNeed = screen.getByRole('list', { name: 'All needs products' });
      expect(productNames(byNeed)).toEqual(catalogProducts.slice(3, 7).map((product) => product.name));
      const testimonials = screen.getByRole('region', { name: 'Customer testimonials' });
      expect(within(testimonials).getAllByRole('group', { hidden: true })).toHaveLength(4);
    },
  },
  shop: {
    route: '/shop',
    errors: ['Error loading products'],
    loaders: 1,
    loaded: async () => {
      const grid = await screen.findByRole('list', { name: 'Products' }, SLOW_RENDER);
      expect(productNames(grid)).toEqual(catalogProducts.slice(0, 8).map((product) => product.name));
    },
  },
  product: {
    route: `/selectedproduct/${String(firstProduct.id)}`,
    errors: ['Error getting product'],
    loaders: 1,
    loaded: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: firstProduct.name }, SLOW_RENDER),
      ).toBeInTheDocument();
      expect(screen.getByText(firstProduct.description)).toBeInTheDocument();
    },
  },
};

const faults: [string, () => void][] = [
  ['a 500', () => server.setMode('error500')],
  ['a 404', () => server.setMode('notFound')],
  ['a body that is not JSON', () => server.setMode('notJson')],
  ['a body without a products list', () => server.serveBody({ items: catalogProducts })],
  ['a products entry that is not a list', () => server.serveBody({ products: { 1: makeProduct() } })],
  ['a JSON null', () => server.serveBody(null)],
];

const cases = Object.entries(places).flatMap(([placeName, place]) =>
  faults.map(([fault, arrange]) => [placeName, fault, place, arrange] as const),
);

describe('a failing catalogue', () => {
  it.each(cases)(
    '%s: %s shows the spec message, and Try again loads the catalogue',
    async (_name, _f, place, arrange) => {
      arrange();
      const { user } = await renderApp({ route: place.route, catalogBaseUrl: server.url });

      const alerts = await screen.findAllByRole('alert', {}, SLOW_RENDER);
      expect(alerts.map((alert) => within(alert).getByText(/error/i).textContent)).toEqual(place.errors);
      const retries = screen.getAllByRole('button', { name: 'Try again' });
      expect(retries).toHaveLength(place.errors.length);
      expect(server.catalogRequests()).toBe(1);

      server.setMode('ok');
      const [retry] = retries;
      if (!retry) throw new Error('no Try again button');
      await user.click(retry);
      await place.loaded();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // One request answers every section of the page.
      expect(server.catalogRequests()).toBe(2);
    },
  );

  it('Try again that fails again keeps the message and the button', async () => {
    server.setMode('error500');
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading products');
    expect(server.catalogRequests()).toBe(2);
  });
});

describe('a slow catalogue', () => {
  it.each(Object.entries(places))(
    '%s: shows "Products loading..." in each product section until it arrives',
    async (_name, place) => {
      server.hold();
      await renderApp({ route: place.route, catalogBaseUrl: server.url });
      expect(await screen.findAllByText('Products loading...')).toHaveLength(place.loaders);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      server.release();
      await place.loaded();
      expect(screen.queryByText('Products loading...')).not.toBeInTheDocument();
    },
  );
});

describe('a catalogue with some malformed products', () => {
  const warning = `Skipped ${String(DROPPED_ENTRIES)} catalogue entries with missing or malformed fields or a repeated id.`;

  it.each(Object.entries(places))(
    '%s: shows the well-formed products and warns once on the console',
    async (_name, place) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      server.setMode('partlyMalformed');
      await renderApp({ route: place.route, catalogBaseUrl: server.url });
      await place.loaded();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(appWarnings(warn)).toEqual([[warning]]);
    },
  );

  it('warns once for the whole visit, however many pages read the catalogue', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.setMode('partlyMalformed');
    const { user } = await renderApp({ route: '/', catalogBaseUrl: server.url });
    await places.home?.loaded();
    const featured = screen.getByRole('list', { name: 'Featured products' });
    await user.click(within(featured).getByRole('link', { name: firstProduct.name }));
    expect(await screen.findByRole('heading', { level: 1, name: firstProduct.name })).toBeInTheDocument();
    expect(appWarnings(warn)).toEqual([[warning]]);
    expect(server.catalogRequests()).toBe(1);
  });

  it('treats a dropped product as not found on its own page', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.setMode('partlyMalformed');
    await renderApp({ route: '/selectedproduct/902', catalogBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows an empty shop, not a crash, when every product is malformed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.serveBody({ products: MALFORMED_PRODUCTS });
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    // An empty list is a loaded catalogue: no error, no cards, and the page still stands.
    expect(await screen.findByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 0 of 0 products')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(appWarnings(warn)).toHaveLength(1);
  });
});

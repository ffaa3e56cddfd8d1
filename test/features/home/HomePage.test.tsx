import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useCatalogServer } from '../../support/catalogServer';
import { mockMatchMedia } from '../../support/matchMedia';
import { catalogProducts } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function renderHome() {
  return renderApp({ route: '/', catalogBaseUrl: server.url });
}

describe('home page: featured products', () => {
  it('shows the first 3 products of the catalogue', async () => {
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Featured products' });
    expect(names(list)).toEqual(catalogProducts.slice(0, 3).map((product) => product.name));
  });
});

describe('home page: category filter', () => {
  it('starts on "All needs", which shows the products at positions 4 to 7', async () => {
    await renderHome();
    expect(screen.getByRole('button', { name: 'All needs' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: 'All needs products' });
    expect(names(list)).toEqual(catalogProducts.slice(3, 7).map((product) => product.name));
  });

  it('lists all 17 categories of the spec', async () => {
    await renderHome();
    const needs = screen.getByRole('list', { name: 'Skin needs' });
    expect(within(needs).getAllByRole('button')).toHaveLength(17);
  });

  it('shows the products whose category matches the chosen one', async () => {
    const { user } = await renderHome();
    await screen.findByRole('list', { name: 'All needs products' });
    await user.click(screen.getByRole('button', { name: 'Hydrates' }));
    expect(screen.getByRole('button', { name: 'Hydrates' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All needs' })).toHaveAttribute('aria-pressed', 'false');
    const expected = catalogProducts.filter((product) => product.category === 'Hydrates').map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(names(screen.getByRole('list', { name: 'Hydrates products' }))).toEqual(expected);
  });

  it('shows "No Items found!" for a category with no products', async () => {
    const { user } = await renderHome();
    await screen.findByRole('list', { name: 'All needs products' });
    await user.click(screen.getByRole('button', { name: 'Anti-waste' }));
    expect(screen.getByRole('heading', { name: 'No Items found!' })).toBeInTheDocument();
    expect(
      screen.getByText('This category will be available shortly. Explore other products. Happy shopping!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Anti-waste products' })).not.toBeInTheDocument();
  });
});

describe('home page: testimonials', () => {
  it('rotates through the testimonials of the first 4 products', async () => {
    await renderHome();
    const carousel = await screen.findByRole('region', { name: 'Customer testimonials' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(4);
    const first = catalogProducts[0];
    expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveTextContent(first?.testimonial ?? '');
  });

  it('says "No testimonials available." when the catalogue has no products', async () => {
    server.serveBody({ products: [] });
    await renderHome();
    expect(await screen.findByText('No testimonials available.')).toBeInTheDocument();
  });
});

describe('home page: catalogue states', () => {
  it('shows "Products loading..." in each product section until the catalogue arrives', async () => {
    server.hold();
    await renderHome();
    expect(await screen.findAllByText('Products loading...')).toHaveLength(3);
    server.release();
    expect(await screen.findByRole('list', { name: 'Featured products' })).toBeInTheDocument();
    expect(screen.queryByText('Products loading...')).not.toBeInTheDocument();
  });

  it('shows the spec messages when the product list fails', async () => {
    server.setMode('error500');
    await renderHome();
    expect(await screen.findAllByText('There was an error loading products')).toHaveLength(2);
    expect(screen.getByText('Error loading products')).toBeInTheDocument();
  });

  it('loads again when the shopper presses Try again', async () => {
    server.setMode('error500');
    const { user } = await renderHome();
    const [retry] = await screen.findAllByRole('button', { name: 'Try again' });
    server.setMode('ok');
    if (!retry) throw new Error('no Try again button');
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Featured products' })).toBeInTheDocument();
    expect(server.catalogRequests()).toBe(2);
  });

  it('still shows the sections that need no catalogue when it fails', async () => {
    server.setMode('error500');
    await renderHome();
    await screen.findByText('Error loading products');
    expect(screen.getByRole('heading', { name: 'Skincare that starts in the garden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loyalty program' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refer a friend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Treatments' })).toBeInTheDocument();
  });
});

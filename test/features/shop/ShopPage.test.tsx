import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { canLoadMore, canShowLess, fullPages, loadMore, showLess } from '../../../src/features/shop/paging';
import { useCatalogServer } from '../../support/catalogServer';
import { queryVideo } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { mockMatchMedia } from '../../support/matchMedia';
import { catalogProducts } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

const shown = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article').length;

describe('shop paging rules', () => {
  it('adds 8 and removes 8, never below 8', () => {
    expect(loadMore(8)).toBe(16);
    expect(showLess(24)).toBe(16);
    expect(showLess(16)).toBe(8);
    expect(showLess(8)).toBe(8);
    expect(showLess(12)).toBe(8);
    expect(canLoadMore(24, 28)).toBe(true);
    expect(canLoadMore(32, 28)).toBe(false);
    expect(canShowLess(8)).toBe(false);
    expect(canShowLess(16)).toBe(true);
  });

  it('fills whole pages of 8: the most the grid shows of a catalogue, never fewer than one page', () => {
    expect(fullPages(27)).toBe(32);
    expect(fullPages(16)).toBe(16);
    expect(fullPages(0)).toBe(8);
  });
});

describe('shop page', () => {
  it('shows the hero heading and the first 8 products', async () => {
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    expect(screen.getByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Products' });
    expect(shown()).toBe(8);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it('Load More adds 8 until every product shows; Show Less removes 8 down to 8', async () => {
    const total = catalogProducts.length;
    expect(total).toBeGreaterThan(24);
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByRole('list', { name: 'Products' });

    const expectedAfterLoads = [16, 24, Math.min(32, total)];
    for (const expected of expectedAfterLoads) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      expect(shown()).toBe(expected);
    }
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    // From 32 visible slots (28 products shown), each Show Less takes 8 off the slots.
    for (const expected of [24, 16, 8]) {
      await user.click(screen.getByRole('button', { name: 'Show Less' }));
      expect(shown()).toBe(expected);
    }
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it('shows the products in catalogue order', async () => {
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(catalogProducts.slice(0, 8).map((product) => product.name));
  });

  it('hides Load More when the catalogue has 8 products or fewer', async () => {
    server.serveBody({ products: [1, 2, 3].map((id) => makeProduct({ id, name: `P${String(id)}` })) });
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    await screen.findByRole('list', { name: 'Products' });
    expect(shown()).toBe(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows "Products loading..." and then "Error loading products" when the list fails', async () => {
    server.setMode('error500');
    server.hold();
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    expect(await screen.findByText('Products loading...')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('Error loading products')).toBeInTheDocument();
    expect(screen.queryByText('Products loading...')).not.toBeInTheDocument();
  });

  it('opens the membership details with Learn More', async () => {
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    expect(learnMore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Membership is free/)).not.toBeVisible();
    await user.click(learnMore);
    expect(learnMore).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Membership is free/)).toBeVisible();
  });

  it('shows the hero video with its poster, or only the poster under reduced motion', async () => {
    const { unmount, user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    const video = queryVideo();
    expect(video).toHaveAttribute('poster', '/images/shop-hero-poster.webp');
    // Nothing of the video is fetched by the painted page: it starts once the store runs.
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    await waitFor(() => {
      expect(video?.paused).toBe(false);
    });
    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(video?.paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video?.paused).toBe(false);
    unmount();
    mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    expect(queryVideo()).toBeNull();
  });
});

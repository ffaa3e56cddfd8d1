import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useCatalogServer } from '../support/catalogServer';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

/** Every scrollIntoView call: which element, and how. */
let scrolls: { id: string; options: unknown }[] = [];
beforeEach(() => {
  scrolls = [];
  Element.prototype.scrollIntoView = function recordScroll(this: Element, options?: unknown) {
    scrolls.push({ id: this.id, options });
  };
});

const scrolledToAbout = () =>
  scrolls.some(
    ({ id, options }) => id === 'about' && (options as ScrollIntoViewOptions | undefined)?.behavior === 'smooth',
  );

describe('About link', () => {
  it('scrolls smoothly to the about section on the home page', async () => {
    const { user } = await renderApp({ route: '/', catalogBaseUrl: server.url });
    await screen.findByRole('heading', { name: 'Skincare that starts in the garden' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    await waitFor(() => {
      expect(scrolledToAbout()).toBe(true);
    });
  });

  it('goes home from another page and then scrolls to the about section', async () => {
    const { user, router } = await renderApp({ route: '/cart', catalogBaseUrl: server.url });
    await screen.findByRole('heading', { name: 'Your cart' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: 'Skincare that starts in the garden' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => {
      expect(scrolledToAbout()).toBe(true);
    });
  });
});

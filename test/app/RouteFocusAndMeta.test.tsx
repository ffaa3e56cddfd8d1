import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useCatalogServer } from '../support/catalogServer';
import { mockMatchMedia } from '../support/matchMedia';
import { productAt } from '../support/products';
import { renderApp } from '../support/renderWithProviders';

const server = useCatalogServer();
beforeEach(() => {
  mockMatchMedia();
});

/** The `<meta>` in the document head named (or with the Open Graph property) `key`, if any. */
function headMeta(key: string): HTMLElement | null {
  return within(document.head).queryByText(
    (_, element) =>
      element?.tagName === 'META' && (element.getAttribute('name') === key || element.getAttribute('property') === key),
    { ignore: false },
  );
}

const cartWith = (...indexes: number[]) => ({
  cart: { items: indexes.map((index) => ({ ...productAt(index), quantity: 1 })), totalPrice: 0 },
});

describe('document title and description', () => {
  it.each([
    ['/', 'Mossbloom — natural facial and skincare', /botanicals/],
    ['/shop', 'Shop — Mossbloom', /Every Mossbloom formula/],
    ['/cart', 'Your cart — Mossbloom', /cart/],
    ['/checkout', 'Checkout — Mossbloom', /Billing details/],
    ['/thank-you', 'Thank you for your order — Mossbloom', /order is confirmed/],
    ['/login', 'Page not found — Mossbloom', /does not exist/],
  ])('%s is titled "%s" and describes itself', async (route, title, description) => {
    await renderApp({ route, catalogBaseUrl: server.url });
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
    expect(headMeta('description')).toHaveAttribute('content', expect.stringMatching(description));
    expect(headMeta('og:title')).toHaveAttribute('content', title);
    expect(headMeta('og:type')).toHaveAttribute('content', 'website');
  });

  it('changes with the page on navigation', async () => {
    const { user } = await renderApp({ route: '/cart', catalogBaseUrl: server.url });
    await waitFor(() => {
      expect(document.title).toBe('Your cart — Mossbloom');
    });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }));
    await waitFor(() => {
      expect(document.title).toBe('Shop — Mossbloom');
    });
    expect(headMeta('description')).toHaveAttribute('content', expect.stringMatching(/Every Mossbloom formula/));
  });
});

describe('focus after a route change', () => {
  it('stays where the browser put it on the first load', async () => {
    await renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).not.toHaveFocus();
  });

  it('moves to the new page h1 after following a link', async () => {
    const { user } = await renderApp({ route: '/cart', preloadedState: cartWith(0), catalogBaseUrl: server.url });
    await user.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }));
    const shopHeading = await screen.findByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' });
    await waitFor(() => {
      expect(shopHeading).toHaveFocus();
    });
  });

  it('follows the heading of a page that is still loading its product', async () => {
    server.hold();
    const product = productAt(0);
    const { user } = await renderApp({ route: '/cart', preloadedState: cartWith(0), catalogBaseUrl: server.url });
    await user.click(await screen.findByRole('link', { name: product.name }));
    expect(await screen.findByText('Products loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product details' })).toHaveFocus();
    server.release();
    const heading = await screen.findByRole('heading', { level: 1, name: product.name });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });

  it('leaves focus on the about section the About link scrolled to', async () => {
    const { user } = await renderApp({ route: '/cart', catalogBaseUrl: server.url });
    await screen.findByRole('heading', { name: 'Your cart' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    const about = await screen.findByRole('region', { name: 'Skincare that starts in the garden' });
    await waitFor(() => {
      expect(about).toHaveFocus();
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});

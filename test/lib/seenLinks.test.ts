/*
 * The links a shopper sees (src/lib/seenLinks.ts): watched once the page has loaded and the browser is idle, each
 * told once as it first shows on screen, the links a page renders later too (on their own or inside what it renders),
 * a link the page removes let go, and nothing once stopped.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { watchSeenLinks } from '../../src/lib/seenLinks';
import { screenShows, screenWatches, useScreen } from '../support/viewport';

useScreen();

/** A task after the ones queued now, where the browser's idle callback (a task in jsdom) has run. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSeenLinks', () => {
  let stop: () => void = () => undefined;
  const seen = jest.fn<(link: HTMLAnchorElement) => void>();
  const link = (name: string) => screen.getByRole('link', { name });
  beforeEach(() => {
    document.body.innerHTML = '<nav><a href="/cart">Cart</a><a>No address</a></nav>';
  });
  afterEach(() => {
    stop();
    seen.mockReset();
    document.body.innerHTML = '';
  });

  it('tells each link once as it first shows, those rendered later too, and lets removed links go', async () => {
    stop = watchSeenLinks(document, seen);
    expect(screenWatches(link('Cart'))).toBe(false);
    await waitFor(() => {
      expect(screenWatches(link('Cart'))).toBe(true);
    });
    screenShows(link('Cart'));
    screenShows(link('Cart'));
    expect(seen.mock.calls).toEqual([[link('Cart')]]);

    // A link rendered on its own, and one inside what the page renders; an anchor with no address is no link.
    document.body.insertAdjacentHTML('beforeend', '<a href="/shop">Shop</a><ul><li><a href="/">Home</a></li></ul>');
    await waitFor(() => {
      expect(screenWatches(link('Home'))).toBe(true);
    });
    expect(screenWatches(link('Shop'))).toBe(true);
    expect(screenWatches(screen.getByText('No address'))).toBe(false);

    // Removed before it showed: let go.
    const shop = link('Shop');
    shop.remove();
    await waitFor(() => {
      expect(screenWatches(shop)).toBe(false);
    });
    screenShows(link('Home'));
    expect(seen.mock.calls).toEqual([[link('Cart')], [link('Home')]]);
  });

  it('starts only once the page has loaded', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    try {
      stop = watchSeenLinks(document, seen);
      await aTaskLater();
      expect(screenWatches(link('Cart'))).toBe(false);
      window.dispatchEvent(new Event('load'));
      await waitFor(() => {
        expect(screenWatches(link('Cart'))).toBe(true);
      });
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('watches nothing once stopped, even before it started', async () => {
    stop = watchSeenLinks(document, seen);
    stop();
    await aTaskLater();
    expect(screenWatches(link('Cart'))).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<a href="/shop">Shop</a>');
    await aTaskLater();
    expect(screenWatches(link('Shop'))).toBe(false);
  });
});

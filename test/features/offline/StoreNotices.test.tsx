import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { mockMatchMedia } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

beforeEach(() => {
  mockMatchMedia();
});

/** The browser going offline or online, as it tells the page. */
function goOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the store notices', () => {
  it('say politely that the store is offline and that prices may have changed, until it is back online', async () => {
    await renderApp({ route: '/cart' });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    goOnline(false);
    const said = 'You are offline. Prices may have changed since the store was last online.';
    expect(screen.getAllByRole('status').filter((region) => region.textContent.startsWith(said))).toHaveLength(1);

    goOnline(true);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('start offline when the page opens offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp({ route: '/' });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { INFORM_FOR_MS } from '../../../src/features/offline/StoreNotices';
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

const said = 'You are offline. Prices may have changed since the store was last online.';
const notice = () => screen.queryAllByRole('status').filter((region) => region.textContent.startsWith(said));
const footerLine = () => within(screen.getByRole('contentinfo')).getByRole('status');

describe('the store notices', () => {
  it('say politely that the store is offline and that prices may have changed, until it is back online', async () => {
    await renderApp({ route: '/cart' });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(footerLine()).toHaveTextContent('');

    goOnline(false);
    expect(notice()).toHaveLength(1);
    expect(footerLine()).toHaveTextContent('Offline: prices may have changed since the store was last online.');

    goOnline(true);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(footerLine()).toHaveTextContent('');
  });

  it('let the offline notice go by itself, as it only informs; the footer keeps saying it', async () => {
    jest.useFakeTimers();
    await renderApp({ route: '/', fakeTimers: true });
    goOnline(false);
    expect(notice()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(INFORM_FOR_MS - 1);
    });
    expect(notice()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(notice()).toHaveLength(0);
    expect(footerLine()).toHaveTextContent('Offline: prices may have changed');
  });

  it('start offline when the page opens offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp({ route: '/' });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
  });
});

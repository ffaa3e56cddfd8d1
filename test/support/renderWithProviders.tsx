import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { PaintedSnapshotProvider } from '../../src/features/catalog';
import type { PaintedSnapshot } from '../../src/features/catalog';
import { makeStore } from '../../src/app/store';
import type { RootState } from '../../src/app/store';
import type { KeyValueStorage, StorageEvents } from '../../src/lib/storage';
import { createMemoryStorage } from './memoryStorage';

type Options = {
  preloadedState?: Partial<RootState>;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: every path). */
  path?: string;
  storage?: KeyValueStorage;
  /** The window events the cart follows once the app has started (none by default). */
  events?: StorageEvents;
  /** Where the catalogue is fetched from: the test's own server (test/support/catalogServer.ts). */
  catalogBaseUrl?: string;
  /** Set when the test uses Jest's fake timers, so user-event advances them while it waits. */
  fakeTimers?: boolean;
  /** What a prerendered page painted, as the browser entry gives it to the pages (src/app/start.tsx). */
  painted?: PaintedSnapshot;
};

/** A closed port: a test that forgot to start the catalogue server fails loudly instead of hitting anything. */
const NO_CATALOG = 'http://127.0.0.1:9/';

function setup(routeObjects: RouteObject[], options: Options) {
  const { preloadedState, route = '/', storage = createMemoryStorage(), catalogBaseUrl = NO_CATALOG } = options;
  const store = makeStore(preloadedState, { storage, catalogBaseUrl, events: options.events });
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime.bind(jest) } : {});
  const view = render(
    <Provider store={store}>
      <PaintedSnapshotProvider value={options.painted}>
        <RouterProvider router={router} />
      </PaintedSnapshotProvider>
    </Provider>,
  );
  return { store, router, storage, user, ...view };
}

/** Renders `ui` with its own fresh store and a memory router, as the app would. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return setup([{ path: options.path ?? '*', element: ui }], options);
}

/**
 * Renders the whole store (the app's own route table and layout) at `options.route`, and resolves once the
 * router has loaded the first page's lazy module, so the page is on screen when the test goes on.
 */
export async function renderApp(options: Options = {}) {
  const view = setup(routes, options);
  await waitFor(() => {
    // The router is ready and React has swapped the busy placeholder for the page.
    const loading = screen.queryByRole('main', { busy: true });
    if (!view.router.state.initialized || loading) throw new Error('The first page is still loading.');
  });
  return view;
}

/*
 * A page as the build writes it (src/prerender.tsx), in the document at its own URL, and the app started on it as
 * the browser does: the entry (src/app/enter.ts) runs on the painted page, the app arrives when the test says so,
 * makes the store and hydrates the page (src/app/start.tsx). The page must hydrate cleanly: any console error but
 * the one named below fails the test.
 *
 * Use it once per test file, after the catalogue server, then paint a page in a test:
 *
 *   const server = useCatalogServer();
 *   const built = useBuiltPages(server);
 *
 *   it('names the cart page on the first paint and once the app runs', async () => {
 *     const page = await built.paint('/cart');
 *     expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
 *     await page.startApp();
 *     expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
 *   });
 *
 * `paint()` puts the build's HTML in the document and runs nothing; `page.enter()` runs the entry with the app held
 * back (to tap the painted page before the store exists); `page.startApp()` enters if that has not been done, lets
 * the app arrive, and resolves once it has started and hydrated. After each test the app stops, the document is
 * emptied, and the console errors of the test are checked. An entry whose app never started (a test of an app that
 * cannot load) keeps listening on the document and the window, as it would on a page whose store never came: such a
 * test is best the last of its file, or its later tests may meet that entry's answers.
 */
import { afterAll, afterEach, beforeAll, expect, jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { enter } from '../../src/app/enter';
import type { EnterOptions } from '../../src/app/enter';
import { paintedPageFeatures } from '../../src/app/paintedPageFeatures';
import { later } from '../../src/app/paintedPageFeaturesLater';
import { STORE_RUNNING_MARK, start } from '../../src/app/start';
import type { AppStore } from '../../src/app/store';
import type { Catalog } from '../../src/features/catalog';
import { ATTR_CHUNKS, ATTR_TAP_HELD, ROOT_ID } from '../../src/lib/pageContract';
import type { PaintedPageFeature } from '../../src/lib/paintedPage';
import type { KeyValueStorage } from '../../src/lib/storage';
import { render as pageOfTheBuild } from '../../src/prerender';
import { mockMatchMedia } from './matchMedia';
import { createMemoryStorage } from './memoryStorage';
import { catalogProducts } from './products';

/**
 * The one console error a clean start may print, from React's development build only: the entry sets attributes on
 * the painted page before the app hydrates it (the header count's name, a '−' enabled by '+', an Add to Cart's
 * "added" mark), and React notes that they differ from what it renders. The production build neither compares nor
 * patches attributes, and the app renders them itself from then on. Text or elements that differ are a mismatch
 * React reports otherwise, and fail the test.
 */
export const EXPECTED_HYDRATION_WARNINGS: readonly string[] = [
  "A tree hydrated but some attributes of the server rendered HTML didn't match",
];

/**
 * The only attributes an expected warning may name; any other attribute that differs fails the test. Those the entry
 * sets on the painted page before the app hydrates it: a held tap's look and `aria-busy` (src/lib/earlyTaps.ts) and
 * what each feature of the painted page says it sets (src/app/paintedPageFeatures.ts); and a <video>'s `muted`, which
 * React compares as a property the HTML attribute never sets.
 */
const EXPECTED_ATTRIBUTES: ReadonlySet<string> = new Set([
  ATTR_TAP_HELD,
  'aria-busy',
  ...[...paintedPageFeatures, ...later].flatMap((feature) => feature.sets),
  'muted',
]);

/** The attributes React's warning names in its diff: lines such as `-  data-cart-count="2"`. */
const attributesNamed = (message: string) =>
  [...message.matchAll(/^[+-]\s+([\w:-]+)=/gm)].map(([, name]) => name ?? '');

const expected = (message: string) =>
  EXPECTED_HYDRATION_WARNINGS.some((warning) => message.startsWith(warning)) &&
  attributesNamed(message).every((name) => EXPECTED_ATTRIBUTES.has(name));

export type PaintOptions = {
  /** The catalogue the build paints from: the shipped one unless given. */
  catalog?: Catalog;
  /** The page's own chunks, as the build names them on #root (`data-chunks`), e.g. 'page-product'. */
  chunks?: string;
  /** What `matchMedia` answers: false for any query not listed. */
  media?: Record<string, boolean>;
};

export type EnterPageOptions = {
  /** The browser's storage: an empty memory storage unless given. */
  storage?: KeyValueStorage;
  /** The features at work on the painted page: the store's own (src/app/paintedPageFeatures.ts) unless given. */
  features?: readonly PaintedPageFeature<AppStore>[];
  /** Those whose taps may wait a moment, from their chunk: the store's own unless given. */
  laterFeatures?: EnterOptions['laterFeatures'];
  /** Runs as soon as the app has made the store (its first, synchronous step), before the page hydrates. */
  whenTheStoreIsMade?: () => void;
};

export type BuiltPage = {
  /**
   * Runs the entry on the painted page; the app is downloaded only when `startApp()` lets it arrive. The promise
   * settles with the app's `stop` once it has started.
   */
  enter(options?: EnterPageOptions): Promise<() => void>;
  /**
   * Lets the app arrive (entering first if the test did not), waits until it has started, hydrated and played the
   * taps the entry held, and checks the console: no error but the expected hydration warnings.
   */
  startApp(): Promise<void>;
};

/** The console errors of the test so far that are not expected hydration warnings. */
function unexpected(errors: jest.SpiedFunction<typeof console.error>): string[] {
  return errors.mock.calls.map((args) => args.map(String).join(' ')).filter((message) => !expected(message));
}

/**
 * Makes the built pages of a test file: jsdom's stand-ins for what the app needs and jsdom lacks, set once; after
 * each test the app is stopped, the document emptied and the console checked. `catalogue` is the test's catalogue
 * server (test/support/catalogServer.ts): the app fetches from it.
 */
export function useBuiltPages(catalogue: { readonly url: string }) {
  let stops: (() => void)[] = [];
  let errors: jest.SpiedFunction<typeof console.error> | undefined;
  let print: typeof console.error = () => undefined;
  const hadMessageChannel = Object.getOwnPropertyDescriptor(globalThis, 'MessageChannel');
  const hadImage = Object.getOwnPropertyDescriptor(window, 'Image');

  beforeAll(() => {
    print = console.error.bind(console);
    // The app starts in short tasks (yieldToMain): jsdom has no MessageChannel, Node does.
    if (typeof globalThis.MessageChannel === 'undefined') {
      Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    }
    // The page's main picture (preloaded by the painted page) has arrived: jsdom downloads no pictures.
    class DownloadedPicture {
      src = '';
      readonly complete = true;
    }
    Object.defineProperty(window, 'Image', { value: DownloadedPicture, configurable: true });
  });

  afterEach(() => {
    const running = stops;
    stops = [];
    act(() => {
      for (const stop of running) stop();
    });
    document.body.innerHTML = '';
    const problems = errors ? unexpected(errors) : [];
    errors = undefined;
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    if (hadMessageChannel) Object.defineProperty(globalThis, 'MessageChannel', hadMessageChannel);
    else Reflect.deleteProperty(globalThis, 'MessageChannel');
    if (hadImage) Object.defineProperty(window, 'Image', hadImage);
  });

  /** Puts the build's HTML of `pathname` in the document, as the browser parses it, at that URL. Runs nothing. */
  async function paint(pathname: string, options: PaintOptions = {}): Promise<BuiltPage> {
    const { catalog = { products: catalogProducts }, chunks, media = {} } = options;
    // Mocks are restored between tests (jest.config.ts): the spy is the test's own.
    errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // The expected warnings tell a reader of the test output nothing; anything else is printed as usual.
      if (!expected(args.map(String).join(' '))) print(...args);
    });
    mockMatchMedia(media);
    const { html, snapshotElement } = await pageOfTheBuild(pathname, catalog);
    const named = chunks === undefined ? '' : ` ${ATTR_CHUNKS}="${chunks}"`;
    document.body.innerHTML = `<div id="${ROOT_ID}"${named}>${html}</div>${snapshotElement ?? ''}`;
    window.history.replaceState(null, '', pathname);

    let entered: Promise<() => void> | undefined;
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const page: BuiltPage = {
      enter({ storage = createMemoryStorage(), features, laterFeatures, whenTheStoreIsMade } = {}) {
        entered ??= enter(document, {
          storage,
          ...(features ? { features } : {}),
          ...(laterFeatures ? { laterFeatures } : {}),
          loadApp: async () => {
            await arrived;
            return {
              start: (container, entry) => {
                const started = start(container, entry, { catalogBaseUrl: catalogue.url });
                whenTheStoreIsMade?.();
                return started;
              },
            };
          },
        });
        return entered;
      },
      async startApp() {
        // The store runs once the held taps have played, each in a task of its own: it marks the moment, by
        // performance.mark, which jsdom lacks and the test lends it.
        const marks: string[] = [];
        Object.defineProperty(performance, 'mark', {
          configurable: true,
          value: (name: string) => {
            marks.push(name);
          },
        });
        const starting = page.enter();
        await act(async () => {
          arrive();
          stops.push(await starting);
        });
        await waitFor(() => {
          expect(marks).toContain(STORE_RUNNING_MARK);
        });
        Reflect.deleteProperty(performance, 'mark');
        expect(errors ? unexpected(errors) : []).toEqual([]);
      },
    };
    return page;
  }

  return { paint };
}

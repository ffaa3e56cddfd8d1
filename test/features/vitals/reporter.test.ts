import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { MetricType } from 'web-vitals';
import { routeTable } from '../../../src/app/routeTable';
import { readFieldReport } from '../../../src/features/vitals/fieldReport';
import type { FieldReport } from '../../../src/features/vitals/fieldReport';
import { ERRORS_PER_PAGE, startFieldReports } from '../../../src/features/vitals/reporter';
import type { Measure } from '../../../src/features/vitals/reporter';

// The page's reporter in jsdom, with the web-vitals library's part played by the test: it hands the figures over as
// the library does (each change of them), and the page is hidden, restored, taken offline as a browser would.

const ROUTES = routeTable.map((route) => route.path);

/** The page's visibility, connection and browser, as the test sets them. */
const browser = {
  visibility: 'visible' as DocumentVisibilityState,
  online: true,
  gpc: false,
  dnt: null as string | null,
};
beforeEach(() => {
  Object.assign(browser, { visibility: 'visible', online: true, gpc: false, dnt: null });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => browser.visibility });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browser.online });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => browser.dnt });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => browser.gpc });
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    get: () => 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  });
  window.innerWidth = 390;
  // The page as a shopper opened it: a product with a query, and the build's entry script.
  window.history.replaceState(null, '', '/selectedproduct/7?q=rose&from=mail#reviews');
  document.head.innerHTML = '<script src="/assets/main.70daa481c482b4198346.js"></script>';
});
afterEach(() => {
  stopReporting();
  for (const property of ['doNotTrack', 'globalPrivacyControl', 'onLine', 'userAgent']) {
    Reflect.deleteProperty(navigator, property);
  }
  Reflect.deleteProperty(document, 'visibilityState');
});

let stopReporting: () => void = () => undefined;
/** Starts the reporter; returns what it sends (each URL, and each read back) and the library's hand. */
function report({ send }: { send?: (url: string) => void } = {}) {
  const sent: string[] = [];
  const handed: ((metric: MetricType) => void)[] = [];
  const measure: Measure = (callback, options) => {
    expect(options).toEqual({ reportAllChanges: true });
    handed.push(callback);
  };
  stopReporting = startFieldReports({
    view: window,
    base: '/',
    routes: ROUTES,
    measures: [measure],
    send:
      send ??
      ((url) => {
        sent.push(url);
      }),
  });
  const reports = () =>
    sent.map((url): FieldReport | null => {
      const { pathname, searchParams } = new URL(url, 'https://shop.example');
      expect(pathname).toBe('/_vitals');
      return readFieldReport(searchParams);
    });
  /** The library hands a figure over. */
  const measured = (metric: Partial<MetricType> & Pick<MetricType, 'name' | 'value'>) => {
    for (const callback of handed) {
      callback({
        id: `v6-${metric.name}`,
        rating: 'good',
        delta: metric.value,
        entries: [],
        navigationType: 'navigate',
        navigationId: 1,
        ...metric,
      });
    }
  };
  return { sent, reports, measured, handed };
}

/** The browser hides the page (another tab, the home screen, the next page), or shows it again. */
function hide() {
  browser.visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}
function show() {
  browser.visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

const PAGE = { route: '/selectedproduct/:id', device: 'phone', nav: 'network', release: '70daa481' };

describe('the page’s field reporter (reporter.ts)', () => {
  it('sends each figure once the page is hidden, as it then stands: the route’s pattern, never its id or query', () => {
    const { sent, reports, measured } = report();
    measured({ name: 'TTFB', value: 12.4 });
    measured({ name: 'FCP', value: 640.6, rating: 'good' });
    measured({ name: 'LCP', value: 900 });
    measured({ name: 'LCP', value: 2712.7, rating: 'needs-improvement' });
    measured({ name: 'CLS', value: 0.10449, rating: 'needs-improvement' });
    expect(sent).toEqual([]);

    hide();
    expect(reports()).toEqual([
      { kind: 'vital', ...PAGE, metric: 'TTFB', value: 12, rating: 'good' },
      { kind: 'vital', ...PAGE, metric: 'FCP', value: 641, rating: 'good' },
      { kind: 'vital', ...PAGE, metric: 'LCP', value: 2713, rating: 'needs-improvement' },
      { kind: 'vital', ...PAGE, metric: 'CLS', value: 0.104, rating: 'needs-improvement' },
    ]);
    for (const url of sent) {
      expect(url).not.toMatch(/rose|mail|reviews|selectedproduct%2F7/);
      expect(url.length).toBeLessThan(300);
    }
  });

  it('sends what the library hands over as the page is hidden at once, and no figure twice', () => {
    const { reports, measured } = report();
    hide();
    measured({ name: 'INP', value: 96, entries: [] });
    expect(reports()).toEqual([{ kind: 'vital', ...PAGE, metric: 'INP', value: 96, rating: 'good' }]);
    // Shown again and hidden again: the same page's figures have been sent.
    show();
    measured({ name: 'INP', value: 480, rating: 'needs-improvement' });
    hide();
    expect(reports()).toHaveLength(1);
    // Restored from the back/forward cache, the page is measured anew, under a new id.
    show();
    measured({ name: 'LCP', value: 40, id: 'v6-LCP-restored', navigationType: 'back-forward-cache' });
    hide();
    expect(reports().at(-1)).toEqual({
      kind: 'vital',
      ...PAGE,
      nav: 'bfcache',
      metric: 'LCP',
      value: 40,
      rating: 'good',
    });
  });

  it('names the control of the slowest interaction, by what the page shows', () => {
    document.body.innerHTML =
      '<main><button type="button" data-step="increase" aria-label="Increase quantity of Rose">+</button></main>';
    const target = document.querySelector('button');
    const { reports, measured } = report();
    measured({
      name: 'INP',
      value: 232,
      rating: 'needs-improvement',
      entries: [{ target } as unknown as PerformanceEventTiming],
    });
    hide();
    expect(reports()).toEqual([
      {
        kind: 'vital',
        ...PAGE,
        metric: 'INP',
        value: 232,
        rating: 'needs-improvement',
        target: 'main button[data-step=increase] "+"',
      },
    ]);
  });

  it('sends nothing when the browser asks not to be tracked: Global Privacy Control, or Do Not Track', () => {
    for (const ask of [{ gpc: true }, { dnt: '1' }]) {
      Object.assign(browser, { gpc: false, dnt: null }, ask);
      const { sent, measured, handed } = report();
      expect(handed).toEqual([]);
      measured({ name: 'LCP', value: 1200 });
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: no', filename: '/assets/app.js' }));
      hide();
      expect(sent).toEqual([]);
      stopReporting();
      show();
    }
  });

  it('sends nothing offline, and keeps nothing for later: what was measured offline is dropped', () => {
    const { sent, measured } = report();
    measured({ name: 'LCP', value: 1200 });
    browser.online = false;
    hide();
    expect(sent).toEqual([]);
    browser.online = true;
    show();
    measured({ name: 'CLS', value: 0 });
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('metric=CLS');
  });

  it('reports the store’s own script errors with where they were thrown, a few per page, each once', () => {
    const { reports } = report();
    const thrown = (message: string, filename: string, line = 2, column = 40) => {
      window.dispatchEvent(new ErrorEvent('error', { message, filename, lineno: line, colno: column }));
    };
    thrown('Uncaught TypeError: x is not a function', 'http://localhost/assets/app.1a2b3c4d.js', 2, 345);
    thrown('Uncaught TypeError: x is not a function', 'http://localhost/assets/app.1a2b3c4d.js', 2, 345);
    // Another origin's script (an extension's) is not the store's; nor is the reporter's own chunk.
    thrown('Uncaught Error: from an extension', 'chrome-extension://abc/content.js');
    thrown('Uncaught Error: from elsewhere', 'https://cdn.example/assets/app.js');
    thrown('Uncaught Error: the reporter', 'http://localhost/assets/vitals.1a2b3c4d.js');
    const rejection = new Error('Network down');
    rejection.stack = 'Error: Network down\n    at load (http://localhost/assets/page-cart.99aa.js:1:2040)\n    at run';
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: rejection, promise: Promise.resolve() }),
    );
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: 'a string', promise: Promise.resolve() }),
    );
    for (let index = 0; index < 5; index += 1) thrown(`Uncaught Error: loop ${String(index)}`, '/assets/app.js');
    hide();
    const browserFamily = 'firefox';
    expect(reports()).toEqual([
      {
        kind: 'error',
        ...PAGE,
        message: 'TypeError: x is not a function',
        file: 'app.1a2b3c4d.js',
        line: 2,
        column: 345,
        browser: browserFamily,
      },
      {
        kind: 'error',
        ...PAGE,
        message: 'Error: Network down',
        file: 'page-cart.99aa.js',
        line: 1,
        column: 2040,
        browser: browserFamily,
      },
      {
        kind: 'error',
        ...PAGE,
        message: 'Rejected with a string',
        file: '',
        line: 0,
        column: 0,
        browser: browserFamily,
      },
    ]);
    expect(reports()).toHaveLength(ERRORS_PER_PAGE);
  });

  it('never throws into the page: a failure stops it quietly, and it never reports its own failures', () => {
    let sends = 0;
    const { measured } = report({
      send: () => {
        sends += 1;
        throw new Error('the network layer failed');
      },
    });
    measured({ name: 'LCP', value: 1200 });
    measured({ name: 'FCP', value: 900 });
    expect(() => {
      hide();
    }).not.toThrow();
    expect(sends).toBe(1);
    show();
    expect(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: later', filename: '/assets/app.js' }));
      measured({ name: 'CLS', value: 0 });
      hide();
    }).not.toThrow();
    expect(sends).toBe(1);
  });

  it('a library that throws as it starts leaves the page as it was', () => {
    const broken: Measure = () => {
      throw new Error('PerformanceObserver is not a constructor');
    };
    const sent: string[] = [];
    expect(() => {
      stopReporting = startFieldReports({
        view: window,
        base: '/',
        routes: ROUTES,
        measures: [broken, broken],
        send: (url) => sent.push(url),
      });
    }).not.toThrow();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: x', filename: '/assets/app.js' }));
    hide();
    expect(sent).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MetricType } from 'web-vitals';
import { FIELD_REPORTS } from '../../../deploy/serving-rules.cjs';
import { routeTable } from '../../../src/app/routeTable';
import { readReportQuery } from '../../../src/features/vitals/fieldReport';
import type { FieldReport } from '../../../src/features/vitals/fieldReport';
import {
  ERRORS_PER_PAGE,
  SENT_TOGETHER,
  UNDER_TIMED,
  inpOf,
  nextSession,
  startFieldReports,
} from '../../../src/features/vitals/reporter';
import type { Measure } from '../../../src/features/vitals/reporter';

// The page's reporter in jsdom, with the browser's part played by the test: the web-vitals library hands over the
// load's figures as it does (each change of them); the browser's timings (Event Timing, layout shifts) come through a
// PerformanceObserver of the test's, on a clock of the test's; the page is hidden, restored, taken offline, and moves
// to another path by a link inside the store, as a browser would.

const ROUTES = routeTable.map((route) => route.path);

/** The page's visibility, connection and browser, as the test sets them. */
const browser = {
  visibility: 'visible' as DocumentVisibilityState,
  online: true,
  gpc: false,
  dnt: null as string | null,
};

/** The performance timeline's clock, in ms since the page's navigation began. */
const clock = { now: 0 };
const at = (time: number) => {
  clock.now = time;
};

type Timing =
  | {
      entryType: 'event' | 'first-input';
      startTime: number;
      duration: number;
      interactionId: number;
      target: Node | null;
    }
  | { entryType: 'layout-shift'; startTime: number; value: number; hadRecentInput: boolean };

/** The browser's PerformanceObserver, as far as the reporter uses it: entries queued, then delivered. */
class FakeObserver {
  static supportedEntryTypes = ['event', 'first-input', 'layout-shift'];
  static watching: FakeObserver[] = [];
  type = '';
  options: PerformanceObserverInit = {};
  queued: Timing[] = [];
  constructor(private readonly callback: (list: { getEntries: () => Timing[] }) => void) {}
  observe(options: PerformanceObserverInit) {
    this.type = options.type ?? '';
    this.options = options;
    FakeObserver.watching.push(this);
  }
  takeRecords() {
    return this.queued.splice(0);
  }
  disconnect() {
    FakeObserver.watching = FakeObserver.watching.filter((observer) => observer !== this);
  }
  deliver() {
    const entries = this.takeRecords();
    if (entries.length > 0) this.callback({ getEntries: () => entries });
  }
}
/** The browser times entries (queued for each observer of their type), and later delivers them. */
const timed = (...entries: Timing[]) => {
  for (const entry of entries) {
    for (const observer of FakeObserver.watching) if (observer.type === entry.entryType) observer.queued.push(entry);
  }
};
const delivered = () => {
  for (const observer of [...FakeObserver.watching]) observer.deliver();
};
/** Event Timing with the interactions' ids, which the reporter looks for on its prototype. */
const FakeEventTiming = { prototype: { interactionId: 0 } };

/** The document's own navigation, as the timeline has it: the address it loaded. */
let loadedFrom = 'http://localhost/selectedproduct/7?q=rose&from=mail#reviews';
let painted = true;

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
  document.body.innerHTML = '';
  loadedFrom = 'http://localhost/selectedproduct/7?q=rose&from=mail#reviews';
  painted = true;
  at(5000);
  jest.spyOn(performance, 'now').mockImplementation(() => clock.now);
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => {
      if (type === 'navigation') return [{ name: loadedFrom, workerStart: 0, activationStart: 0 }];
      if (type === 'paint') return painted ? [{ name: 'first-contentful-paint' }] : [];
      return [];
    },
  });
  FakeObserver.watching = [];
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver });
  Object.defineProperty(window, 'PerformanceEventTiming', { configurable: true, value: FakeEventTiming });
});
afterEach(() => {
  stopReporting();
  for (const property of ['doNotTrack', 'globalPrivacyControl', 'onLine', 'userAgent']) {
    Reflect.deleteProperty(navigator, property);
  }
  Reflect.deleteProperty(document, 'visibilityState');
  for (const property of ['PerformanceObserver', 'PerformanceEventTiming', 'navigation']) {
    Reflect.deleteProperty(window, property);
  }
  Reflect.deleteProperty(performance, 'getEntriesByType');
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
      const read = readReportQuery(searchParams.toString());
      return typeof read === 'string' ? null : read;
    });
  /** The library hands a figure of the load over. */
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

/** A browser with the Navigation API: it says when the current entry changes (a link's push, Back, Forward). */
function withNavigationApi() {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
  return navigation;
}
/** The router follows a link inside the store at `time`: the path changes, and the page is rendered anew. */
function followLink(path: string, time: number) {
  at(time);
  window.history.pushState(null, '', path);
  if ('navigation' in window) window.navigation.dispatchEvent(new Event('currententrychange'));
}
/** Back: the browser moves the history, then says so. */
function goBack(path: string, time: number) {
  at(time);
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

let interactionIds = 0;
/**
 * The shopper taps `target` at `time` (the browser says so to the page's listeners then); the answer is on screen
 * `latency` ms later, when the browser times the interaction. Returns the entries, to be delivered.
 */
function tap(target: Element, time: number, latency: number): Timing[] {
  at(time);
  target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  target.dispatchEvent(new Event('pointerup', { bubbles: true }));
  interactionIds += 7;
  const entries: Timing[] = ['pointerdown', 'pointerup', 'click'].map(() => ({
    entryType: 'event',
    startTime: time,
    duration: latency,
    interactionId: interactionIds,
    target,
  }));
  // The browser times only interactions of 16 ms and more for an observer.
  return latency >= 16 ? entries : [];
}
/** The element `selector` finds on the page. */
function the(selector: string): Element {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector} on the page`);
  return found;
}
const shift = (startTime: number, value: number, hadRecentInput = false): Timing => ({
  entryType: 'layout-shift',
  startTime,
  value,
  hadRecentInput,
});

const PAGE = { route: '/selectedproduct/:id', device: 'phone', nav: 'network', release: '70daa481' };
const CART = { ...PAGE, route: '/cart' };
/** What a report says of its figure: the route and metric, value and rating (in that order, for a short diff). */
const figures = (reports: (FieldReport | null)[]) =>
  reports.map((found) =>
    found?.kind === 'vital' ? `${found.route} ${found.metric} ${String(found.value)} ${found.rating}` : found,
  );

describe('the page’s field reporter (reporter.ts)', () => {
  it('sends each figure once the page is hidden, as it then stands: the route’s pattern, never its id or query', () => {
    const { sent, reports, measured } = report();
    measured({ name: 'TTFB', value: 12.4 });
    measured({ name: 'FCP', value: 640.6, rating: 'good' });
    measured({ name: 'LCP', value: 900 });
    measured({ name: 'LCP', value: 2712.7, rating: 'needs-improvement' });
    timed(shift(700, 0.06), shift(1200, 0.04449));
    delivered();
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
    expect(figures(reports())).toEqual(['/selectedproduct/:id CLS 0 good']);
    measured({ name: 'LCP', value: 960 });
    expect(figures(reports())).toEqual(['/selectedproduct/:id CLS 0 good', '/selectedproduct/:id LCP 960 good']);
    // Shown again and hidden again: the same page's figures have been sent.
    show();
    measured({ name: 'LCP', value: 2480 });
    timed(...tap(document.body, 9000, 480));
    delivered();
    hide();
    expect(reports()).toHaveLength(2);
    // Restored from the back/forward cache, the page is measured anew: the load's figures under new ids, INP and
    // CLS from the restore.
    at(20_000);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    show();
    measured({ name: 'LCP', value: 40, id: 'v6-LCP-restored', navigationType: 'back-forward-cache' });
    timed(...tap(document.body, 21_000, 64));
    hide();
    expect(reports().slice(2)).toEqual([
      { kind: 'vital', ...PAGE, nav: 'bfcache', metric: 'LCP', value: 40, rating: 'good' },
      { kind: 'vital', ...PAGE, nav: 'bfcache', metric: 'INP', value: 64, rating: 'good', target: 'body' },
      { kind: 'vital', ...PAGE, nav: 'bfcache', metric: 'CLS', value: 0, rating: 'good' },
    ]);
  });

  it('names the control of the slowest interaction, by what the page shows', () => {
    document.body.innerHTML =
      '<main><button type="button" data-step="increase" aria-label="Increase quantity of Rose">+</button>' +
      '<a href="/cart">Cart</a></main>';
    const { reports } = report();
    timed(...tap(the('button'), 6000, 232), ...tap(the('a'), 7000, 96));
    delivered();
    hide();
    expect(reports()[0]).toEqual({
      kind: 'vital',
      ...PAGE,
      metric: 'INP',
      value: 232,
      rating: 'needs-improvement',
      target: 'main button[data-step=increase] "+"',
    });
  });

  it('sends nothing when the browser asks not to be tracked: Global Privacy Control, or Do Not Track', () => {
    for (const ask of [{ gpc: true }, { dnt: '1' }]) {
      Object.assign(browser, { gpc: false, dnt: null }, ask);
      const { sent, measured, handed } = report();
      expect(handed).toEqual([]);
      expect(FakeObserver.watching).toEqual([]);
      measured({ name: 'LCP', value: 1200 });
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'Uncaught Error: no', filename: '/assets/app.1a2b3c4d.js' }),
      );
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
    measured({ name: 'FCP', value: 300 });
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('metric=FCP');
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
    expect(FakeObserver.watching).toEqual([]);
    show();
    expect(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'Uncaught Error: later', filename: '/assets/app.1a2b3c4d.js' }),
      );
      measured({ name: 'TTFB', value: 0 });
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
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: x', filename: '/assets/app.1a2b.js' }));
    hide();
    expect(sent).toEqual([]);
  });
});

describe('each figure filed under the page it was measured on', () => {
  it('splits INP and CLS where a link inside the store changes the path: each page’s under its own route', () => {
    withNavigationApi();
    document.body.innerHTML = '<main><button type="button">Add to Cart</button><a href="/cart">Cart</a></main>';
    const { reports, measured } = report();
    measured({ name: 'LCP', value: 1800 });
    // The product page: a tap, a shift, then the link to the cart, whose answer the browser times once the cart has
    // rendered (the router changed the path as the tap ran): the tap is the product page's.
    timed(...tap(the('button'), 6000, 120), shift(6800, 0.05));
    const toCart = tap(the('a'), 7000, 312);
    followLink('/cart', 7010);
    // The cart has rendered: the link is gone, and the browser names no target for the tap it times.
    document.body.innerHTML = '<main><h1>Your cart</h1></main>';
    timed(...toCart);
    // The cart: a slow tap and a large shift, then the link home and a short tap there.
    timed(...tap(document.body, 8000, 64), shift(8700, 0.3));
    timed(...tap(document.body, 8500, 480));
    followLink('/', 9000);
    timed(...tap(document.body, 9500, 40), shift(9600, 0.01, true));
    // LCP, FCP and TTFB are the load's, whenever the library says them.
    measured({ name: 'FCP', value: 700 });
    hide();

    expect(figures(reports())).toEqual([
      '/selectedproduct/:id LCP 1800 good',
      '/selectedproduct/:id FCP 700 good',
      '/selectedproduct/:id INP 312 needs-improvement',
      '/selectedproduct/:id CLS 0.05 good',
      '/cart INP 480 needs-improvement',
      '/cart CLS 0.3 poor',
      '/ INP 40 good',
      '/ CLS 0 good',
    ]);
    expect(
      reports().find(
        (found) => found?.route === '/selectedproduct/:id' && found.kind === 'vital' && found.metric === 'INP',
      ),
    ).toEqual(expect.objectContaining({ target: 'main a[href=/cart]' }));
  });

  it('without the Navigation API, reads the path as each interaction begins, and on Back', () => {
    const { reports } = report();
    timed(...tap(document.body, 6000, 200));
    // The router pushes a path: no event says so. The next tap begins on the cart.
    at(6500);
    window.history.pushState(null, '', '/cart');
    timed(...tap(document.body, 7000, 88));
    goBack('/selectedproduct/7', 8000);
    timed(...tap(document.body, 8500, 24));
    hide();
    expect(figures(reports())).toEqual([
      '/selectedproduct/:id INP 200 good',
      '/selectedproduct/:id CLS 0 good',
      '/cart INP 88 good',
      '/cart CLS 0 good',
      '/selectedproduct/:id INP 24 good',
      '/selectedproduct/:id CLS 0 good',
    ]);
  });

  it('files a page’s INP and CLS once a tap on a later page has been timed, and sends them as the page is hidden', () => {
    withNavigationApi();
    const { sent, reports } = report();
    timed(...tap(document.body, 6000, 150));
    delivered();
    followLink('/cart', 6500);
    // A shift on the cart, delivered: no tap of the cart's is timed yet, so the product page may have one to come.
    timed(shift(6600, 0.02));
    delivered();
    timed(...tap(document.body, 7000, 56));
    delivered();
    // An interaction of the product page timed late is not counted, for it nor for the cart.
    timed({ entryType: 'event', startTime: 6400, duration: 900, interactionId: 1, target: document.body });
    delivered();
    // A short visit by links sends nothing as it goes: many shoppers behind one address share the server's limit.
    expect(sent).toEqual([]);
    hide();
    expect(figures(reports())).toEqual([
      '/selectedproduct/:id INP 150 good',
      '/selectedproduct/:id CLS 0 good',
      '/cart INP 56 good',
      '/cart CLS 0.02 good',
    ]);
  });

  it('sends what waits together once SENT_TOGETHER reports do, within the burst a server takes', () => {
    withNavigationApi();
    const { sent, reports } = report();
    const paths = ['/cart', '/shop', '/', '/checkout', '/cart', '/shop'];
    paths.forEach((path, index) => {
      timed(...tap(document.body, 6000 + index * 1000, 40));
      delivered();
      followLink(path, 6500 + index * 1000);
    });
    timed(...tap(document.body, 12_000, 40));
    delivered();
    // Six pages filed, two figures each: the first ten went together, the last two wait.
    expect(sent).toHaveLength(SENT_TOGETHER);
    expect(SENT_TOGETHER).toBeLessThanOrEqual(FIELD_REPORTS.rate.burst);
    hide();
    expect(reports()).toHaveLength(paths.length * 2 + 2);
  });

  it('files the load’s LCP, FCP and TTFB under the page the document loaded, even when a held tap left it first', () => {
    // A link tapped on the painted page, held until the store ran: the router followed it before the reporter came.
    loadedFrom = 'http://localhost/?utm=mail';
    const { reports, measured } = report();
    measured({ name: 'TTFB', value: 80 });
    measured({ name: 'LCP', value: 1500 });
    timed(...tap(document.body, 6000, 72));
    hide();
    expect(figures(reports())).toEqual([
      '/ TTFB 80 good',
      '/ LCP 1500 good',
      '/ CLS 0 good',
      '/selectedproduct/:id INP 72 good',
      '/selectedproduct/:id CLS 0 good',
    ]);
  });

  it('files the load’s figures under the document’s own page when the navigation entry names a path no route has', () => {
    // WebKit may name the entry otherwise than the document it loaded.
    loadedFrom = 'http://localhost/assets/not-a-page';
    const { reports, measured } = report();
    measured({ name: 'TTFB', value: 80 });
    hide();
    expect(figures(reports())).toEqual(['/selectedproduct/:id TTFB 80 good', '/selectedproduct/:id CLS 0 good']);
  });

  it('a page shown again after it was hidden sends nothing more of itself; a page reached later is sent', () => {
    withNavigationApi();
    const { reports } = report();
    timed(...tap(document.body, 6000, 48));
    hide();
    show();
    timed(...tap(document.body, 7000, 640));
    followLink('/cart', 8000);
    timed(...tap(document.body, 8500, 32));
    hide();
    expect(figures(reports())).toEqual([
      '/selectedproduct/:id INP 48 good',
      '/selectedproduct/:id CLS 0 good',
      '/cart INP 32 good',
      '/cart CLS 0 good',
    ]);
  });

  it('a page whose interactions were all too short to time has an INP of 8 ms; a page without one has none', () => {
    withNavigationApi();
    const { reports } = report();
    followLink('/cart', 6000);
    document.body.innerHTML = '<main><button type="button">Remove</button></main>';
    timed(...tap(the('button'), 6500, 8));
    followLink('/', 7000);
    // A key held down since before repeats: no interaction of its own.
    at(7200);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, repeat: true }));
    hide();
    expect(figures(reports())).toEqual([
      '/selectedproduct/:id CLS 0 good',
      '/cart INP 8 good',
      '/cart CLS 0 good',
      '/ CLS 0 good',
    ]);
    // The control is the one the last interaction began on.
    expect(reports()[1]).toEqual(expect.objectContaining({ metric: 'INP', target: 'main button "Remove"' }));
  });

  it('reports no CLS where the browser measures no layout shift, or before the first contentful paint', () => {
    painted = false;
    const first = report();
    hide();
    expect(first.sent).toEqual([]);
    stopReporting();
    show();
    painted = true;
    FakeObserver.supportedEntryTypes = ['event', 'first-input'];
    try {
      const second = report();
      timed(...tap(document.body, 6000, 40));
      hide();
      expect(figures(second.reports())).toEqual(['/selectedproduct/:id INP 40 good']);
    } finally {
      FakeObserver.supportedEntryTypes = ['event', 'first-input', 'layout-shift'];
    }
  });

  it('observes interactions of 16 ms and more, and the first whatever its length, from before the reporter ran', () => {
    report();
    expect(FakeObserver.watching.map((observer) => observer.options)).toEqual([
      { type: 'event', buffered: true, durationThreshold: 16 },
      { type: 'first-input', buffered: true },
      { type: 'layout-shift', buffered: true },
    ]);
  });
});

describe('INP and CLS as the web-vitals library works them out', () => {
  it('INP: the slowest interaction; past 50, one below it for each 50; 8 ms when none was timed', () => {
    expect(inpOf([], 0)).toBeUndefined();
    expect(inpOf([], 3)).toBe(UNDER_TIMED);
    expect(inpOf([40, 312, 120], 3)).toBe(312);
    expect(inpOf([40, 312, 120], 1)).toBe(312);
    expect(inpOf([500, 400, 300, 200, 100], 49)).toBe(500);
    expect(inpOf([500, 400, 300, 200, 100], 50)).toBe(400);
    expect(inpOf([500, 400, 300, 200, 100], 149)).toBe(300);
    expect(inpOf([500, 400], 1000)).toBe(400);
  });

  it('CLS: shifts in sessions, each within a second of the last and five in all', () => {
    const start = { value: 0, first: 0, last: 0 };
    const one = nextSession(start, { startTime: 1000, value: 0.1 });
    expect(one).toEqual({ value: 0.1, first: 1000, last: 1000 });
    const two = nextSession(one, { startTime: 1900, value: 0.05 });
    expect(two).toEqual({ value: 0.15000000000000002, first: 1000, last: 1900 });
    expect(nextSession(two, { startTime: 2901, value: 0.01 })).toEqual({ value: 0.01, first: 2901, last: 2901 });
    let long = one;
    for (let time = 1900; time < 6000; time += 900) long = nextSession(long, { startTime: time, value: 0.1 });
    expect(long.first).toBe(1000);
    expect(nextSession(long, { startTime: 6300, value: 0.2 })).toEqual({ value: 0.2, first: 6300, last: 6300 });
  });
});

describe('the errors reported: the store’s own, and only those', () => {
  const thrown = (init: ErrorEventInit) => {
    window.dispatchEvent(new ErrorEvent('error', init));
  };
  const rejected = (reason: unknown) => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }));
  };
  const withStack = (error: Error, stack: string) => Object.assign(error, { stack });
  const browserFamily = 'firefox';

  it('reports the store’s own script errors with where they were thrown, a few per page, each once', () => {
    const { reports } = report();
    const own = { filename: 'http://localhost/assets/app.1a2b3c4d.js', lineno: 2, colno: 345 };
    thrown({ message: 'Uncaught TypeError: x is not a function', ...own });
    thrown({ message: 'Uncaught TypeError: x is not a function', ...own });
    rejected(
      withStack(
        new Error('Network down'),
        'Error: Network down\n    at load (http://localhost/assets/page-cart.99aa.js:1:2040)\n    at run',
      ),
    );
    for (let index = 0; index < 5; index += 1) {
      thrown({ message: `Uncaught Error: loop ${String(index)}`, filename: '/assets/app.1a2b3c4d.js', lineno: 9 });
    }
    hide();
    const errors = reports().filter((found) => found?.kind !== 'vital');
    expect(errors).toEqual([
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
        message: 'Error: loop 0',
        file: 'app.1a2b3c4d.js',
        line: 9,
        column: 0,
        browser: browserFamily,
      },
    ]);
    expect(errors).toHaveLength(ERRORS_PER_PAGE);
  });

  it('an error without a file takes its place from the first frame of its stack, and is dropped without one', () => {
    const { reports } = report();
    // A cross-origin script's error, as the browser hides it: no file, no stack.
    thrown({ message: 'Script error.' });
    thrown({ message: 'Uncaught Error: nowhere', error: withStack(new Error('nowhere'), 'Error: nowhere') });
    // Its first frame is an extension's, though the store's code called it.
    thrown({
      message: 'Uncaught Error: from an extension',
      error: withStack(
        new Error('from an extension'),
        'Error: from an extension\n    at f (chrome-extension://abc/content.js:1:2)\n    at g (http://localhost/assets/app.1a2b3c4d.js:3:4)',
      ),
    });
    thrown({
      message: 'Uncaught RangeError: too deep',
      error: withStack(
        new RangeError('too deep'),
        'RangeError: too deep\n    at h (http://localhost/assets/app.1a2b3c4d.js:5:60)',
      ),
    });
    hide();
    expect(reports().filter((found) => found?.kind === 'error')).toEqual([
      {
        kind: 'error',
        ...PAGE,
        message: 'RangeError: too deep',
        file: 'app.1a2b3c4d.js',
        line: 5,
        column: 60,
        browser: browserFamily,
      },
    ]);
  });

  it('another origin’s script, the page itself and the reporter’s own chunk are not the store’s to report', () => {
    const { reports } = report();
    thrown({ message: 'Uncaught Error: from an extension', filename: 'chrome-extension://abc/content.js', lineno: 1 });
    thrown({
      message: 'Uncaught Error: from elsewhere',
      filename: 'https://cdn.example/assets/app.1a2b.js',
      lineno: 1,
    });
    thrown({ message: 'Uncaught Error: inline', filename: 'http://localhost/selectedproduct/7', lineno: 1 });
    thrown({ message: 'Uncaught Error: the reporter', filename: 'http://localhost/assets/vitals.1a2b3c4d.js' });
    hide();
    expect(reports().filter((found) => found?.kind === 'error')).toEqual([]);
  });

  it('reports a rejection only when its reason is an Error thrown in the store’s own scripts', () => {
    const { reports } = report();
    rejected('a string');
    rejected({ message: 'an object like an error', stack: 'at f (http://localhost/assets/app.1a2b3c4d.js:1:2)' });
    rejected(undefined);
    rejected(withStack(new Error('no stack'), ''));
    rejected(
      withStack(new TypeError('Failed to fetch'), 'TypeError: Failed to fetch\n    at https://cdn.example/sdk.js:1:99'),
    );
    // Another script's Error whose words name a script of the store: the place is its first frame's.
    rejected(
      withStack(
        new Error('see http://localhost/assets/app.1a2b3c4d.js:1:2'),
        'Error: see http://localhost/assets/app.1a2b3c4d.js:1:2\n    at https://cdn.example/sdk.js:1:99',
      ),
    );
    rejected(
      withStack(new TypeError('mine'), 'TypeError: mine\n    at p (http://localhost/assets/page-product.5e6f.js:4:12)'),
    );
    hide();
    expect(reports().filter((found) => found?.kind === 'error')).toEqual([
      {
        kind: 'error',
        ...PAGE,
        message: 'TypeError: mine',
        file: 'page-product.5e6f.js',
        line: 4,
        column: 12,
        browser: browserFamily,
      },
    ]);
  });

  it('files an error under the page shown when it was thrown', () => {
    withNavigationApi();
    const { reports } = report();
    followLink('/cart', 6000);
    thrown({ message: 'Uncaught Error: on the cart', filename: '/assets/page-cart.99aa.js', lineno: 3, colno: 4 });
    followLink('/', 7000);
    hide();
    expect(reports().filter((found) => found?.kind === 'error')).toEqual([
      expect.objectContaining({ ...CART, message: 'Error: on the cart' }),
    ]);
  });
});

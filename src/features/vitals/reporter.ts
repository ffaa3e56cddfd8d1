import type { MetricType } from 'web-vitals';
import { FIELD_REPORT_PATH, isScriptFile, ratingOf, roundValue, toQuery } from './fieldReport';
import type { ErrorReport, FieldReport, Navigation, VitalReport } from './fieldReport';
import {
  browserFamily,
  cleanMessage,
  connectionOf,
  describeTarget,
  deviceClass,
  navigationOf,
  releaseOf,
  routePattern,
  servedBy,
} from './pageFacts';

/**
 * One of the web-vitals library's `onLCP`, `onFCP`, `onTTFB`: calls back with its figure, and with every change of it
 * (`reportAllChanges`). The page load's figures, filed under the route it loaded; INP and CLS are measured per page
 * shown by the reporter itself.
 */
export type Measure = (report: (metric: MetricType) => void, options: { reportAllChanges: true }) => void;

export type FieldReporting = {
  view: Window & typeof globalThis;
  /** The store's base path (app/config.ts): the reports go to `<base>_vitals`. */
  base: string;
  /** The route table's paths, whose patterns name the pages. */
  routes: readonly string[];
  /** What measures the page load: the web-vitals library's functions. */
  measures: readonly Measure[];
  /** Sends one report's URL to the server (`sendReport`). */
  send: (url: string) => void;
};

/**
 * How many reports wait at most before they go together: well within the shipped nginx's burst of 40 a client may
 * send at once (deploy/serving-rules.cjs), and few enough that a visit by links sends nothing as it goes, where many
 * shoppers behind one address share that limit.
 */
export const SENT_TOGETHER = 10;

/** At most this many script errors are reported by one page: a loop that throws is one error, not thousands. */
export const ERRORS_PER_PAGE = 3;

/** The shortest interaction the browser times for an observer (the Event Timing API's least threshold), in ms. */
const TIMED_FROM = 16;
/** What a page's INP is when it had interactions, none of them timed (all shorter): the library's own figure. */
export const UNDER_TIMED = 8;
/** The longest interactions kept per page: enough for the p98 of 500 interactions, as the library keeps. */
const KEPT = 10;

/**
 * A page's INP as the web-vitals library estimates it: the slowest of its interactions, or with 50 and more, the one
 * below the slowest each 50 leave out (the 98th percentile). `latencies` are the longest timed interactions, at most
 * `KEPT`; `interactions` counts them all, timed or not. Undefined without an interaction.
 */
export function inpOf(latencies: readonly number[], interactions: number): number | undefined {
  const count = Math.max(interactions, latencies.length);
  if (latencies.length === 0) return count > 0 ? UNDER_TIMED : undefined;
  const slowest = [...latencies].sort((a, b) => b - a);
  return slowest[Math.min(slowest.length - 1, Math.floor(count / 50))];
}

/** A session of layout shifts, as the library groups them: each within a second of the last, five at most in all. */
type Session = { value: number; first: number; last: number };

/** The session `shift` leaves: the same one grown, or a new one. */
export function nextSession(session: Session, shift: { startTime: number; value: number }): Session {
  const joins = session.value > 0 && shift.startTime - session.last < 1000 && shift.startTime - session.first < 5000;
  return joins
    ? { value: session.value + shift.value, first: session.first, last: shift.startTime }
    : { value: shift.value, first: shift.startTime, last: shift.startTime };
}

/**
 * One page as the shopper saw it: from when its path was shown, by the page load, a link inside the store, Back or
 * Forward, or the back/forward cache, until the next. Its INP and CLS are what was measured while it was shown.
 */
type PageShown = {
  path: string;
  route: string;
  nav: Navigation;
  /** When it was shown, on the performance timeline's clock. */
  from: number;
  /** Its longest timed interactions, by the browser's id: the longest latency of each and the control it was on. */
  timed: Map<number, { latency: number; target: string }>;
  /** Its interactions, timed or not: taps let go and keys pressed. */
  interactions: number;
  /** The control its latest interaction began on, described then. */
  lastControl: string;
  session: Session;
  cls: number;
  /** Its figures are filed (sent, or waiting to be): nothing later is measured for it. */
  filed: boolean;
};

/** The store's own scripts are under `<base>assets/`; the reporter's own chunk is left out (its failures are not). */
function ownScript(url: string, view: Window, base: string): { file: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, view.location.href);
  } catch {
    return null;
  }
  const file = parsed.pathname.slice(`${base}assets/`.length);
  const own =
    parsed.origin === view.location.origin &&
    parsed.pathname.startsWith(`${base}assets/`) &&
    isScriptFile(file) &&
    !file.startsWith('vitals.');
  return own ? { file } : null;
}

/** The first place a stack names (`at f (https://…/app.1a2b.js:2:345)`, `f@https://…/app.1a2b.js:2:345`). */
const STACK_PLACE = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s()@]+?):(\d+):(\d+)/i;

/**
 * Starts reporting the page's field vitals and script errors to its own server, unless the browser asks not to be
 * tracked (Global Privacy Control, Do Not Track). Each figure is filed under the route of the page it was measured on:
 * the load's LCP, FCP and TTFB under the route the page loaded; INP and CLS under each page shown, split where a link
 * inside the store (or Back, Forward) changed the path. Each figure is sent once, as one small GET: a page's INP and
 * CLS are final once a tap on a later page has been timed (by then each of its own taps has been answered on screen),
 * and wait with the load's figures until the page is first hidden, or until `SENT_TOGETHER` wait; offline, nothing is
 * sent and nothing kept for later. Errors are reported
 * only when they come from the store's own scripts. Never throws into the page: its first failure stops it, quietly.
 * Returns `stop`.
 */
export function startFieldReports(reporting: FieldReporting): () => void {
  try {
    return reportFrom(reporting);
  } catch {
    // A browser without what the reporter reads (a timing, the scripts' list): the page goes on, unreported.
    return () => undefined;
  }
}

function reportFrom({ view, base, routes, measures, send }: FieldReporting): () => void {
  const { navigator, document, performance } = view;
  const gpc = 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true;
  const dnt = 'doNotTrack' in navigator && navigator.doNotTrack === '1';
  if (gpc || dnt) return () => undefined;

  const routeOf = (pathname: string) => routePattern(pathname, base, routes);
  const served = servedBy(view);
  const device = deviceClass(view.innerWidth, connectionOf(navigator));
  const release = releaseOf(document);
  const browser = browserFamily(navigator.userAgent);
  const now = () => performance.now();
  const entriesOf = (type: string) =>
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType(type) : [];

  // The page the document loaded, which a tap held until the store ran may have left already.
  const [loaded] = entriesOf('navigation') as PerformanceNavigationTiming[];
  const prerendered = document.prerendering === true || (loaded?.activationStart ?? 0) > 0;
  const shownAt = (path: string, from: number, nav: Navigation): PageShown => ({
    path,
    route: routeOf(path),
    nav,
    from,
    timed: new Map(),
    interactions: 0,
    lastControl: '',
    session: { value: 0, first: 0, last: 0 },
    cls: 0,
    filed: false,
  });
  // WebKit may name the navigation entry otherwise than the document it loaded: a path no route has is not taken.
  const loadedPath = loaded ? new URL(loaded.name, view.location.href).pathname : view.location.pathname;
  const pages: PageShown[] = [
    shownAt(
      routeOf(loadedPath) === 'other' ? view.location.pathname : loadedPath,
      0,
      navigationOf(prerendered ? 'prerender' : 'navigate', served),
    ),
  ];
  const loadRoute = pages[0]?.route ?? 'other';
  const current = () => pages[pages.length - 1] ?? shownAt(view.location.pathname, 0, served);
  /** The page shown at `time`. */
  const pageAt = (time: number) => pages.findLast((page) => page.from <= time) ?? current();
  /** A new page is shown when the path changes (a link inside the store, Back or Forward): from `time`. */
  const notice = (time: number) => {
    const last = current();
    if (view.location.pathname !== last.path) {
      pages.push(shownAt(view.location.pathname, Math.max(time, last.from), last.nav));
    }
  };

  /** What waits for the page to be hidden: each figure by its key (its latest value), each error by what it says. */
  const pending = new Map<string, FieldReport>();
  /** The figures and errors sent: each goes once. */
  const sent = new Set<string>();
  const errorsSeen = new Set<string>();
  let stopped = false;
  const observers: PerformanceObserver[] = [];
  /**
   * The controls the latest interactions began on, described as they began: a link's page is gone by the time its tap
   * is timed, and the browser then names no target.
   */
  const begun: { time: number; control: string }[] = [];
  /** Whether the browser times interactions (Event Timing, with their ids), and reports layout shifts (Chromium). */
  let timesInteractions = false;
  let measuresShifts = false;

  const sendNow = (reports: FieldReport[]) => {
    if (!navigator.onLine) return;
    for (const report of reports) send(`${base}${FIELD_REPORT_PATH}?${toQuery(report)}`);
  };
  const hold = (key: string, report: FieldReport) => {
    if (!sent.has(key)) pending.set(key, report);
  };
  /** Sends every report that waits, each once. */
  const sendPending = () => {
    const reports = [...pending.values()];
    for (const key of pending.keys()) sent.add(key);
    pending.clear();
    sendNow(reports);
  };

  /** Files a page's INP and CLS, once: `file` holds them for the page hidden, or sends them. */
  const fileFigures = (page: PageShown, file: (key: string, report: VitalReport) => void) => {
    if (page.filed) return;
    page.filed = true;
    const facts = { route: page.route, device, release, nav: page.nav };
    const key = `${String(pages.indexOf(page))}|`;
    const timed = [...page.timed.values()];
    const inp = inpOf(
      timed.map((interaction) => interaction.latency),
      page.interactions,
    );
    if (inp !== undefined) {
      const slowest = timed.find((interaction) => interaction.latency === inp) ?? { target: page.lastControl };
      file(`${key}INP`, {
        kind: 'vital',
        ...facts,
        metric: 'INP',
        value: roundValue('INP', inp),
        rating: ratingOf('INP', inp),
        ...(slowest.target ? { target: slowest.target } : {}),
      });
    }
    // The library reports CLS once the page has painted its first content, as CrUX does.
    if (measuresShifts && entriesOf('paint').some((entry) => entry.name === 'first-contentful-paint')) {
      file(`${key}CLS`, {
        kind: 'vital',
        ...facts,
        metric: 'CLS',
        value: roundValue('CLS', page.cls),
        rating: ratingOf('CLS', page.cls),
      });
    }
  };

  /** Sends what waits, once the page is hidden (or being left), with every page's figures; offline, it is dropped. */
  const flush = (leaving = false) => {
    if (!leaving && document.visibilityState !== 'hidden') return;
    for (const observer of observers) observer.takeRecords().forEach(measured);
    notice(now());
    for (const page of pages) fileFigures(page, hold);
    sendPending();
  };
  const queue = (key: string, report: FieldReport) => {
    hold(key, report);
    flush();
  };

  /** Runs `work` unless the reporter has stopped; its first failure stops it, without a word. */
  const guarded =
    <Args extends unknown[]>(work: (...args: Args) => void) =>
    (...args: Args) => {
      if (stopped) return;
      try {
        work(...args);
      } catch {
        stop();
      }
    };

  const describe = (node: Node | null) =>
    describeTarget(node, (href) => routeOf(new URL(href, view.location.href).pathname));

  /** An entry of the browser's timings: an interaction's event, or a layout shift, on the page shown as it began. */
  function measured(entry: PerformanceEntry) {
    const page = pageAt(entry.startTime);
    if (page.filed) return;
    if ('interactionId' in entry) {
      const { interactionId, duration, target, startTime } = entry as PerformanceEventTiming;
      if (!interactionId) return;
      const known = page.timed.get(interactionId);
      const control = () =>
        describe(target) ||
        (begun.findLast((start) => start.time <= startTime && start.time >= page.from)?.control ?? '');
      if (known && known.latency >= duration) {
        known.target ||= control();
        return;
      }
      const kept = known?.target ?? '';
      page.timed.set(interactionId, { latency: duration, target: kept === '' ? control() : kept });
      if (page.timed.size > KEPT) {
        const shortest = [...page.timed].reduce((a, b) => (b[1].latency < a[1].latency ? b : a));
        page.timed.delete(shortest[0]);
      }
    } else if ('hadRecentInput' in entry) {
      const shift = entry as LayoutShift;
      // A shift within half a second of a tap or a key answers it, and is not counted.
      if (shift.hadRecentInput) return;
      page.session = nextSession(page.session, shift);
      page.cls = Math.max(page.cls, page.session.value);
    }
  }

  /**
   * The browser's timings as it delivers them, each interaction once answered on screen: an interaction timed on a
   * later page than one not yet filed means that page's own have all been timed, and its figures are final.
   */
  const onTimings = guarded((list: PerformanceObserverEntryList) => {
    const entries = list.getEntries();
    entries.forEach(measured);
    const latest = Math.max(
      ...entries.filter((entry) => 'interactionId' in entry).map((entry) => pages.indexOf(pageAt(entry.startTime))),
    );
    for (const page of pages.slice(0, Math.max(latest, 0))) fileFigures(page, hold);
    // A long visit by links: what waits goes together once there is a burst's worth, not all as the page is hidden.
    if (pending.size >= SENT_TOGETHER) sendPending();
  });
  const observed = (type: string, options: PerformanceObserverInit = {}) => {
    const Observer = view.PerformanceObserver;
    if (typeof Observer !== 'function' || !Observer.supportedEntryTypes.includes(type)) return false;
    const observer = new Observer(onTimings);
    observer.observe({ type, buffered: true, ...options });
    observers.push(observer);
    return true;
  };

  // The library says each change of a load's figure: the latest waits, and goes when the page is hidden. Once sent, a
  // figure is not sent again; a page restored from the back/forward cache is measured anew, under new ids.
  const onMetric = guarded((metric: MetricType) => {
    if (!Number.isFinite(metric.value) || metric.value < 0) return;
    const restored = metric.navigationType === 'back-forward-cache';
    queue(metric.id, {
      kind: 'vital',
      route: restored ? current().route : loadRoute,
      device,
      release,
      nav: navigationOf(metric.navigationType, served),
      metric: metric.name,
      value: roundValue(metric.name, metric.value),
      rating: metric.rating,
    });
  });

  /** An error is the store's to report only when it says where it was thrown, and that is one of its own scripts. */
  const reportError = (message: string, place: { url: string; line: number; column: number } | null) => {
    const script = place ? ownScript(place.url, view, base) : null;
    if (!place || !script || errorsSeen.size >= ERRORS_PER_PAGE) return;
    notice(now());
    const report: ErrorReport = {
      kind: 'error',
      route: current().route,
      device,
      release,
      nav: served,
      message: cleanMessage(message) || 'Error',
      file: script.file,
      line: place.line,
      column: place.column,
      browser,
    };
    const key = `${report.message}|${report.file}|${String(report.line)}|${String(report.column)}`;
    if (errorsSeen.has(key)) return;
    errorsSeen.add(key);
    queue(key, report);
  };
  const placeInStack = (error: unknown) => {
    if (!(error instanceof Error) || typeof error.stack !== 'string') return null;
    // Chromium's stack begins with the error's own words, which may hold a URL: the place is its first frame's.
    const words = error.message ? `${error.name}: ${error.message}` : error.name;
    const frames = error.stack.startsWith(words) ? error.stack.slice(words.length) : error.stack;
    const found = STACK_PLACE.exec(frames);
    return found ? { url: found[1] ?? '', line: Number(found[2]), column: Number(found[3]) } : null;
  };
  const onError = guarded((event: ErrorEvent) => {
    const error: unknown = event.error;
    const place = event.filename
      ? { url: event.filename, line: event.lineno, column: event.colno }
      : placeInStack(error);
    reportError(event.message || (error instanceof Error ? `${error.name}: ${error.message}` : 'Error'), place);
  });
  // A rejection is the store's only when its reason is an Error thrown from the store's own scripts.
  const onRejection = guarded((event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error) reportError(`${reason.name}: ${reason.message}`, placeInStack(reason));
  });

  // Where the page is shown: the path is read as it changes (the Navigation API, where the browser has it; Back and
  // Forward), and as each interaction begins (a browser without the Navigation API), so that an interaction counts for
  // the page it began on. A tap let go or a key pressed is an interaction, timed or not.
  const onMoved = guarded(() => {
    notice(now());
  });
  const onInteractionStart = guarded((event: Event) => {
    const time = Math.min(event.timeStamp, now());
    notice(time);
    const control = describe(event.target instanceof Node ? event.target : null);
    current().lastControl = control;
    begun.push({ time, control });
    if (begun.length > KEPT) begun.shift();
  });
  /** A tap let go, or a key pressed (once, however long held): one interaction more for the page it began on. */
  const onInteraction = guarded((event: Event) => {
    if (event.type === 'keydown') {
      if ((event as KeyboardEvent).repeat) return;
      onInteractionStart(event);
    }
    const time = Math.min(event.timeStamp, now());
    notice(time);
    if (timesInteractions) pageAt(time).interactions += 1;
  });
  const onRestored = guarded((event: PageTransitionEvent) => {
    if (event.persisted) pages.push(shownAt(view.location.pathname, now(), 'bfcache'));
  });
  // The library's own listeners see the page hidden first (they listen as it is captured): what they hand over then
  // is sent at once, and what came before is sent here.
  const onHidden = guarded(() => {
    flush();
  });
  const onLeaving = guarded(() => {
    flush(true);
  });

  const listening: [EventTarget, string, (event: never) => void, AddEventListenerOptions?][] = [
    [view, 'error', onError],
    [view, 'unhandledrejection', onRejection],
    [document, 'visibilitychange', onHidden],
    [view, 'pagehide', onLeaving],
    [view, 'pageshow', onRestored],
    [view, 'popstate', onMoved],
    [view, 'pointerdown', onInteractionStart, { capture: true, passive: true }],
    [view, 'pointerup', onInteraction, { capture: true, passive: true }],
    [view, 'keydown', onInteraction, { capture: true, passive: true }],
  ];
  if ('navigation' in view) listening.push([view.navigation, 'currententrychange', onMoved]);

  function stop() {
    stopped = true;
    pending.clear();
    for (const observer of observers) observer.disconnect();
    for (const [target, type, listener, options] of listening) {
      target.removeEventListener(type, listener as EventListener, options);
    }
  }

  for (const [target, type, listener, options] of listening) {
    target.addEventListener(type, listener as EventListener, options);
  }
  // INP, where the browser times interactions (Event Timing, with their ids): each interaction of 16 ms and more,
  // and the first, however short. CLS, where it reports layout shifts (Chromium).
  timesInteractions =
    'PerformanceEventTiming' in view &&
    'interactionId' in view.PerformanceEventTiming.prototype &&
    observed('event', { durationThreshold: TIMED_FROM });
  if (timesInteractions) observed('first-input');
  measuresShifts = observed('layout-shift');
  notice(now());
  for (const measure of measures) guarded(measure)(onMetric, { reportAllChanges: true });
  return stop;
}

/**
 * Sends a report as a GET that outlives the page (`keepalive`), with no cookie and no referrer (which would carry the
 * page's address, its product id and search with it). Its answer is of no interest, its failure neither.
 */
export function sendReport(url: string): void {
  try {
    fetch(url, { keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' }).catch(
      () => undefined,
    );
  } catch {
    // A browser that refuses the request (its keepalive quota spent): the report is lost, the page goes on.
  }
}

import type { MetricType } from 'web-vitals';
import { FIELD_REPORT_PATH, roundValue, toQuery } from './fieldReport';
import type { ErrorReport, FieldReport, PageFacts } from './fieldReport';
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
 * One of the web-vitals library's `onLCP`, `onINP`...: calls back with its figure, and with every change of it
 * (`reportAllChanges`).
 */
export type Measure = (report: (metric: MetricType) => void, options: { reportAllChanges: true }) => void;

export type FieldReporting = {
  view: Window;
  /** The store's base path (app/config.ts): the reports go to `<base>_vitals`. */
  base: string;
  /** The route table's paths, whose patterns name the pages. */
  routes: readonly string[];
  /** What measures the page: the web-vitals library's functions. */
  measures: readonly Measure[];
  /** Sends one report's URL to the server (`sendReport`). */
  send: (url: string) => void;
};

/** At most this many script errors are reported by one page: a loop that throws is one error, not thousands. */
export const ERRORS_PER_PAGE = 3;

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
    /^[\w.-]+\.js$/.test(file) &&
    !file.startsWith('vitals.');
  return own ? { file } : null;
}

/** The first place a stack names (`at f (https://…/app.1a2b.js:2:345)`, `f@https://…/app.1a2b.js:2:345`). */
const STACK_PLACE = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s()@]+?):(\d+):(\d+)/i;

/**
 * Starts reporting the page's field vitals and script errors to its own server, unless the browser asks not to be
 * tracked (Global Privacy Control, Do Not Track). Each figure is sent once, as it stands when the page is first
 * hidden, and each error then too, as one small GET; offline, nothing is sent and nothing kept for later. Never throws
 * into the page: its first failure stops it, quietly. Returns `stop`.
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
  const { navigator, document } = view;
  const gpc = 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true;
  const dnt = 'doNotTrack' in navigator && navigator.doNotTrack === '1';
  if (gpc || dnt) return () => undefined;

  const routeOf = (pathname: string) => routePattern(pathname, base, routes);
  const served = servedBy(view);
  const page: Omit<PageFacts, 'nav'> = {
    route: routeOf(view.location.pathname),
    device: deviceClass(view.innerWidth, connectionOf(navigator)),
    release: releaseOf(document),
  };
  const browser = browserFamily(navigator.userAgent);
  /** What waits for the page to be hidden: each figure by its id (its latest value), each error by what it says. */
  const pending = new Map<string, FieldReport>();
  /** The figures and errors sent: each goes once. */
  const sent = new Set<string>();
  const errorsSeen = new Set<string>();
  let stopped = false;

  /** Sends what waits, once the page is hidden (or being left); offline, it is dropped. */
  const flush = (leaving = false) => {
    if (!leaving && document.visibilityState !== 'hidden') return;
    const reports = [...pending.values()];
    for (const key of pending.keys()) sent.add(key);
    pending.clear();
    if (!navigator.onLine) return;
    for (const report of reports) send(`${base}${FIELD_REPORT_PATH}?${toQuery(report)}`);
  };
  const queue = (key: string, report: FieldReport) => {
    if (sent.has(key)) return;
    pending.set(key, report);
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

  // The library says each change of a figure: the latest waits, and goes when the page is hidden. Once sent, a
  // figure is not sent again (INP and CLS change after a page shown anew); a page restored from the back/forward
  // cache is measured anew, under new ids.
  const onMetric = guarded((metric: MetricType) => {
    if (!Number.isFinite(metric.value) || metric.value < 0) return;
    const interaction =
      metric.name === 'INP' ? metric.entries.find((entry) => entry.target !== null)?.target : undefined;
    queue(metric.id, {
      kind: 'vital',
      ...page,
      nav: navigationOf(metric.navigationType, served),
      metric: metric.name,
      value: roundValue(metric.name, metric.value),
      rating: metric.rating,
      ...(interaction
        ? { target: describeTarget(interaction, (href) => routeOf(new URL(href, view.location.href).pathname)) }
        : {}),
    });
  });

  const reportError = (message: string, place: { url: string; line: number; column: number } | null) => {
    const script = place ? ownScript(place.url, view, base) : { file: '' };
    // Another origin's script (an extension's, say) is not the store's to report.
    if (!script || errorsSeen.size >= ERRORS_PER_PAGE) return;
    const report: ErrorReport = {
      kind: 'error',
      ...page,
      nav: served,
      message: cleanMessage(message) || 'Error',
      file: script.file,
      line: place?.line ?? 0,
      column: place?.column ?? 0,
      browser,
    };
    const key = `${report.message}|${report.file}|${String(report.line)}|${String(report.column)}`;
    if (errorsSeen.has(key)) return;
    errorsSeen.add(key);
    queue(key, report);
  };
  const placeInStack = (stack: unknown) => {
    const found = typeof stack === 'string' ? STACK_PLACE.exec(stack) : null;
    return found ? { url: found[1] ?? '', line: Number(found[2]), column: Number(found[3]) } : null;
  };
  const onError = guarded((event: ErrorEvent) => {
    const error: unknown = event.error;
    const place = event.filename
      ? { url: event.filename, line: event.lineno, column: event.colno }
      : placeInStack(error instanceof Error ? error.stack : undefined);
    reportError(event.message || (error instanceof Error ? `${error.name}: ${error.message}` : 'Error'), place);
  });
  const onRejection = guarded((event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error) reportError(`${reason.name}: ${reason.message}`, placeInStack(reason.stack));
    else
      reportError(
        `Rejected with ${typeof reason === 'string' ? reason : Object.prototype.toString.call(reason)}`,
        null,
      );
  });
  // The library's own listeners see the page hidden first (they listen as it is captured): what they hand over then
  // is sent at once, and what came before is sent here.
  const onHidden = guarded(() => {
    flush();
  });
  const onLeaving = guarded(() => {
    flush(true);
  });

  function stop() {
    stopped = true;
    pending.clear();
    view.removeEventListener('error', onError);
    view.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onHidden);
    view.removeEventListener('pagehide', onLeaving);
  }

  view.addEventListener('error', onError);
  view.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHidden);
  view.addEventListener('pagehide', onLeaving);
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

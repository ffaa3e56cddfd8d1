import { onFCP, onLCP, onTTFB } from 'web-vitals';
import { FIELD_REPORTS_MARK } from './fieldReport';
import { sendReport, startFieldReports } from './reporter';

/**
 * Reports this page's field vitals and its script errors to the store's own server (reporter.ts): the load's LCP, FCP
 * and TTFB measured by the web-vitals library, INP and CLS by the reporter for each page shown. Loaded in its own
 * chunk once the store runs (app/fieldVitals.ts).
 */
export function reportFieldVitals(page: { base: string; routes: readonly string[] }): void {
  startFieldReports({ view: window, ...page, measures: [onLCP, onFCP, onTTFB], send: sendReport });
  if (typeof performance.mark === 'function') performance.mark(FIELD_REPORTS_MARK);
}

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import * as webVitals from 'web-vitals';
import { FIELD_REPORTS } from '../../../deploy/serving-rules.cjs';
import { routeTable } from '../../../src/app/routeTable';
import {
  BROWSERS,
  DEVICES,
  FIELD_REPORT_PATH,
  LIMITS,
  MAXIMUM,
  MAX_QUERY,
  METRICS,
  ROUTES,
  THRESHOLDS,
  ratingOf,
  readReportQuery,
  roundValue,
  toQuery,
} from '../../../src/features/vitals/fieldReport';
import type { ErrorReport, MetricName, VitalReport } from '../../../src/features/vitals/fieldReport';
import { browserFamily, deviceClass } from '../../../src/features/vitals/pageFacts';

const page = { route: '/selectedproduct/:id', device: 'phone-4g', nav: 'network', release: '1a2b3c4d' } as const;
const lcp: VitalReport = { kind: 'vital', ...page, metric: 'LCP', value: 1234, rating: 'good' };
const error: ErrorReport = {
  kind: 'error',
  ...page,
  message: 'TypeError: x is not a function',
  file: 'app.1a2b3c4d.js',
  line: 2,
  column: 3456,
  browser: 'firefox',
};
/** The report a query holds, or null when the report would skip it. */
const read = (query: string) => {
  const found = readReportQuery(query);
  return typeof found === 'string' ? null : found;
};

describe('a field report as its query string (fieldReport.ts)', () => {
  it('goes to the path the shipped servers answer and log', () => {
    expect(`/${FIELD_REPORT_PATH}`).toBe(FIELD_REPORTS.path);
  });

  it('is written and read back the same: a figure, an INP with its target, an error', () => {
    const inp: VitalReport = { ...lcp, metric: 'INP', value: 208, rating: 'needs-improvement', target: 'main button' };
    for (const report of [lcp, inp, error]) expect(read(toQuery(report))).toEqual(report);
    expect(toQuery(lcp)).toBe(
      'route=%2Fselectedproduct%2F%3Aid&device=phone-4g&nav=network&release=1a2b3c4d&metric=LCP&value=1234&rating=good',
    );
  });

  it('escapes every value: quotes, ampersands, spaces and line breaks cannot break the query or the log line', () => {
    const hostile = { ...error, message: 'a "quoted" & b=c; second \\ end %41 +' };
    const query = toQuery(hostile);
    expect(query).not.toMatch(/["\s\\]/);
    expect(read(query)).toEqual(hostile);
    // A line break is escaped too; a message holding one is no message a page sends (cleanMessage keeps one line).
    const twoLines = toQuery({ ...error, message: 'first\nsecond' });
    expect(twoLines).not.toMatch(/\s/);
    expect(readReportQuery(twoLines)).toBe('message');
  });

  it('rounds figures as they are sent: milliseconds whole, CLS to three decimals', () => {
    expect(roundValue('LCP', 1234.56)).toBe(1235);
    expect(roundValue('INP', 15.9999)).toBe(16);
    expect(roundValue('CLS', 0.123456)).toBe(0.123);
    expect(read(toQuery({ ...lcp, metric: 'CLS', value: 0.0449, rating: 'good' }))).toMatchObject({ value: 0.045 });
    expect(read(toQuery({ ...lcp, value: 987.4 }))).toMatchObject({ value: 987 });
  });

  it('keeps the query small: every text is cut to its limit, whatever it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), fc.string({ maxLength: 2000 }), (message, target) => {
        const errorQuery = toQuery({ ...error, message, file: target, route: message, device: target });
        const vitalQuery = toQuery({ ...lcp, metric: 'INP', target, release: message });
        // Escaped, each character takes at most 9 bytes (a 3-byte character as %XX%XX%XX).
        const longest = LIMITS.route + LIMITS.device + LIMITS.release + LIMITS.message + LIMITS.file + LIMITS.browser;
        expect(errorQuery.length).toBeLessThanOrEqual(9 * longest + 200);
        expect(vitalQuery.length).toBeLessThanOrEqual(9 * (LIMITS.route + LIMITS.target + LIMITS.release) + 200);
        // Read back, or refused with its reason: never a throw, never a report of other facts.
        for (const query of [errorQuery, vitalQuery]) {
          const report = readReportQuery(query);
          if (typeof report !== 'string') expect(toQuery(report)).toBe(query);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads nothing from a query the store does not write', () => {
    const good = new URLSearchParams(toQuery(lcp));
    const changed = (name: string, value: string | null) => {
      const query = new URLSearchParams(good);
      if (value === null) query.delete(name);
      else query.set(name, value);
      return read(query.toString());
    };
    expect(changed('metric', 'FID')).toBeNull();
    expect(changed('value', '12ms')).toBeNull();
    expect(changed('value', '-3')).toBeNull();
    expect(changed('value', '1e9')).toBeNull();
    expect(changed('rating', 'great')).toBeNull();
    expect(changed('nav', 'teleport')).toBeNull();
    expect(changed('route', null)).toBeNull();
    expect(changed('route', `/${'x'.repeat(LIMITS.route)}`)).toBeNull();
    expect(changed('route', '/checkout')).not.toBeNull();
    expect(changed('target', 'x'.repeat(LIMITS.target + 1))).toBeNull();
    expect(read('')).toBeNull();
    expect(read('q=rose')).toBeNull();
    expect(read(toQuery(error).replace('line=2', 'line=two'))).toBeNull();
    expect(read(toQuery(error).replace(/&browser=[^&]*/, ''))).toBeNull();
  });
});

/** The reason a query, changed from a good one, is not read; null when it still is. */
function reasonFor(base: string, changes: Record<string, string | null>): string | null {
  const query = new URLSearchParams(base);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  const read = readReportQuery(query.toString());
  return typeof read === 'string' ? read : null;
}

describe('what a report may say (deploy/field-report.cjs)', () => {
  const vital = toQuery(lcp);
  const inp = toQuery({ ...lcp, metric: 'INP', value: 208, rating: 'needs-improvement', target: 'main button "+"' });
  const thrown = toQuery(error);

  it('names a route of the route table, or other', () => {
    expect(ROUTES).toEqual([...routeTable.map((route) => `/${route.path}`), 'other']);
    for (const route of ROUTES) expect(reasonFor(vital, { route })).toBeNull();
    for (const route of ['/admin', '/selectedproduct/7', '/checkout\u001b[31mFORGED\n', '', 'Other', '/cart/']) {
      expect(reasonFor(vital, { route })).toBe('route');
    }
  });

  it('names a device class, a browser family and a navigation the page can send', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(undefined, 'slow-2g', '2g', '3g', '4g', '5g', ''),
        (width, connection) => {
          expect(DEVICES).toContain(deviceClass(width, connection));
        },
      ),
    );
    for (const agent of ['Mozilla/5.0 Firefox/128.0', 'Chrome/131 Safari/537 Edg/131', 'Version/17 Safari/605', '']) {
      expect(BROWSERS).toContain(browserFamily(agent));
    }
    for (const device of ['fridge', 'phone-5g', 'PHONE', 'phone ']) expect(reasonFor(vital, { device })).toBe('device');
    expect(reasonFor(thrown, { browser: 'netscape' })).toBe('browser');
    expect(reasonFor(vital, { nav: 'teleport' })).toBe('nav');
  });

  it('names a release of hex digits', () => {
    expect(reasonFor(vital, { release: '70daa481c482b419' })).toBeNull();
    for (const release of ['unknown', '70DAA481', '70daa48', 'zzzzzzzz', '70daa481\u001b', '0'.repeat(17)]) {
      expect(reasonFor(vital, { release })).toBe('release');
    }
  });

  it('rates each figure as the web-vitals library does: its thresholds, and each rating read back', () => {
    expect(THRESHOLDS).toEqual({
      LCP: webVitals.LCPThresholds,
      INP: webVitals.INPThresholds,
      CLS: webVitals.CLSThresholds,
      FCP: webVitals.FCPThresholds,
      TTFB: webVitals.TTFBThresholds,
    });
    // Whatever the figure, rated by the library before the page rounds it, the report is read back.
    fc.assert(
      fc.property(fc.constantFrom(...METRICS), fc.double({ min: 0, max: 1, noNaN: true }), (metric, share) => {
        const value = share * MAXIMUM[metric];
        const report: VitalReport = {
          ...lcp,
          metric,
          value: roundValue(metric, value),
          rating: ratingOf(metric, value),
        };
        expect(readReportQuery(toQuery(report))).toEqual(report);
      }),
      { numRuns: 1000 },
    );
    for (const [metric, value] of [
      ['LCP', 2500.4],
      ['LCP', 2500.5],
      ['INP', 500.2],
      ['CLS', 0.1004],
      ['CLS', 0.2504],
    ] as [MetricName, number][]) {
      const report: VitalReport = { ...lcp, metric, value: roundValue(metric, value), rating: ratingOf(metric, value) };
      expect(readReportQuery(toQuery(report))).toEqual(report);
    }
  });

  it('reads no figure that is impossible, or rated other than its value', () => {
    expect(reasonFor(vital, { value: '99999999', rating: 'good' })).toBe('value');
    expect(reasonFor(vital, { value: String(MAXIMUM.LCP + 1), rating: 'poor' })).toBe('value');
    expect(reasonFor(vital, { value: String(MAXIMUM.LCP), rating: 'poor' })).toBeNull();
    for (const value of ['-1', 'NaN', 'Infinity', '1e3', '12.5', '', ' 12', '0x10']) {
      expect(reasonFor(vital, { value })).toBe('value');
    }
    expect(reasonFor(vital, { metric: 'CLS', value: '0.1234', rating: 'good' })).toBe('value');
    expect(reasonFor(vital, { metric: 'CLS', value: '11', rating: 'poor' })).toBe('value');
    expect(reasonFor(vital, { value: '4100', rating: 'good' })).toBe('rating');
    expect(reasonFor(vital, { value: '900', rating: 'poor' })).toBe('rating');
    expect(reasonFor(vital, { value: '2600', rating: 'good' })).toBe('rating');
    expect(reasonFor(vital, { metric: 'CLS', value: '0.3', rating: 'needs-improvement' })).toBe('rating');
    expect(reasonFor(vital, { metric: 'FID' })).toBe('metric');
  });

  it('reads an INP target only as the page names one, and no text with a control character', () => {
    expect(reasonFor(inp, { target: 'header a[href=/cart]' })).toBeNull();
    expect(reasonFor(inp, { target: 'main button[data-add-to-cart] "Add to Cart"' })).toBeNull();
    for (const target of ['main button\u001b[2J', 'x'.repeat(LIMITS.target + 1), 'main button "a" "b"', 'Main']) {
      expect(reasonFor(inp, { target })).toBe('target');
    }
    expect(reasonFor(vital, { target: 'main button' })).toBe('target');
    for (const message of ['Error\u001b[31m', 'a\nb', 'x\u202eevil', 'x'.repeat(LIMITS.message + 1), ' ']) {
      expect(reasonFor(thrown, { error: message })).toBe('message');
    }
  });

  it('reads an error only from a script named as the build names them, with its line and column', () => {
    for (const file of ['main.70daa481c482b4198346.js', 'page-thank-you.1a2b.js']) {
      expect(reasonFor(thrown, { file })).toBeNull();
    }
    // The page reports no error of an unnamed script: a report without one is not the page's.
    for (const file of [
      '',
      '../../etc/passwd',
      'app.js',
      'app.1a2b.js?x',
      'https://evil.example/app.1a2b.js',
      'a b.1a2b.js',
    ]) {
      expect(reasonFor(thrown, { file })).toBe('file');
    }
    expect(reasonFor(thrown, { line: '-1' })).toBe('place');
    expect(reasonFor(thrown, { column: '1e3' })).toBe('place');
  });

  it('reads nothing from a query not shaped as the page writes it: a field unknown, repeated, of the other kind', () => {
    expect(readReportQuery(vital)).toEqual(lcp);
    expect(readReportQuery(`${vital}&x=1`)).toBe('query');
    expect(readReportQuery(`${vital}&route=%2Fcart`)).toBe('query');
    expect(readReportQuery(`${vital}&browser=chrome`)).toBe('query');
    expect(readReportQuery(`${vital}&__proto__=x`)).toBe('query');
    expect(readReportQuery(vital.replace('route=', 'route'))).toBe('query');
    expect(readReportQuery(vital.replace('%2F', '%E0%A4'))).toBe('query');
    expect(readReportQuery(vital.replace('%2F', '%2'))).toBe('query');
    // Characters URLSearchParams escapes, raw: a space, a quote, an escape byte, a non-ASCII letter.
    for (const raw of [' ', '"', '\u001b', 'é']) expect(readReportQuery(`${vital}${raw}`)).toBe('query');
    // An 8 KB query is not one the page writes, whatever it holds.
    expect(readReportQuery(`${vital}&target=${'A'.repeat(8192)}`)).toBe('query');
    expect(readReportQuery('')).toBe('query');
  });

  it('writes no query longer than a report may be', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const longest = [
          toQuery({ ...error, message: text, file: text, route: text, device: text, release: text, browser: text }),
          toQuery({ ...lcp, metric: 'INP', target: text, route: text, device: text, release: text }),
        ];
        for (const query of longest) expect(query.length).toBeLessThanOrEqual(MAX_QUERY);
      }),
      { numRuns: 200 },
    );
  });

  it('writes an error in another script within what the servers take, and the report reads it', () => {
    const message = '型'.repeat(LIMITS.message);
    const query = toQuery({ ...error, message });
    // The servers refuse a target over FIELD_REPORTS.longest: a base path of 119 characters still leaves room.
    expect(MAX_QUERY + '/_vitals?'.length + 119).toBeLessThanOrEqual(FIELD_REPORTS.longest);
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY);
    const read = readReportQuery(query);
    if (typeof read === 'string' || read.kind !== 'error')
      throw new Error(`not read as an error: ${JSON.stringify(read)}`);
    expect(message.startsWith(read.message)).toBe(true);
    expect(read.message.length).toBeGreaterThan(LIMITS.message / 2);
  });
});

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FIELD_REPORTS } from '../../../deploy/serving-rules.cjs';
import {
  FIELD_REPORT_PATH,
  LIMITS,
  readFieldReport,
  roundValue,
  toQuery,
} from '../../../src/features/vitals/fieldReport';
import type { ErrorReport, VitalReport } from '../../../src/features/vitals/fieldReport';

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
const read = (query: string) => readFieldReport(new URLSearchParams(query));

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
    const hostile = { ...error, message: 'a "quoted" & b=c\nsecond line \\ end' };
    const query = toQuery(hostile);
    expect(query).not.toMatch(/["\s\\]/);
    expect(read(query)).toEqual(hostile);
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
        expect(readFieldReport(new URLSearchParams(errorQuery))?.kind).toBe('error');
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
      return readFieldReport(query);
    };
    expect(changed('metric', 'FID')).toBeNull();
    expect(changed('value', '12ms')).toBeNull();
    expect(changed('value', '-3')).toBeNull();
    expect(changed('value', '1e9')).toBeNull();
    expect(changed('rating', 'great')).toBeNull();
    expect(changed('nav', 'teleport')).toBeNull();
    expect(changed('route', null)).toBeNull();
    expect(changed('route', `/${'x'.repeat(LIMITS.route)}`)).toBeNull();
    expect(changed('target', 'x'.repeat(LIMITS.target + 1))).toBeNull();
    expect(read('')).toBeNull();
    expect(read('q=rose')).toBeNull();
    expect(read(toQuery(error).replace('line=2', 'line=two'))).toBeNull();
    expect(read(toQuery(error).replace(/&browser=[^&]*/, ''))).toBeNull();
  });
});

/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS, answer, cacheControlOf } from '../../deploy/serving-rules.cjs';

// The _headers and _redirects files in deploy/, read back as Netlify and Cloudflare Pages read them, and held to the
// table's answer for every kind of request the store gets.
const DEPLOY = path.resolve(__dirname, '../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

/** The files of a build, as far as the rules care. */
const FILES = new Set([
  '/index.html',
  '/app-shell.html',
  '/shop-query.html',
  '/shop/index.html',
  '/cart/index.html',
  '/checkout/index.html',
  '/thank-you/index.html',
  '/selectedproduct/7/index.html',
  '/assets/main.0123abcd.js',
  '/assets/styles.0123abcd.css',
  '/images/hero-1.svg',
  '/video/shop-hero.mp4',
  '/data/db.products.json',
  '/sw.js',
  '/manifest.webmanifest',
  '/robots.txt',
]);
const isFile = (file: string) => FILES.has(file);

const REQUESTS = [
  '/',
  '/shop',
  '/shop?q=rose',
  '/shop?need=Tones&sort=price-asc',
  '/shop?sort=name',
  '/shop?avoid=hide',
  '/shop?page=2',
  '/shop-query.html',
  '/cart',
  '/checkout',
  '/thank-you',
  '/selectedproduct/7',
  '/selectedproduct/no-such-id',
  '/login',
  '/some/deep/path',
  '/assets/main.0123abcd.js',
  '/assets/nope.js',
  '/images/hero-1.svg',
  '/images/nope.svg',
  '/video/nope.mp4',
  '/data/db.products.json',
  '/data/nope.json',
  '/sw.js',
  '/manifest.webmanifest',
];

/** A `/*`-style pattern of either host as a regular expression (`*` is any text, `:name` one segment). */
const patternOf = (from: string) =>
  new RegExp(
    `^${from
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:\w+/g, '[^/]+')}$`,
  );

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/** `_headers`: a path line, then its indented `Name: value` lines; `#` lines are comments. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    const rule = rules.at(-1);
    if (!rule || !name || value === undefined) throw new Error(`not a header line: ${line}`);
    rule.headers.push([name, value]);
  }
  return rules;
}

/**
 * The headers a path gets. The two hosts combine a header set by two matching rules differently (Netlify keeps one,
 * Cloudflare Pages joins them with a comma), so the files never do that: it fails here.
 */
function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(pathname))) {
    for (const [name, value] of rule.headers) {
      expect(headers.has(name.toLowerCase())).toBe(false);
      headers.set(name.toLowerCase(), value);
    }
  }
  return headers;
}

type RedirectRule = { pattern: RegExp; query: string[]; to: string; status: number; force: boolean };

/** Netlify's `_redirects`: `from [name=:value ...] to status[!]`. */
function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      const from = fields[0];
      const status = fields.at(-1);
      const to = fields.at(-2);
      if (!from || !status || !to || !/^\d{3}!?$/.test(status)) throw new Error(`not a rule: ${line}`);
      return {
        pattern: patternOf(from),
        query: fields.slice(1, -2).map((condition) => condition.split('=')[0] ?? ''),
        to,
        status: Number.parseInt(status, 10),
        force: status.endsWith('!'),
      };
    });
}

/**
 * What Netlify answers: the first rule whose path and query names match applies, unless it is not forced and a file
 * answers the path (a folder's index.html too), which is then served as it is.
 */
function netlifyAnswer(rules: RedirectRule[], url: string): { status: number; file: string | null } {
  const { pathname, searchParams } = new URL(url, 'https://shop.example');
  const own = isFile(pathname) && pathname !== '/' ? pathname : `${pathname.replace(/\/$/, '')}/index.html`;
  const rule = rules.find(
    ({ pattern, query }) => pattern.test(pathname) && query.every((name) => searchParams.has(name)),
  );
  if (rule && (rule.force || !isFile(own))) {
    return rule.status === 200 ? { status: 200, file: rule.to } : { status: rule.status, file: null };
  }
  return isFile(own) ? { status: 200, file: own } : { status: 404, file: null };
}

describe('the static hosts’ rule files (deploy/netlify, deploy/cloudflare-pages)', () => {
  const headerFiles = ['netlify/_headers', 'cloudflare-pages/_headers'];

  it.each(headerFiles)('%s sends the security headers with every answer', (file) => {
    const rules = parseHeaders(read(file));
    for (const url of REQUESTS) {
      const headers = headersFor(rules, new URL(url, 'https://shop.example').pathname);
      for (const [name, value] of SECURITY_HEADERS)
        expect([url, headers.get(name.toLowerCase())]).toEqual([url, value]);
    }
  });

  it.each(headerFiles)(
    '%s caches as the table says; what it leaves to the host is revalidated, the hosts’ default',
    (file) => {
      const rules = parseHeaders(read(file));
      for (const url of REQUESTS) {
        const { pathname } = new URL(url, 'https://shop.example');
        // Both hosts send `public, max-age=0, must-revalidate` when no rule names Cache-Control: revalidate on use.
        const sent = headersFor(rules, pathname).get('cache-control') ?? 'no-cache';
        expect([url, sent]).toEqual([url, cacheControlOf(pathname)]);
      }
    },
  );

  it('Netlify’s _redirects answer every request with the page or the 404 the table gives', () => {
    const rules = parseRedirects(read('netlify/_redirects'));
    for (const url of REQUESTS) {
      const { pathname, search } = new URL(url, 'https://shop.example');
      const expected = answer(pathname, search, isFile);
      const got = netlifyAnswer(rules, url);
      expect([url, got.status]).toEqual([url, expected.status]);
      if (expected.status === 200) expect([url, got.file]).toEqual([url, expected.file]);
    }
  });

  it('Cloudflare Pages gets no _redirects: it would apply the app shell’s line to every file (README, operators)', () => {
    expect(existsSync(path.join(DEPLOY, 'cloudflare-pages/_redirects'))).toBe(false);
    expect(read('netlify/_redirects')).toMatch(/^\/\*\s+\/app-shell\.html\s+200$/m);
  });
});

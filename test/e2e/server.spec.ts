import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from '../../scripts/serve-dist.cjs';

// HTTP-level checks of deploy/nginx.conf serving dist/. They do not depend on the viewport: desktop only.
test.skip(({ isMobile }) => isMobile, 'server behaviour is the same for every viewport');

const firstAsset = (extension: string) => {
  const file = readdirSync(path.join(DIST, 'assets')).find((name) => name.endsWith(extension));
  if (!file) throw new Error(`no ${extension} in dist/assets`);
  return `/assets/${file}`;
};

test('pages get their prerendered HTML, other paths the app shell, all revalidated', async ({ request }) => {
  const prerendered = ['/', '/shop', '/cart', '/checkout', '/thank-you', '/selectedproduct/7'];
  for (const route of [...prerendered, '/login', '/some/deep/path', '/selectedproduct/no-such-id']) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const body = await response.text();
    if (prerendered.includes(route))
      expect(body, route).toMatch(/<div id="root" data-chunks="[a-z-]+( [a-z-]+)*">.*<h1/s);
    else expect(body, route).toMatch(/<div id="?root"?><\/div>/);
  }
});

test('a prerendered page is served gzipped from its precompressed copy', async ({ request }) => {
  const response = await request.get('/shop', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(await response.text()).toContain('Radiant Skin, Confident You');
});

test('missing files under /images/, /data/ and /assets/ are real 404s', async ({ request }) => {
  for (const missing of ['/images/nope.svg', '/data/nope.json', '/assets/nope.js', '/video/nope.mp4']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text()).not.toContain('<div id="root"');
  }
});

test('hashed assets are immutable for a year; the catalogue is revalidated', async ({ request }) => {
  const script = await request.get(firstAsset('.js'));
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const catalogue = await request.get('/data/db.products.json');
  expect(catalogue.status()).toBe(200);
  expect(catalogue.headers()['content-type']).toContain('application/json');
  expect(catalogue.headers()['cache-control']).toBe('no-cache');
});

test('the service worker is revalidated on every load, served as JavaScript from the store root', async ({
  request,
}) => {
  const worker = await request.get('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-encoding']).toBe('gzip');
  // Its precache list was written in: the placeholder is gone, the pages of the fixed routes are named.
  const body = await worker.text();
  expect(body).not.toContain('__SW_MANIFEST');
  // The shop's query page by the URL it is served for: /shop-query.html itself is a 404.
  for (const page of ['app-shell.html', 'index.html', 'shop/index.html', 'shop?q=', 'cart/index.html']) {
    expect(body).toContain(`"url":"${page}"`);
  }
  expect(body).not.toMatch(/"url":"selectedproduct\//);
});

test('text is gzipped when the browser accepts it', async ({ request }) => {
  const response = await request.get(firstAsset('.js'), { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers().vary).toContain('Accept-Encoding');
});

/**
 * The Content-Security-Policy deploy/nginx.conf ships, directive by directive (issue 5). Nothing inline, nothing
 * evaluated, nothing from another origin; the service worker only from the store itself; `default-src 'self'` covers
 * what is not listed (frames).
 */
const SHIPPED_CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'media-src': "'self'",
  'connect-src': "'self'",
  'font-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
};

/** A policy as { directive: sources }, failing on a directive given twice (browsers ignore the second). */
function parseCsp(policy: string): Record<string, string> {
  const directives: Record<string, string> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives, `${name} given twice`).not.toHaveProperty(name);
    directives[name] = sources.join(' ');
  }
  return directives;
}

test('the Content-Security-Policy is exactly the shipped one, on every kind of answer', async ({ request }) => {
  for (const url of ['/', '/checkout', '/login', firstAsset('.js'), firstAsset('.css'), '/data/db.products.json']) {
    const response = await request.get(url);
    const policies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'content-security-policy');
    expect(policies, `${url}: one policy header`).toHaveLength(1);
    const csp = parseCsp(policies[0]?.value ?? '');
    expect(csp, url).toEqual(SHIPPED_CSP);
  }
  // Also on errors: a 404 still may not run anything.
  const missing = await request.get('/images/nope.svg');
  expect(parseCsp(missing.headers()['content-security-policy'] ?? '')).toEqual(SHIPPED_CSP);
});

test('every answer carries the security headers', async ({ request }) => {
  for (const url of ['/', '/shop', firstAsset('.js'), '/data/db.products.json', '/images/nope.svg']) {
    const headers = (await request.get(url)).headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp, `${url}: ${directive}`).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  }
});

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIELD_REPORTS, SERVERS } from '../../deploy/serving-rules.cjs';
import { DIST, chosenServer } from '../../scripts/serve-dist.cjs';
import { vitalsReport } from './support/vitalsReport';

// HTTP-level checks of the web server serving dist/ with its configuration from deploy/: nginx, or the server
// MOSSBLOOM_SERVER names (caddy, apache). Every server is held to the same checks; only the encodings it can send
// differ (deploy/serving-rules.cjs). They do not depend on the viewport: desktop only (playwright.config.ts).

const server = chosenServer();
/** The best encoding this server sends from the build's copies (nginx without its brotli module: gzip). */
const bestEncoding = SERVERS[server].encodings[0] ?? 'gzip';

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

test('the best copy the browser accepts is sent, typed as the file it copies, and the answer varies with it', async ({
  request,
}) => {
  const script = firstAsset('.js');
  for (const [url, file, type] of [
    ['/', 'index.html', 'text/html'],
    ['/shop?q=rose', 'shop-query.html', 'text/html'],
    [script, script.slice(1), 'javascript'],
    [firstAsset('.css'), firstAsset('.css').slice(1), 'text/css'],
  ] as const) {
    const onDisk = readFileSync(path.join(DIST, file), 'utf8');
    const best = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([url, best.headers()['content-encoding']]).toEqual([url, bestEncoding]);
    expect(best.headers().vary, url).toContain('Accept-Encoding');
    expect(best.headers()['content-type'], url).toContain(type);
    expect(await best.text(), url).toBe(onDisk);
    // A browser that accepts no encoding gets the file itself.
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(plain.headers()['content-type'], url).toContain(type);
    expect(await plain.text(), url).toBe(onDisk);
  }
});

test('the catalogue has no precompressed copy to go stale: it is compressed as it is sent, as it is on disk', async ({
  request,
}) => {
  for (const suffix of ['.gz', '.br'])
    expect(existsSync(path.join(DIST, `data/db.products.json${suffix}`))).toBe(false);
  const response = await request.get('/data/db.products.json', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers().vary).toContain('Accept-Encoding');
  expect(await response.text()).toBe(readFileSync(path.join(DIST, 'data/db.products.json'), 'utf8'));
});

test('the shop with a search, a need or an order gets the shop painted without products; that page has no URL of its own', async ({
  request,
}) => {
  for (const url of ['/shop?q=rose', '/shop?need=Tones&sort=price-asc', '/shop/?sort=name', '/shop?q=']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(await response.text(), url).toContain('Products loading...');
  }
  // Another parameter is not a query of the shop's: its painted page, with products.
  const other = await request.get('/shop?page=2', { maxRedirects: 0 });
  expect(await other.text()).not.toContain('Products loading...');
  const own = await request.get('/shop-query.html', { maxRedirects: 0 });
  expect(own.status()).toBe(404);
  expect(await own.text()).not.toContain('<div id="root"');
});

test('missing files under /images/, /data/ and /assets/ are real 404s', async ({ request }) => {
  for (const missing of ['/images/nope.svg', '/data/nope.json', '/assets/nope.js', '/video/nope.mp4']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text()).not.toContain('<div id="root"');
  }
});

test('a missing file is never stored: a 404 under /assets/, /images/, /video/ and /data/ says no-store', async ({
  request,
}) => {
  // Asked for before its upload reached this server, a script must be asked for again, not kept as a 404 for a year.
  for (const missing of ['/assets/page-cart.0123abcd.js', '/images/nope.svg', '/video/nope.mp4', '/data/nope.json']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect([missing, response.headers()['cache-control']]).toEqual([missing, 'no-store']);
  }
});

test('hashed assets are immutable for a year, pictures kept a day; the catalogue is revalidated', async ({
  request,
}) => {
  const script = await request.get(firstAsset('.js'));
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const picture = readdirSync(path.join(DIST, 'images')).find((name) => name.endsWith('.svg'));
  const image = await request.get(`/images/${picture ?? ''}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/svg+xml');
  expect(image.headers()['cache-control']).toBe('public, max-age=86400');
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

test('text is gzipped when the browser accepts only gzip', async ({ request }) => {
  const response = await request.get(firstAsset('.js'), { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers().vary).toContain('Accept-Encoding');
});

/**
 * The Content-Security-Policy deploy/ ships, directive by directive. Nothing inline, nothing
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

/** The lines of the server's access log (globalSetup's server logs the field reports there). */
function accessLogLines(): string[] {
  const file = process.env.E2E_ACCESS_LOG ?? '';
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
}
/** A line of the log as the report reads it: the project's {time, uri, status}, or Caddy's JSON access log. */
type LoggedLine = { time?: string; uri?: string; status?: number; request?: Record<string, unknown> };
/** The request target a line of the access log names. */
function loggedTarget(line: string): unknown {
  const entry = JSON.parse(line) as LoggedLine;
  return server === 'caddy' ? entry.request?.uri : entry.uri;
}

/** What a shopper's browser sends beside the report: none of it may reach the log. */
const SHOPPER = {
  'user-agent': 'Mozilla/5.0 (MossbloomServerCheck) Shopper/7.7',
  referer: 'http://shop.example/selectedproduct/7?q=rosehip',
  cookie: 'session=shopper-cookie-value',
  'accept-language': 'fr-CH',
};
/** What names the shopper: the headers above, and the address the test's requests come from. */
const NAMES_A_SHOPPER = [...Object.values(SHOPPER), 'MossbloomServerCheck', 'rosehip', 'shopper-cookie', '127.0.0.1'];

test('a field report is answered 204 with no body, never stored, and logged in the project’s format, naming no one', async ({
  request,
}) => {
  // A script error, as a page of release 5e7c0c4e01 reports it: the report lists it under its release alone.
  const release = '5e7c0c4e01';
  const query = `route=%2Fcart&device=desktop&nav=network&release=${release}&error=Error%3A+server+check&file=app.1a2b3c4d.js&line=2&column=345&browser=chrome`;
  // The log's host is the store's name, not the shopper's address, which is 127.0.0.1 here too.
  const response = await request.get(`${FIELD_REPORTS.path}?${query}`, {
    headers: { ...SHOPPER, host: 'shop.example' },
  });
  expect(response.status()).toBe(204);
  expect(await response.body()).toHaveLength(0);
  expect(response.headers()['cache-control']).toBe('no-store');
  // The shipped policy allows it as it is (connect-src 'self'): nothing was widened for it.
  expect(parseCsp(response.headers()['content-security-policy'] ?? '')).toEqual(SHIPPED_CSP);
  // The pages and files asked for by the checks above are not logged; the report is, in the project's format.
  await expect.poll(() => accessLogLines().filter((line) => line.includes(`release=${release}`))).toHaveLength(1);
  const lines = accessLogLines();
  for (const line of lines) expect(loggedTarget(line), line).toMatch(/^\/_vitals\?/);
  const line = lines.find((candidate) => candidate.includes(`release=${release}`)) ?? '';
  for (const name of NAMES_A_SHOPPER) expect(line, `the log names ${name}`).not.toContain(name);
  const entry = JSON.parse(line) as LoggedLine;
  if (server === 'caddy') {
    // Caddy's JSON access log, with the fields that could name a shopper deleted.
    expect(entry).toMatchObject({ request: { method: 'GET', uri: `/_vitals?${query}` }, status: 204 });
    expect(Object.keys(entry.request ?? {}).sort()).toEqual(['host', 'method', 'proto', 'uri']);
    for (const field of ['user_id', 'resp_headers']) expect(entry).not.toHaveProperty(field);
  } else {
    // Exactly the time, the request target and the status, in that order.
    expect(Object.keys(entry)).toEqual(['time', 'uri', 'status']);
    expect(entry).toMatchObject({ uri: `/_vitals?${query}`, status: 204 });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:?\d\d$/);
  }
  // `npm run vitals:report` reads it.
  const summary = vitalsReport([process.env.E2E_ACCESS_LOG ?? ''], true);
  expect(summary.scriptErrors.filter((row) => row.release === release)).toEqual([
    expect.objectContaining({ message: 'Error: server check', release, count: 1 }),
  ]);
});

test('a field report longer than 1 KiB is refused and not logged; one of 1 KiB is answered and logged', async ({
  request,
}) => {
  /** A report whose request target, `/_vitals?…`, is `bytes` long, marked with `release`. */
  const reportOf = (release: string, bytes: number) => {
    const head = `${FIELD_REPORTS.path}?route=%2Fsize-check&device=desktop&nav=network&release=${release}&metric=INP&value=80&rating=good&target=`;
    return head + 'x'.repeat(bytes - head.length);
  };
  const twoKiB = reportOf('size2k', 2048);
  const over = reportOf('size1025', FIELD_REPORTS.longest + 1);
  const atTheLimit = reportOf('size1024', FIELD_REPORTS.longest);
  expect([twoKiB.length, over.length, atTheLimit.length]).toEqual([2048, 1025, 1024]);

  for (const refused of [twoKiB, over]) {
    const response = await request.get(refused);
    expect([400, 414], `${String(refused.length)} bytes`).toContain(response.status());
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  const answered = await request.get(atTheLimit);
  expect(answered.status()).toBe(204);
  // The log keeps the order of the answers: once the last report is in, the refused ones would be before it.
  await expect.poll(() => accessLogLines().filter((line) => line.includes('release=size1024'))).toHaveLength(1);
  const lines = accessLogLines();
  expect(lines.filter((line) => /release=size(2k|1025)/.test(line))).toEqual([]);
  expect(lines.map(loggedTarget)).toContain(atTheLimit);
});

/**
 * The status of a GET of `target` sent from `address`, another loopback address than the other checks' 127.0.0.1:
 * to the server, another client, with a rate limit of its own.
 */
function statusFrom(address: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpGet(
      new URL(target, process.env.E2E_BASE_URL),
      { localAddress: address, agent: false },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
  });
}

test('many field reports at once from one address: nginx answers those past its limit 429, for that address only; Caddy and Apache cannot limit them', async () => {
  const { perSecond, burst } = FIELD_REPORTS.rate;
  const sent = burst + 4 * perSecond;
  const query = `route=%2Frate-check&device=desktop&nav=network&release=rate01&metric=CLS&value=0&rating=good`;
  const statuses: number[] = [];
  for (let index = 0; index < sent; index += 1) {
    statuses.push(await statusFrom('127.0.0.2', `${FIELD_REPORTS.path}?${query}`));
  }
  // Another shopper, from another address, is not held back by the first one's reports.
  const other = await statusFrom('127.0.0.3', `${FIELD_REPORTS.path}?${query}`);
  if (server === 'nginx') {
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(burst);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
  } else {
    expect(statuses).toEqual(Array.from({ length: sent }, () => 204));
  }
  expect(other).toBe(204);
});

import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseCatalog } from '../../src/features/catalog/parseCatalog';
// Named apart from testing-library's render (its lint rules read any "render" call as one).
import { pagesToPrerender as pagesOfTheBuild } from '../../src/prerender';
import { makeProduct } from '../support/fixtures';
import { robotsWithSitemap, siteUrlFrom, sitemapPaths, sitemapXml, writeSitemap } from '../../scripts/sitemap.cjs';

const SITE = 'https://shop.example.com/skincare/';
const ROBOTS = readFileSync(path.join(__dirname, '../../public/robots.txt'), 'utf8');
// The catalogue the build ships, as the prerender reads it: one page per product the store can show.
const { products } = parseCatalog(
  JSON.parse(readFileSync(path.join(__dirname, '../../public/data/db.products.json'), 'utf8')),
);
const pages = pagesOfTheBuild({ products });

/** The <loc>s of a sitemap, parsed strictly (jsdom's XML parser): throws on XML that is not well-formed. */
function locations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML');
  const urlset = doc.documentElement;
  expect(urlset.localName).toBe('urlset');
  expect(urlset.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(urlset.children, (url) => {
    expect(url.localName).toBe('url');
    const [loc, ...rest] = Array.from(url.children);
    expect(rest).toHaveLength(0);
    expect(loc?.localName).toBe('loc');
    return loc?.textContent ?? '';
  });
}

describe('the site URL (MOSSBLOOM_SITE_URL)', () => {
  it('is optional', () => {
    expect(siteUrlFrom(undefined, '/')).toBeNull();
    expect(siteUrlFrom('  ', '/')).toBeNull();
  });

  it('gets its missing trailing slash', () => {
    expect(siteUrlFrom('https://shop.example.com/skincare', '/skincare/')).toBe(SITE);
    expect(siteUrlFrom('http://shop.example.com', '/')).toBe('http://shop.example.com/');
  });

  it.each([
    ['shop.example.com', /not an absolute URL/],
    ['/skincare/', /not an absolute URL/],
    ['ftp://shop.example.com/skincare/', /http or https/],
    ['https://user:secret@shop.example.com/skincare/', /user name or password/],
    ['https://shop.example.com/skincare/?ref=1', /query or a fragment/],
    ['https://shop.example.com/', /base path \/skincare\//],
  ])('fails the build on %s', (raw, why) => {
    expect(() => siteUrlFrom(raw, '/skincare/')).toThrow(why);
    expect(() => siteUrlFrom(raw, '/skincare/')).toThrow('MOSSBLOOM_SITE_URL=');
  });
});

describe('the sitemap (scripts/sitemap.cjs)', () => {
  it('lists home, shop and every product of the catalogue, absolute under the site URL', () => {
    const urls = locations(sitemapXml(SITE, sitemapPaths(pages)));
    expect(products.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(products.length + 2);
    for (const url of urls) {
      expect(new URL(url).href).toBe(url);
      expect(url.startsWith(SITE)).toBe(true);
    }
    expect(urls.slice(0, 2)).toEqual([SITE, `${SITE}shop`]);
    expect(new Set(urls.slice(2))).toEqual(
      new Set(products.map((product) => `${SITE}selectedproduct/${encodeURIComponent(String(product.id))}`)),
    );
  });

  it('escapes what XML would read as markup', () => {
    const id = `a&b<c>'d"`;
    const xml = sitemapXml(SITE, sitemapPaths(pagesOfTheBuild({ products: [makeProduct({ id })] })));
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(locations(xml)[2]).toBe(`${SITE}selectedproduct/${encodeURIComponent(id)}`);
  });

  it('takes no path that would leave the site', () => {
    expect(() => sitemapXml(SITE, ['/shop'])).toThrow('not relative');
    expect(() => sitemapXml(SITE, ['https://elsewhere.example/'])).toThrow('not relative');
    expect(() => sitemapXml('shop', [''])).toThrow('not an absolute site URL');
  });

  it('is checked by a parser that does reject broken XML', () => {
    expect(() => locations('<urlset><url><loc>a&b</loc></url></urlset>')).toThrow('not well-formed');
  });
});

describe('robots.txt', () => {
  it('keeps what it said and names the sitemap once', () => {
    const robots = robotsWithSitemap(ROBOTS, `${SITE}sitemap.xml`);
    expect(robots.startsWith(ROBOTS)).toBe(true);
    expect(robots.endsWith(`\nSitemap: ${SITE}sitemap.xml\n`)).toBe(true);
    expect(robotsWithSitemap(robots, `${SITE}sitemap.xml`)).toBe(robots);
    expect(robotsWithSitemap('User-agent: *', 'https://a.example/sitemap.xml')).toBe(
      'User-agent: *\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});

describe('the build’s sitemap step (writeSitemap)', () => {
  const dirs: string[] = [];
  function fakeDist(): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'mossbloom-sitemap-'));
    dirs.push(dist);
    writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);
    return dist;
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('writes no sitemap, and says so in one line, without MOSSBLOOM_SITE_URL', async () => {
    const dist = fakeDist();
    const log = jest.fn();
    await expect(writeSitemap({ dist, siteUrl: undefined, basePath: '/', pages, log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/MOSSBLOOM_SITE_URL is not set/);
    expect(existsSync(path.join(dist, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe(ROBOTS);
  });

  it('writes sitemap.xml and names it in robots.txt, with the compressed copies nginx serves', async () => {
    const dist = fakeDist();
    const sitemapUrl = await writeSitemap({
      dist,
      siteUrl: 'https://shop.example.com/skincare',
      basePath: '/skincare/',
      pages,
      log: () => undefined,
    });
    expect(sitemapUrl).toBe(`${SITE}sitemap.xml`);
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(locations(xml)).toHaveLength(products.length + 2);
    expect(gunzipSync(readFileSync(path.join(dist, 'sitemap.xml.gz'))).toString()).toBe(xml);
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(robots).toBe(`${ROBOTS}Sitemap: ${SITE}sitemap.xml\n`);
    expect(gunzipSync(readFileSync(path.join(dist, 'robots.txt.gz'))).toString()).toBe(robots);
  });

  it('fails on a site URL it cannot use, writing nothing', async () => {
    const dist = fakeDist();
    await expect(
      writeSitemap({ dist, siteUrl: 'shop.example.com', basePath: '/', pages, log: () => undefined }),
    ).rejects.toThrow('MOSSBLOOM_SITE_URL=shop.example.com is not an absolute URL');
    expect(existsSync(path.join(dist, 'sitemap.xml'))).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '../../public');
// The build copies public/ as it is, so the manifest served is this file.
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;
// The brand's colours as the shop's CSS has them, written by tools/art from tools/art/tokens.mjs.
const TOKENS_CSS = readFileSync(path.join(__dirname, '../../src/styles/tokens.css'), 'utf8');

type Icon = { src: string; sizes?: string; type?: string; purpose?: string };
type Manifest = {
  id?: string;
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  theme_color?: string;
  background_color?: string;
  icons?: Icon[];
};

/** A colour token of src/styles/tokens.css, e.g. "forest" for --color-forest, in lower case. */
function token(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6});`).exec(TOKENS_CSS)?.[1];
  if (value === undefined) throw new Error(`src/styles/tokens.css has no --color-${name}`);
  return value.toLowerCase();
}

/** The manifest's icon for one purpose: there must be exactly one. */
function iconFor(purpose: string): Icon {
  const icons = (manifest.icons ?? []).filter((icon) => (icon.purpose ?? 'any').split(/\s+/).includes(purpose));
  expect(icons).toHaveLength(1);
  const [icon] = icons;
  if (icon === undefined) throw new Error(`no icon for ${purpose}`);
  return icon;
}

/** An icon's file in public/, reached as a browser would: its src resolved against the manifest's URL. */
function iconFile(icon: Icon): string {
  const base = 'https://example.com/skincare/';
  const url = new URL(icon.src, `${base}manifest.webmanifest`);
  expect(url.href.startsWith(base)).toBe(true);
  return path.join(PUBLIC, decodeURIComponent(url.pathname.slice(new URL(base).pathname.length)));
}

/** An SVG file, parsed strictly: throws on XML that is not well-formed or not an <svg>. */
function parseSvg(file: string): Element {
  const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`${file} is not well-formed XML`);
  const svg = doc.documentElement;
  expect(svg.localName).toBe('svg');
  expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
  return svg;
}

/** The width and height of an <svg>'s viewBox. */
function viewBoxSize(svg: Element): [number, number] {
  const numbers = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  expect(numbers).toHaveLength(4);
  const [, , width = NaN, height = NaN] = numbers;
  return [width, height];
}

describe('the web manifest (public/manifest.webmanifest)', () => {
  it('names the app, in full and short', () => {
    expect(manifest.name?.trim()).toBeTruthy();
    expect(manifest.short_name?.trim()).toBeTruthy();
  });

  it.each([
    ['https://example.com/skincare/manifest.webmanifest', 'https://example.com/skincare/'],
    ['https://example.com/manifest.webmanifest', 'https://example.com/'],
  ])('keeps the app’s start, scope and identity under the base path it is served from (%s)', (manifestUrl, base) => {
    for (const url of [manifest.start_url, manifest.scope, manifest.id]) {
      expect(url).toBeDefined();
      expect(new URL(url ?? '', manifestUrl).href).toBe(base);
    }
  });

  it('takes its theme and background colours from the brand’s tokens', () => {
    expect(manifest.theme_color?.toLowerCase()).toBe(token('forest'));
    expect(manifest.background_color?.toLowerCase()).toBe(token('cream'));
  });

  it('lists one icon for any use and one maskable icon, each a square SVG of public/', () => {
    for (const purpose of ['any', 'maskable']) {
      const icon = iconFor(purpose);
      expect(icon.type).toBe('image/svg+xml');
      expect(icon.sizes).toBe('any');
      const file = iconFile(icon);
      expect(existsSync(file)).toBe(true);
      const [width, height] = viewBoxSize(parseSvg(file));
      expect(width).toBeGreaterThan(0);
      expect(height).toBe(width);
    }
  });

  it('paints the maskable icon’s background to every edge, in the brand’s green or cream', () => {
    const svg = parseSvg(iconFile(iconFor('maskable')));
    const [width, height] = viewBoxSize(svg);
    const [minX, minY] = (svg.getAttribute('viewBox') ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const unpainted = new Set(['defs', 'title', 'desc', 'metadata', 'style']);
    const background = Array.from(svg.children).find((element) => !unpainted.has(element.localName));
    expect(background?.localName).toBe('rect');
    const length = (name: string) => Number(background?.getAttribute(name) ?? 0);
    expect([length('x'), length('y'), length('width'), length('height')]).toEqual([minX, minY, width, height]);
    expect(background?.hasAttribute('transform')).toBe(false);
    expect(background?.hasAttribute('opacity')).toBe(false);
    expect(background?.hasAttribute('fill-opacity')).toBe(false);
    expect([token('forest'), token('cream')]).toContain(background?.getAttribute('fill')?.toLowerCase());
  });
});

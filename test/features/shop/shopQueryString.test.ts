import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_DISCOVERY } from '../../../src/features/catalog';
import {
  discoveryKey,
  isEverything,
  namesDiscovery,
  readDiscovery,
  readSearch,
  withDiscovery,
} from '../../../src/features/shop/shopQuery';

const read = (query: string) => readDiscovery(new URLSearchParams(query));

describe('the shop query string', () => {
  it('reads the search, the need and the order', () => {
    expect(read('q=rose+oil&need=Tones&sort=price-desc')).toEqual({
      q: 'rose oil',
      need: 'Tones',
      skin: null,
      free: null,
      sort: 'price-desc',
      avoid: null,
    });
    expect(read('sort=name')).toEqual({ q: '', need: null, skin: null, free: null, sort: 'name', avoid: null });
    expect(read('need=Makeup+Removal')).toEqual({
      q: '',
      need: 'Makeup Removal',
      skin: null,
      free: null,
      sort: 'featured',
      avoid: null,
    });
  });

  it('reads a skin type and a free-from claim beside them, one of each', () => {
    expect(read('skin=sensitive&free=fragrance')).toEqual({ ...NO_DISCOVERY, skin: 'sensitive', free: 'fragrance' });
    expect(read('q=rose&skin=oily&skin=dry&free=essential-oils&sort=rating')).toEqual({
      q: 'rose',
      need: null,
      skin: 'oily',
      free: 'essential-oils',
      sort: 'rating',
      avoid: null,
    });
    expect(read('skin=Sensitive&free=perfume')).toBe(NO_DISCOVERY);
    expect(isEverything({ ...NO_DISCOVERY, skin: 'dry' })).toBe(false);
    expect(isEverything({ ...NO_DISCOVERY, free: 'alcohol' })).toBe(false);
    expect(discoveryKey({ ...NO_DISCOVERY, skin: 'dry' })).not.toBe(discoveryKey({ ...NO_DISCOVERY, skin: 'oily' }));
    expect(discoveryKey({ ...NO_DISCOVERY, free: 'alcohol' })).not.toBe(discoveryKey(NO_DISCOVERY));
  });

  it('writes a skin type and a free-from claim in the URL, so the filtered shop can be shared', () => {
    const next = withDiscovery(new URLSearchParams(), { ...NO_DISCOVERY, q: 'rose', skin: 'dry', free: 'fragrance' });
    expect(next.toString()).toBe('q=rose&skin=dry&free=fragrance');
    expect(readDiscovery(next)).toEqual({ ...NO_DISCOVERY, q: 'rose', skin: 'dry', free: 'fragrance' });
  });

  it('reads avoid=hide, which hides the products holding an ingredient the shopper avoids, and nothing else', () => {
    expect(read('avoid=hide')).toEqual({ ...NO_DISCOVERY, avoid: 'hide' });
    expect(read('q=rose&need=Tones&avoid=hide&sort=name')).toEqual({
      q: 'rose',
      need: 'Tones',
      skin: null,
      free: null,
      sort: 'name',
      avoid: 'hide',
    });
    for (const query of ['avoid=', 'avoid', 'avoid=Hide', 'avoid=show', 'avoid=Linalool']) {
      expect([query, read(query)]).toEqual([query, NO_DISCOVERY]);
    }
    expect(isEverything({ ...NO_DISCOVERY, avoid: 'hide' })).toBe(false);
    expect(discoveryKey({ ...NO_DISCOVERY, avoid: 'hide' })).not.toBe(discoveryKey(NO_DISCOVERY));
  });

  it('writes avoid=hide after the rest, and takes it out again, other parameters kept', () => {
    const hiding = withDiscovery(new URLSearchParams('utm_source=mail'), { ...NO_DISCOVERY, q: 'rose', avoid: 'hide' });
    expect(hiding.toString()).toBe('utm_source=mail&q=rose&avoid=hide');
    expect(readDiscovery(hiding)).toEqual({ ...NO_DISCOVERY, q: 'rose', avoid: 'hide' });
    const showing = withDiscovery(hiding, { ...readDiscovery(hiding), avoid: null });
    expect(showing.toString()).toBe('utm_source=mail&q=rose');
    expect(withDiscovery(new URLSearchParams('avoid=hide'), NO_DISCOVERY).toString()).toBe('');
  });

  it('ignores unknown or misspelled values, never failing', () => {
    expect(read('')).toBe(NO_DISCOVERY);
    expect(read('sort=cheapest&need=tones&utm_source=mail')).toBe(NO_DISCOVERY);
    expect(read('q=rose&need=Nope&sort=%E2%9C%93')).toEqual({
      q: 'rose',
      need: null,
      skin: null,
      free: null,
      sort: 'featured',
      avoid: null,
    });
    expect(read('need=All+needs')).toBe(NO_DISCOVERY);
    expect(read('q=%20%20')).toBe(NO_DISCOVERY);
  });

  it('keeps a search without surrounding spaces and at most 100 characters', () => {
    expect(readSearch('  rose  ')).toBe('rose');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from everything, and keeps other parameters', () => {
    const written = (query: string, discovery: Parameters<typeof withDiscovery>[1]) =>
      withDiscovery(new URLSearchParams(query), discovery).toString();
    expect(written('', NO_DISCOVERY)).toBe('');
    expect(written('q=old&utm_source=mail', { ...NO_DISCOVERY, q: 'rose oil', need: 'Tones', sort: 'rating' })).toBe(
      'utm_source=mail&q=rose+oil&need=Tones&sort=rating',
    );
    expect(written('q=rose&sort=name&avoid=hide', NO_DISCOVERY)).toBe('');
  });

  it('tells everything from a discovery, and each discovery from another', () => {
    expect(isEverything(NO_DISCOVERY)).toBe(true);
    expect(isEverything({ ...NO_DISCOVERY, sort: 'rating' })).toBe(false);
    expect(isEverything({ ...NO_DISCOVERY, q: 'rose' })).toBe(false);
    expect(discoveryKey({ ...NO_DISCOVERY, q: 'rose' })).not.toBe(discoveryKey({ ...NO_DISCOVERY, q: 'ros' }));
    expect(discoveryKey({ ...NO_DISCOVERY, sort: 'name' })).toBe(
      discoveryKey({ q: '', need: null, skin: null, free: null, sort: 'name', avoid: null }),
    );
  });

  it('names a discovery when q, need, skin, free, sort or avoid is present at all, as the web server decides', () => {
    for (const query of ['q=', 'q', 'need=x', 'sort=', 'a=1&sort=name', 'skin=dry', 'free=', 'avoid=hide', 'avoid']) {
      expect(namesDiscovery(new URLSearchParams(query))).toBe(true);
    }
    for (const query of ['', 'utm_source=q', 'query=rose']) {
      expect(namesDiscovery(new URLSearchParams(query))).toBe(false);
    }
  });

  it('agrees with deploy/nginx.conf on which query gets the shop painted without products', () => {
    const conf = readFileSync(path.resolve(__dirname, '../../../deploy/nginx.conf'), 'utf8');
    const pattern = /map \$args \$mossbloom_shop_page \{\s*"~([^"]+)"\s+\/shop-query\.html;/.exec(conf)?.[1];
    expect(pattern).toBeDefined();
    const served = new RegExp(pattern ?? '$^');
    for (const query of [
      'q=rose',
      'q=',
      'q',
      'a=1&need=Tones',
      'sort=name&x=1',
      'avoid=hide',
      'x=1&avoid=',
      '',
      'utm_source=q',
      'query=rose',
      'xq=1',
      'avoided=hide',
    ]) {
      expect([query, served.test(query)]).toEqual([query, namesDiscovery(new URLSearchParams(query))]);
    }
  });
});

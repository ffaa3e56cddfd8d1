/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { brotli, gzip, gzipPage } from '../../scripts/precompress.cjs';

const text = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<li class="card">Product ${String(i % 37)} costs $${String(i)}.00</li>`).join(
    '',
  ),
);

describe('the precompressed copies (scripts/precompress.cjs)', () => {
  it('writes gzip any browser reads, smaller than zlib at its best', async () => {
    const gzipped = await gzip(text);
    expect(gunzipSync(gzipped).equals(text)).toBe(true);
    expect(gzipped.length).toBeLessThan(gzipSync(text, { level: 9 }).length);
  });

  it('writes pages as zlib’s best gzip, which decompresses to the same bytes', async () => {
    const gzipped = await gzipPage(text);
    expect(gunzipSync(gzipped).equals(text)).toBe(true);
    expect(gzipped.equals(gzipSync(text, { level: 9 }))).toBe(true);
  });

  it('writes brotli that decompresses to the same bytes', async () => {
    expect(brotliDecompressSync(await brotli(text)).equals(text)).toBe(true);
  });
});

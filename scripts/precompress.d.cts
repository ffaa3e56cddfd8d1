// Types of scripts/precompress.cjs for the TypeScript that imports it (test/build/precompress.test.ts).

/** The input as gzip (Zopfli): what the build writes as `<file>.gz`. */
export function gzip(input: Buffer): Promise<Buffer>;
/** The input as zlib's best gzip: what the prerender writes beside each page. */
export function gzipPage(input: Buffer): Promise<Buffer>;
/** The input as Brotli at its highest quality: what the build writes as `<file>.br`. */
export function brotli(input: Buffer): Promise<Buffer>;

// @ts-check
/**
 * The precompressed copies the build writes beside each text file, for nginx's gzip_static and brotli_static
 * (deploy/nginx.conf): used by webpack.config.js for the bundle and by scripts/prerender.mjs for the pages.
 *
 * gzip is Zopfli's: slower to compress than zlib (about two seconds for the app chunk, once per build) but a
 * gzip stream every browser reads, about 3% smaller than zlib's best. Brotli at its highest quality.
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

// The Zopfli module (compiled with Emscripten) installs process-wide handlers that rethrow any uncaught error from
// inside its own source, printing the whole file: removed, so a failing build reports its own error plainly.
const EVENTS = ['uncaughtException', 'unhandledRejection'];
// process as a plain emitter: its own overloads take one literal event name, not a name from a list.
const emitter = /** @type {NodeJS.EventEmitter} */ (process);
const before = EVENTS.map((event) => emitter.listeners(event));
const zopfli = require('@gfx/zopfli');
EVENTS.forEach((event, index) => {
  for (const listener of emitter.listeners(event)) {
    // listeners() types them as Function, off() as what they are: a listener.
    if (!before[index]?.includes(listener)) emitter.off(event, /** @type {(...args: unknown[]) => void} */ (listener));
  }
});

/** @type {(input: Buffer) => Promise<Buffer>} */
const gzip = async (input) => Buffer.from(await zopfli.gzipAsync(input, { numiterations: 15 }));

const brotliCompress = promisify(zlib.brotliCompress);
/** @type {(input: Buffer) => Promise<Buffer>} */
const brotli = (input) =>
  brotliCompress(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });

const zlibGzip = promisify(zlib.gzip);
/**
 * zlib's best gzip, for the prerendered pages: one per product, each a few KiB, where Zopfli would save tens of
 * bytes a page and cost about 80 ms each (over a minute for a thousand products).
 * @type {(input: Buffer) => Promise<Buffer>}
 */
const gzipPage = (input) => zlibGzip(input, { level: zlib.constants.Z_BEST_COMPRESSION });

module.exports = { gzip, gzipPage, brotli };

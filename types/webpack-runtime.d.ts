/**
 * webpack's file name for a chunk's script (`__webpack_require__.u`), relative to the public path. Chunk ids are the
 * chunk names (webpack.config.js sets `chunkIds: 'named'`).
 */
declare const __webpack_get_script_filename__: (chunkId: string) => string;

/** The URL prefix of the build's files (`output.publicPath`, the store's base path). */
declare const __webpack_public_path__: string;

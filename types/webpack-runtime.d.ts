/**
 * webpack's chunk loader (`__webpack_require__.e`): downloads one chunk by id and registers its modules without
 * running any of them. Chunk ids are the chunk names (webpack.config.js sets `chunkIds: 'named'`).
 */
declare const __webpack_chunk_load__: (chunkId: string) => Promise<void>;

/** Whether `error` is webpack's: a script of the store did not load (404, a page for a script, a network error). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

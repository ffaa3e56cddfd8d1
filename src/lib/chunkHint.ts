/**
 * Asks the browser for one of the build's chunks (webpack names its file) without running it: `preload` for one the
 * page runs soon (at low priority unless `priority` says otherwise; the script that runs it then takes the download
 * in flight over); `prefetch`, into its cache at the lowest priority, for one a next page may run. Nothing outside a
 * build (tests), where webpack names no file.
 */
export function hintChunk(doc: Document, chunkId: string, rel: 'prefetch'): void;
export function hintChunk(doc: Document, chunkId: string, rel: 'preload', priority?: 'low' | 'high'): void;
export function hintChunk(
  doc: Document,
  chunkId: string,
  rel: 'preload' | 'prefetch',
  priority: 'low' | 'high' = 'low',
) {
  if (typeof __webpack_get_script_filename__ !== 'function') return;
  const link = doc.createElement('link');
  link.rel = rel;
  link.setAttribute('as', 'script');
  if (rel === 'preload') link.setAttribute('fetchpriority', priority);
  link.href = `${__webpack_public_path__}${__webpack_get_script_filename__(chunkId)}`;
  doc.head.append(link);
}

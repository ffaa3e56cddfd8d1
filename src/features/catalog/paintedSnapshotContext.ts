import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';

const PaintedSnapshotContext = createContext<PaintedSnapshot | undefined>(undefined);

/** Gives the pages the snapshot the current page was painted with (the server's render and the browser's). */
export const PaintedSnapshotProvider = PaintedSnapshotContext.Provider;

/** A path as the page it names: "/shop/" is "/shop", and "/selectedproduct/%31" (served as product 1's page) is
 * "/selectedproduct/1". */
function pageOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape names no prerendered page; compared as it is.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** The snapshot, while the shopper is on the page it was painted for; a page reached in-app has none. */
export function usePaintedSnapshot(): PageSnapshot | undefined {
  const painted = useContext(PaintedSnapshotContext);
  const { pathname } = useLocation();
  if (!painted || pageOf(painted.pathname) !== pageOf(pathname)) return undefined;
  return painted.snapshot;
}

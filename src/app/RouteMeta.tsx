import { useMatches } from 'react-router-dom';
import { useDocumentMeta } from '../components/DocumentMeta/useDocumentMeta';
import type { PageMeta } from '../components/DocumentMeta/useDocumentMeta';
import type { PaintedProducts } from './routeTable';

/** What a route of the table may carry in its `handle`: the page's title and description, and what it paints. */
export type RouteHandle = { meta?: PageMeta; paints?: PaintedProducts };

/** A matched route's handle as the table declares it (the router types handles as unknown). */
export function routeHandleOf(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? handle : {};
}

/**
 * Sets the document title and description from the deepest matched route that declares them. A route
 * without them (the product page) sets its own, from its data.
 */
export function RouteMeta() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  useDocumentMeta(deepest ? routeHandleOf(deepest.handle).meta : undefined);
  return null;
}

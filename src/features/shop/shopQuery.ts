import { NO_DISCOVERY, SORT_KEYS, isNeed } from '../catalog';
import type { Discovery, SortKey } from '../catalog';
import { oneOf } from '../../lib/guards';
import { FREE_FROM, SKIN_TYPES } from '../ingredients';
import { DISCOVERY_PARAMS } from './discoveryParams';

export { DISCOVERY_PARAMS };

/** Longer searches are cut: no product's words are this long, and the URL stays readable. */
export const SEARCH_MAX_LENGTH = 100;

/** A search as typed, as the query string keeps it: without surrounding spaces, and not too long. */
export function readSearch(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH);
}

const sortKeys: ReadonlySet<string> = new Set(SORT_KEYS);
const isSortKey = (value: string): value is SortKey => sortKeys.has(value);

const isSkinType = oneOf(SKIN_TYPES);
const isFreeFrom = oneOf(FREE_FROM);

/** The discovery a query string asks for. Unknown or misspelled values are ignored, never an error. */
export function readDiscovery(params: URLSearchParams): Discovery {
  const q = readSearch(params.get('q') ?? '');
  const need = params.get('need') ?? '';
  const sort = params.get('sort') ?? '';
  const skin = params.get('skin');
  const free = params.get('free');
  const discovery: Discovery = {
    q,
    need: isNeed(need) ? need : null,
    skin: isSkinType(skin) ? skin : null,
    free: isFreeFrom(free) ? free : null,
    sort: isSortKey(sort) ? sort : NO_DISCOVERY.sort,
    avoid: params.get('avoid') === 'hide' ? 'hide' : null,
  };
  return isEverything(discovery) ? NO_DISCOVERY : discovery;
}

/**
 * Whether the shop shows the catalogue as the file lists it: no search, need or filter, the featured order, nothing
 * hidden.
 */
export function isEverything({ q, need, skin, free, sort, avoid }: Discovery): boolean {
  return q === '' && need === null && skin === null && free === null && sort === 'featured' && avoid === null;
}

/**
 * `params` with the discovery written into it: only what differs from showing everything, so `/shop` stays
 * `/shop`. Other parameters (a campaign's, say) are kept.
 */
export function withDiscovery(params: URLSearchParams, discovery: Discovery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of DISCOVERY_PARAMS) next.delete(name);
  if (discovery.q !== '') next.set('q', discovery.q);
  if (discovery.need !== null) next.set('need', discovery.need);
  if (discovery.skin !== null) next.set('skin', discovery.skin);
  if (discovery.free !== null) next.set('free', discovery.free);
  if (discovery.sort !== 'featured') next.set('sort', discovery.sort);
  if (discovery.avoid !== null) next.set('avoid', discovery.avoid);
  return next;
}

/** A key that changes whenever the discovery does: the grid's paging starts again at 8 on a new one. */
export function discoveryKey(discovery: Discovery): string {
  const { q, need, skin, free, sort, avoid } = discovery;
  return JSON.stringify([q, need, skin, free, sort, avoid]);
}

/**
 * Whether the query string names any discovery parameter, even empty or unknown: the web server then answers with
 * the shop's page painted without products (deploy/nginx.conf matches the same names), which the browser hydrates.
 */
export function namesDiscovery(params: URLSearchParams): boolean {
  return DISCOVERY_PARAMS.some((name) => params.has(name));
}

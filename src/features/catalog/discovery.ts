import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import { getOrMake } from '../../lib/getOrMake';
import { readDetails } from '../ingredients';
import type { FreeFrom, ProductDetails, SkinType } from '../ingredients';
import { NEEDS } from './needs';
import type { Need } from './needs';
import type { Product } from './types';

/** How the shop can order its products; 'featured' is the catalogue's own order. */
export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'rating', 'name'] as const;

export type SortKey = (typeof SORT_KEYS)[number];

/**
 * What the shopper narrowed the catalogue to: the search text, a need or none, a skin type or none, a free-from
 * claim or none, the order, and whether the products holding an ingredient they avoid are hidden (`avoid: 'hide'`).
 * Which products those are is not the catalogue's to know: whoever asks for the list names them (`LeftOut`).
 */
export type Discovery = {
  q: string;
  need: Need | null;
  skin: SkinType | null;
  free: FreeFrom | null;
  sort: SortKey;
  avoid: 'hide' | null;
};

/** No search, need or filter, the catalogue's order, nothing hidden: every product as the file lists it. */
export const NO_DISCOVERY: Discovery = { q: '', need: null, skin: null, free: null, sort: 'featured', avoid: null };

/**
 * The products the shopper asked not to see (the shop's `?avoid=hide`: those holding an ingredient they avoid), or
 * none. One function for one list of avoided ingredients: the selectors remember their answers by it.
 */
export type LeftOut = ((product: Product) => boolean) | undefined;

/** Each product's details (its skin types, its claims, its ingredients), read once per product. */
const detailsRead = new WeakMap<Product, ProductDetails>();
const detailsOf = (product: Product) => getOrMake(detailsRead, product, () => readDetails(product));

/** Whether `product` says it suits `skin` and is free from `free` (each when asked); one that says nothing does not. */
function suits(product: Product, skin: SkinType | null, free: FreeFrom | null): boolean {
  if (skin === null && free === null) return true;
  const { skinTypes = [], freeFrom = [] } = detailsOf(product);
  return (skin === null || skinTypes.includes(skin)) && (free === null || freeFrom.includes(free));
}

/**
 * Text as the search compares it: without accents and case, so "creme" finds "Crème" and "ROSE" finds "rose".
 * (NFD splits "è" into "e" and a combining mark, which is then dropped.)
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, each as `searchable` writes it; a product must contain every one. */
function searchTerms(q: string): string[] {
  return searchable(q).split(/\s+/).filter(Boolean);
}

/** The words of the last search asked for: every card of a grid asks with the same one. */
let lastTerms: { q: string; terms: readonly string[] } | undefined;
function termsOf(q: string): readonly string[] {
  if (lastTerms?.q !== q) lastTerms = { q, terms: searchTerms(q) };
  return lastTerms.terms;
}

/**
 * What a search reads of a product, as `searchable` writes it, made once per product: its name, description and
 * need as one text, and each of its ingredients beside the name the card says.
 */
type SearchedParts = { words: string; ingredients: readonly (readonly [name: string, searched: string])[] };
const partsRead = new WeakMap<Product, SearchedParts>();
const partsOf = (product: Product) =>
  getOrMake(partsRead, product, () => ({
    words: searchable(`${product.name}\n${product.description}\n${product.category}`),
    ingredients: (detailsOf(product).ingredients ?? []).map((name) => [name, searchable(name)] as const),
  }));

/** Each product's name, description, need and ingredients as one searchable text, made once per catalogue. */
const searchTexts = new WeakMap<readonly Product[], Map<Product, string>>();
const searchTextOf = (product: Product) => {
  const { words, ingredients } = partsOf(product);
  return [words, ...ingredients.map(([, searched]) => searched)].join('\n');
};
function searchTextsOf(products: readonly Product[]): Map<Product, string> {
  return getOrMake(searchTexts, products, () => new Map(products.map((product) => [product, searchTextOf(product)])));
}

/**
 * The last search and its matches: a keystroke that only adds to it (typing on) searches within those matches
 * instead of the whole catalogue.
 */
let lastSearch: { products: readonly Product[]; text: string; matches: readonly Product[] } | undefined;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Each order as a comparison; ties keep the catalogue's order (Array.prototype.sort is stable). */
const COMPARE: Record<Exclude<SortKey, 'featured'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating.rate - a.rating.rate,
  name: (a, b) => byName.compare(a.name, b.name),
};

/** The whole catalogue in each order, sorted once per catalogue and order; a search then only filters it. */
const sortedCatalogues = new WeakMap<readonly Product[], Map<SortKey, readonly Product[]>>();
function sortedCatalogue(products: readonly Product[], sort: SortKey): readonly Product[] {
  if (sort === 'featured') return products;
  const byOrder = getOrMake(sortedCatalogues, products, () => new Map<SortKey, readonly Product[]>());
  return getOrMake(byOrder, sort, () => [...products].sort(COMPARE[sort]));
}

/**
 * Makes the catalogue's searchable texts and its orders ahead of the first keystroke or choice (the shop calls it
 * once the catalogue is there, when the browser is idle): from then on, a keystroke or a choice only filters.
 */
export function prepareSearch(products: readonly Product[]): void {
  searchTextsOf(products);
  for (const sort of SORT_KEYS) sortedCatalogue(products, sort);
}

/**
 * A few recent answers per selector: the same catalogue and the same discovery give back the very same list (a
 * memoised grid does not render again), while typing does not keep every prefix's list alive.
 */
const recent = { memoize: lruMemoize, memoizeOptions: { maxSize: 8 }, argsMemoize: lruMemoize } as const;

/**
 * The ingredients through which `product` matches the search `q`: for each word found in none of its name,
 * description and need, the first ingredient holding it ("hyaluronate": Sodium Hyaluronate). A card says so.
 */
export function ingredientsMatching(product: Product, q: string): string[] {
  const { words, ingredients } = partsOf(product);
  const matched = new Set<string>();
  for (const term of termsOf(q)) {
    if (words.includes(term)) continue;
    const found = ingredients.find(([, searched]) => searched.includes(term));
    if (found) matched.add(found[0]);
  }
  return [...matched];
}

/** The products whose name, description, need or ingredients contain every word of `q`, in the catalogue's order. */
export const selectSearchMatches = createSelector(
  [(products: readonly Product[]) => products, (_products: readonly Product[], q: string) => q],
  (products, q): readonly Product[] => {
    const terms = termsOf(q);
    if (terms.length === 0) return products;
    const text = terms.join(' ');
    const texts = searchTextsOf(products);
    // Every word of the last search is in a word of this one: its matches hold all of this one's.
    const within =
      lastSearch?.products === products && text.startsWith(lastSearch.text) ? lastSearch.matches : products;
    const matches = within.filter((product) => {
      const searched = texts.get(product) ?? '';
      return terms.every((term) => searched.includes(term));
    });
    lastSearch = { products, text, matches };
    return matches;
  },
  recent,
);

/**
 * How many of the products matching `q` (and suiting `skin` and `free`, when given, and not `leftOut`) each need
 * holds (every need listed, 0 when it has none): the counts of what the shop would show for each need.
 */
export const selectNeedCounts = createSelector(
  [
    selectSearchMatches,
    (_products: readonly Product[], _q: string, skin: SkinType | null = null) => skin,
    (_products: readonly Product[], _q: string, _skin?: SkinType | null, free: FreeFrom | null = null) => free,
    (_products: readonly Product[], _q: string, _skin?: SkinType | null, _free?: FreeFrom | null, leftOut?: LeftOut) =>
      leftOut,
  ],
  (matches, skin, free, leftOut): ReadonlyMap<Need, number> => {
    const counts = new Map<Need, number>(NEEDS.map((need) => [need, 0]));
    for (const product of matches) {
      if (!suits(product, skin, free) || leftOut?.(product)) continue;
      const count = counts.get(product.category as Need);
      if (count !== undefined) counts.set(product.category as Need, count + 1);
    }
    return counts;
  },
  recent,
);

/**
 * The shop's list for a discovery: the products matching the search, the need, the skin type and the free-from
 * claim, without those `leftOut` names, in the chosen order. Sorting happens once per catalogue and order; each
 * keystroke filters the sorted catalogue.
 */
export const selectDiscovered = createSelector(
  [
    (products: readonly Product[]) => products,
    (_products: readonly Product[], discovery: Discovery) => discovery.q,
    (_products: readonly Product[], discovery: Discovery) => discovery.need,
    (_products: readonly Product[], discovery: Discovery) => discovery.skin,
    (_products: readonly Product[], discovery: Discovery) => discovery.free,
    (_products: readonly Product[], discovery: Discovery) => discovery.sort,
    (_products: readonly Product[], _discovery: Discovery, leftOut?: LeftOut) => leftOut,
  ],
  (products, q, need, skin, free, sort, leftOut): readonly Product[] => {
    const matches = selectSearchMatches(products, q);
    const wanted = (product: Product) =>
      (need === null || product.category === need) && suits(product, skin, free) && !leftOut?.(product);
    if (matches === products && need === null && skin === null && free === null && !leftOut) {
      return sortedCatalogue(products, sort);
    }
    // The catalogue's own order: the matches are in it already.
    if (sort === 'featured') return matches.filter(wanted);
    const kept = new Set(matches);
    return sortedCatalogue(products, sort).filter((product) => kept.has(product) && wanted(product));
  },
  recent,
);

/** Up to `count` other products of `product`'s need, in the catalogue's order: 'You may also like'. */
export const selectRelatedProducts = createSelector(
  [
    (products: readonly Product[]) => products,
    (_products: readonly Product[], product: Product) => product,
    (_products: readonly Product[], _product: Product, count: number) => count,
  ],
  (products, product, count): readonly Product[] => {
    const related: Product[] = [];
    for (const other of products) {
      if (related.length >= count) break;
      if (other.category === product.category && String(other.id) !== String(product.id)) related.push(other);
    }
    return related;
  },
  recent,
);

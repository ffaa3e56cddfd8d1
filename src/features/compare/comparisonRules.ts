import { inciKey } from '../../lib/inciName';

// The comparison's own rule, with no React: in the `compare` chunk with the table that shows it, apart from the list's
// rules (./compareRules.ts), which the entry carries.

/**
 * For each product, by its place, the ingredients of its list that no other compared product's list holds (names
 * compared as the ingredient tables compare them, `inciKey`), in label order. Only products with a list take part:
 * a product without one says nothing of what it holds, so with fewer than two lists nothing is "only in this one"
 * (undefined for each).
 */
export function onlyInOne(lists: readonly (readonly string[] | undefined)[]): (string[] | undefined)[] {
  const known = lists.filter((list) => list !== undefined);
  if (known.length < 2) return lists.map(() => undefined);
  const keys = lists.map((list) => new Set(list?.map(inciKey)));
  return lists.map((list, place) =>
    list?.filter((name) => keys.every((others, other) => other === place || !others.has(inciKey(name)))),
  );
}

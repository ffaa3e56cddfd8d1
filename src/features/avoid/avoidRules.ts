import { isList, isText } from '../../lib/guards';
import { inciKey, ingredientsIn } from '../../lib/inciName';

// The avoid list's rules, with no React or Redux: the slice (./avoidSlice.ts), the painted page before the store
// exists (./avoidOnThePaintedPage.ts) and every page that says what a product contains apply the same ones. An
// ingredient is named as the product's list names it (an INCI name) and compared as the ingredient tables compare
// names (`inciKey`: case, accents and spaces aside), so "LINALOOL" on one label is "Linalool" on another.

/** Whether `avoided` holds `ingredient`. */
export function isAvoided(avoided: readonly string[], ingredient: string): boolean {
  const key = inciKey(ingredient);
  return avoided.some((name) => inciKey(name) === key);
}

/** The list without `ingredient`. */
export function withoutAvoided(avoided: readonly string[], ingredient: string): string[] {
  const key = inciKey(ingredient);
  return avoided.filter((name) => inciKey(name) !== key);
}

/** "Avoid ‹ingredient›": an avoided ingredient leaves the list; any other joins it, at the end, as named. */
export function withToggled(avoided: readonly string[], ingredient: string): string[] {
  return isAvoided(avoided, ingredient) ? withoutAvoided(avoided, ingredient) : [...avoided, ingredient.trim()];
}

/** The ingredients of `ingredients` (a product's list, in label order) that the shopper avoids, each once. */
export function avoidedIn(ingredients: readonly string[], avoided: readonly string[]): string[] {
  if (avoided.length === 0) return [];
  return ingredientsIn(ingredients, new Set(avoided.map(inciKey)));
}

/**
 * The ingredients of `product`'s list (its `ingredients`, the names that are text) that the shopper avoids: what its
 * card, page and cart line say, and what the shop's `?avoid=hide` leaves out. None for a product without a list.
 */
export function avoidedInProduct(product: object, avoided: readonly string[]): string[] {
  const ingredients = 'ingredients' in product ? product.ingredients : undefined;
  return isList(ingredients) ? avoidedIn(ingredients.filter(isText), avoided) : [];
}

const listed = new Intl.ListFormat('en', { type: 'conjunction' });

/** What a card, a product page and a cart line say of a product with avoided ingredients, in label order. */
export function describeAvoided(names: readonly string[]): string {
  return `Contains ${listed.format(names)}, which you avoid`;
}

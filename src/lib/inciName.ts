/**
 * An INCI name as the ingredient tables compare it: without accents and case (as the shop's search folds text), with
 * spaces collapsed and none around a slash, so "LINALOOL", "Linalool " and "Rose Flower Oil / Extract" read as
 * their table entries. Two names are one ingredient only when their keys are equal: no partial or word match.
 */
export function inciKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .trim();
}

/** The names of `ingredients` whose key is in `keys`, in label order, each once. */
export function ingredientsIn(ingredients: readonly string[], keys: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  return ingredients.filter((name) => {
    const key = inciKey(name);
    if (!keys.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Growable = { id: number | string; name: string; category: string };

/**
 * `products` grown to `size` (the same pictures and needs in turn, new ids and names): the catalogue far larger than
 * the shipped one that the scale journeys serve and the discovery benchmark searches.
 */
export function grow<P extends Growable>(products: readonly P[], size: number): (P & { id: number })[] {
  const needs = [...new Set(products.map((product) => product.category))];
  return Array.from({ length: size }, (_, index) => {
    const model = products[index % products.length];
    if (!model) throw new Error('An empty catalogue cannot grow.');
    return {
      ...model,
      id: index + 1,
      name: `${model.name} ${String(index + 1)}`,
      category: needs[index % needs.length] ?? '',
    };
  });
}

import * as v from 'valibot';

// What a catalogue must hold for the store to show its products, as one definition (valibot, a Standard Schema):
// the browser's check of the served file (parseCatalog, catalogApi), the saved cart's and the painted snapshot's
// checks (isProduct), and the operators' check before upload (catalogCheck.ts, npm run catalogue:check) all read it.

/** A product's id: a number, or text that is not empty. Compared as text (`7` and `"7"` are one product). */
export const ProductIdSchema = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.nonEmpty())]);

export const RatingSchema = v.object({
  /** File name of the rating picture under `images/`. */
  image: v.string(),
  rate: v.pipe(v.number(), v.finite()),
});

/** Every field a card reads, with the type it needs (spec §3); other fields are allowed and not shown. */
export const ProductSchema = v.object({
  id: ProductIdSchema,
  name: v.string(),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** File name of the product picture under `images/`. */
  image: v.string(),
  rating: RatingSchema,
  category: v.string(),
  description: v.string(),
  testimonial: v.string(),
});

/**
 * The file as served: a list under `products` (spec §7). Its entries are checked one by one, so one bad product is
 * dropped instead of failing every page.
 */
export const CatalogBodySchema = v.object({ products: v.array(v.unknown()) });

export type CatalogBody = v.InferOutput<typeof CatalogBodySchema>;

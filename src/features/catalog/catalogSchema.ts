import * as v from 'valibot';

// What a catalogue must hold for the store to show its products: one definition, which the browser's checks and the
// operators' check before upload both read (docs/decisions/0009).

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

/** The file as served (spec §7). Its products are checked one by one: a bad one is dropped instead of failing all. */
export const CatalogBodySchema = v.object({ products: v.array(v.unknown()) });

export type CatalogBody = v.InferOutput<typeof CatalogBodySchema>;

import type { InferOutput } from 'valibot';
import type { ProductIdSchema, ProductSchema, RatingSchema } from './catalogSchema';

// The catalogue's types are those of its schema (catalogSchema.ts), so the checks and the types never disagree.

export type ProductId = InferOutput<typeof ProductIdSchema>;

export type Rating = InferOutput<typeof RatingSchema>;

export type Product = InferOutput<typeof ProductSchema>;

/** The catalogue file as served: the list sits under `products`. */
export type Catalog = { products: Product[] };

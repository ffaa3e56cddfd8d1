import { hasFields, isAmount, isFiniteNumber, isText } from '../../lib/guards';
import type { Checked, Guard } from '../../lib/guards';
import { isQuantity } from '../../lib/quantity';

// What a catalogue's product must hold for the store to show it (spec §3): one table of fields, which the browser's
// checks (`isProduct`: the served file, the kept cart's lines, the saved list, the painted snapshot), the product
// types and the operators' `npm run catalogue:check` (./catalogSchema.ts) all read (docs/decisions/0009). Other
// fields are allowed and kept.

/** A product's id: a number, or text that is not empty. Compared as text (`7` and `"7"` are one product). */
export const isProductId: Guard<number | string> = (value): value is number | string =>
  isFiniteNumber(value) || (isText(value) && value !== '');

export const RATING_FIELDS = {
  /** File name of the rating picture under `images/`. */
  image: isText,
  rate: isFiniteNumber,
};

export const isRating = hasFields(RATING_FIELDS);

/** Every field a card reads, with the type it needs. */
export const PRODUCT_FIELDS = {
  id: isProductId,
  name: isText,
  price: isAmount,
  /** File name of the product picture under `images/`. */
  image: isText,
  rating: isRating,
  category: isText,
  description: isText,
  testimonial: isText,
};

/** A product the store can show: every field a card reads has the right type. */
export const isProduct = hasFields(PRODUCT_FIELDS);

/**
 * A product kept with a quantity (a cart line, a product saved for later): a product the store can show, and a whole
 * number of it, 1 or more (src/lib/quantity.ts).
 */
export const isProductWithQuantity = hasFields({ ...PRODUCT_FIELDS, quantity: isQuantity });

export type ProductId = number | string;
export type Rating = Checked<typeof RATING_FIELDS>;
export type Product = Checked<typeof PRODUCT_FIELDS>;

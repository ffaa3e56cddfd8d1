import { isFiniteNumber, isRecord } from './guards';

// A product's size, as the catalogue writes it: read by cards, cart lines and the product page (./unitPrice.ts), and
// by the entry, which gives a cart line with a size the room of its line more (src/features/cart/keptCart.ts).

export const SIZE_UNITS = ['ml', 'g'] as const;

export type SizeUnit = (typeof SIZE_UNITS)[number];

/** How much a product holds: `{ amount: 30, unit: 'ml' }`. */
export type Size = { amount: number; unit: SizeUnit };

/** A size as the catalogue must write it: an amount that is a positive number, in ml or g. */
export function isSize(value: unknown): value is Size {
  return (
    isRecord(value) &&
    isFiniteNumber(value.amount) &&
    value.amount > 0 &&
    SIZE_UNITS.some((unit) => unit === value.unit)
  );
}

/** A product's size, when its catalogue entry gives one the store can use; undefined otherwise (nothing is shown). */
export function sizeOf(product: object): Size | undefined {
  const size = 'size' in product ? product.size : undefined;
  return isSize(size) ? size : undefined;
}

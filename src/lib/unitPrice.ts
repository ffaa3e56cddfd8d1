import { formatMoney } from './money';
import type { Size } from './size';

export { isSize, SIZE_UNITS, sizeOf } from './size';
export type { Size, SizeUnit } from './size';

// A product's price per 100 ml or 100 g: what cards, cart lines and the product page show beside the price
// (DESIGN.md's money format), with its size (./size.ts). Apart from the ingredient tables, which only the product
// page needs.

/**
 * The price of 100 ml or 100 g, rounded to the cent: $38.50 for 30 ml is 128.33. A size that is not a positive
 * number is refused, as the catalogue check refuses it (details.ts), rather than shown as a price.
 */
export function pricePer100(price: number, size: Size): number {
  if (!(Number.isFinite(size.amount) && size.amount > 0)) {
    throw new RangeError(`a size must be a positive number, not ${String(size.amount)}`);
  }
  // Scaling to cents before dividing keeps prices like 38.5 exact until the one rounding.
  return Math.round((price * 10_000) / size.amount) / 100;
}

/** "30 ml", "7.5 g". */
export function formatSize(size: Size): string {
  return `${String(size.amount)} ${size.unit}`;
}

/** "$128.33 / 100 ml", in the store's money format. */
export function formatUnitPrice(price: number, size: Size): string {
  return `${formatMoney(pricePer100(price, size))} / 100 ${size.unit}`;
}

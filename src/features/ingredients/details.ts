import { hasFields, isBoolean, isRecord, isWords, listOf, nonEmptyListOf, oneOf } from '../../lib/guards';
import type { Checked } from '../../lib/guards';
import { isSize } from '../../lib/size';

// What's in the jar: the optional fields of a product that say what it holds and how to use it, as operators write
// them in the catalogue. A product without them is a product as before; each one it has is checked alone, so the
// store shows the good ones and leaves out a bad one, and the catalogue check names it (./detailChecks.ts).

// The size and its price per 100 ml or g live in src/lib/unitPrice.ts: cards and cart lines show them too.

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export const FREE_FROM = ['fragrance', 'essential-oils', 'alcohol', 'silicones', 'sulphates', 'parabens'] as const;
export const USE_TIMES = ['morning', 'evening', 'both'] as const;

export type SkinType = (typeof SKIN_TYPES)[number];
export type FreeFrom = (typeof FREE_FROM)[number];
export type UseTime = (typeof USE_TIMES)[number];

export { isWords };
export const isSkinType = oneOf(SKIN_TYPES);
export const isFreeFrom = oneOf(FREE_FROM);

const KEY_INGREDIENT_FIELDS = {
  /** The INCI name, as written in `ingredients`. */
  name: isWords,
  /** What it does for the skin, in a few words. */
  does: isWords,
};

const HOW_TO_USE_FIELDS = { when: oneOf(USE_TIMES), steps: nonEmptyListOf(isWords) };

export const isKeyIngredient = hasFields(KEY_INGREDIENT_FIELDS);

/**
 * Each detail field with its check; every one is optional. A list that is there holds something (an operator with
 * nothing to say leaves the field out, so a page never shows an empty heading); `freeFrom` may be empty: it then
 * claims nothing.
 */
export const DETAIL_FIELDS = {
  /** How much the jar holds: `{ "amount": 30, "unit": "ml" }`. */
  size: isSize,
  /** INCI names in label order. */
  ingredients: nonEmptyListOf(isWords),
  keyIngredients: nonEmptyListOf(isKeyIngredient),
  skinTypes: nonEmptyListOf(isSkinType),
  freeFrom: listOf(isFreeFrom),
  vegan: isBoolean,
  howToUse: hasFields(HOW_TO_USE_FIELDS),
};

export type DetailField = keyof typeof DETAIL_FIELDS;

export type KeyIngredient = Checked<typeof KEY_INGREDIENT_FIELDS>;
export type HowToUse = Checked<typeof HOW_TO_USE_FIELDS>;
export type ProductDetails = Partial<Checked<typeof DETAIL_FIELDS>>;

/**
 * The detail fields of a product read from outside (the catalogue), each one kept only if it passes its check; the
 * store shows what it can. Whether the fields agree with each other is the catalogue check's business
 * (`detailProblems`).
 */
export function readDetails(product: unknown): ProductDetails {
  if (!isRecord(product)) return {};
  const details: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(DETAIL_FIELDS)) {
    if (check(product[field])) details[field] = product[field];
  }
  // Each field kept has passed its own check, so it has that check's type.
  return details;
}

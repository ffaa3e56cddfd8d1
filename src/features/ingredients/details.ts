import { hasFields, isBoolean, isRecord, isText, listOf, nonEmptyListOf, oneOf } from '../../lib/guards';
import type { Checked, Guard } from '../../lib/guards';
import { allergenOf } from './allergens';
import { isEssentialOil } from './essentialOils';
import { inciKey } from './inciName';
import { isSize } from '../../lib/unitPrice';

// What's in the jar: the optional fields of a product that say what it holds and how to use it, as operators write
// them in the catalogue. A product without them is a product as before; each one it has is checked alone, so the
// store shows the good ones and leaves out a bad one, and the catalogue check names it (catalogCheck.ts).

// The size and its price per 100 ml or g live in src/lib/unitPrice.ts: cards and cart lines show them too.

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export const FREE_FROM = ['fragrance', 'essential-oils', 'alcohol', 'silicones', 'sulphates', 'parabens'] as const;
export const USE_TIMES = ['morning', 'evening', 'both'] as const;

export type SkinType = (typeof SKIN_TYPES)[number];
export type FreeFrom = (typeof FREE_FROM)[number];
export type UseTime = (typeof USE_TIMES)[number];

/** Text with something in it besides spaces: a blank line would show as an empty item. */
const isWords: Guard<string> = (value): value is string => isText(value) && value.trim() !== '';
const isSkinType = oneOf(SKIN_TYPES);
const isFreeFrom = oneOf(FREE_FROM);

const KEY_INGREDIENT_FIELDS = {
  /** The INCI name, as written in `ingredients`. */
  name: isWords,
  /** What it does for the skin, in a few words. */
  does: isWords,
};

const HOW_TO_USE_FIELDS = { when: oneOf(USE_TIMES), steps: nonEmptyListOf(isWords) };

const isKeyIngredient = hasFields(KEY_INGREDIENT_FIELDS);

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

type DetailField = keyof typeof DETAIL_FIELDS;

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

/** What each field must hold, as an operator reads it. */
const EXPECTED: Readonly<Record<DetailField, string>> = {
  size: 'an object with amount (a number > 0) and unit ("ml" or "g")',
  ingredients: 'a list of INCI names in label order, not empty',
  keyIngredients: 'a list of { name, does }, not empty',
  skinTypes: `a list of skin types (${SKIN_TYPES.join(', ')}), not empty`,
  freeFrom: `a list of free-from words (${FREE_FROM.join(', ')})`,
  vegan: 'true or false',
  howToUse: `an object with when (${USE_TIMES.join(', ')}) and steps (a list of steps as text, not empty)`,
};

/** The item of each list field and what it must be, so a problem names the item that is wrong. */
const ITEMS: Readonly<Partial<Record<DetailField, { check: Guard<unknown>; expected: string }>>> = {
  ingredients: { check: isWords, expected: 'an INCI name (text, not blank)' },
  keyIngredients: {
    check: isKeyIngredient,
    expected: 'an object with name (one of ingredients) and does (text that says what it does)',
  },
  skinTypes: { check: isSkinType, expected: `one of ${SKIN_TYPES.join(', ')}` },
  freeFrom: { check: isFreeFrom, expected: `one of ${FREE_FROM.join(', ')}` },
};

/** A value as the operator wrote it (it came from JSON), cut short when long. */
function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The fields that fail their check: in a list that holds something, each wrong item by its place. */
function malformed(product: Record<string, unknown>): string[] {
  return Object.entries(DETAIL_FIELDS).flatMap(([key, check]) => {
    const field = key as DetailField;
    const value = product[field];
    if (value === undefined || check(value)) return [];
    const item = ITEMS[field];
    if (item && Array.isArray(value) && value.length > 0) {
      return value.flatMap((one: unknown, index) =>
        item.check(one) ? [] : [`${field}[${String(index)}] is ${shown(one)}, expected ${item.expected}`],
      );
    }
    return [`${field} is ${shown(value)}, expected ${EXPECTED[field]}`];
  });
}

const FRAGRANCE = new Set(['Parfum', 'Fragrance', 'Aroma'].map(inciKey));
const DRYING_ALCOHOL = new Set(['Alcohol', 'Alcohol Denat.', 'Ethanol', 'Isopropyl Alcohol'].map(inciKey));
/** Each word of a name, as the word rules below read them ("PEG-12 Dimethicone" has "dimethicone"). */
const wordsOf = (ingredient: string) => inciKey(ingredient).split(/[^a-z0-9.]+/);
/** The sulfate surfactants a "sulphate-free" claim is about; a mineral salt (Zinc Sulfate) is not one. */
const SULPHATE_SURFACTANT =
  /(?:lauryl|laureth|myristyl|myreth|pareth|coco|cetyl|cetearyl|decyl|deceth|trideceth|octyl|alkyl)(?:-\d+)?[- ]sul(?:f|ph)ate$/;

/** For each free-from word, what contradicts it and how to find it in a list. */
const CONTRADICTS: Readonly<Record<FreeFrom, { what: string; finds: (ingredient: string) => boolean }>> = {
  fragrance: {
    what: 'fragrance or a fragrance allergen',
    finds: (ingredient) => FRAGRANCE.has(inciKey(ingredient)) || allergenOf(ingredient) !== undefined,
  },
  'essential-oils': { what: 'essential oils', finds: isEssentialOil },
  alcohol: {
    what: 'drying alcohol',
    // "SD Alcohol 40-B" and its kind are denatured ethanol; fatty alcohols (Cetearyl Alcohol) are not meant.
    finds: (ingredient) => DRYING_ALCOHOL.has(inciKey(ingredient)) || inciKey(ingredient).startsWith('sd alcohol'),
  },
  silicones: {
    what: 'silicones',
    finds: (ingredient) => wordsOf(ingredient).some((word) => /(?:cone|conol|siloxane)$/.test(word)),
  },
  sulphates: { what: 'sulphates', finds: (ingredient) => SULPHATE_SURFACTANT.test(inciKey(ingredient)) },
  parabens: { what: 'parabens', finds: (ingredient) => wordsOf(ingredient).some((word) => word.endsWith('paraben')) },
};

/** Rules across fields, on the fields that are well formed; `listed` says whether the product has a list at all. */
function disagreements(details: ProductDetails, listed: boolean): string[] {
  const problems: string[] = [];
  const ingredients = details.ingredients ?? [];
  const firstAt = new Map<string, number>();
  ingredients.forEach((ingredient, index) => {
    const key = inciKey(ingredient);
    const first = firstAt.get(key);
    if (first === undefined) {
      firstAt.set(key, index);
      return;
    }
    problems.push(
      `ingredients[${String(index)}] is ${shown(ingredient)}, already listed as ingredients[${String(first)}]`,
    );
  });
  details.keyIngredients?.forEach(({ name }, index) => {
    // A malformed list is a problem of its own; what it would hold cannot be told.
    if (firstAt.has(inciKey(name)) || (listed && details.ingredients === undefined)) return;
    const why = listed ? 'which is not in ingredients' : 'but the product has no ingredients list';
    problems.push(`keyIngredients[${String(index)}].name is ${shown(name)}, ${why}`);
  });
  details.freeFrom?.forEach((word, index) => {
    const { what, finds } = CONTRADICTS[word];
    const found = ingredients.filter(finds);
    if (found.length > 0) {
      problems.push(`freeFrom[${String(index)}] is ${shown(word)}, but ingredients list ${what}: ${found.join(', ')}`);
    }
  });
  return problems;
}

/**
 * Everything wrong with a product's detail fields, one line each, with where it is and what is wrong:
 * `skinTypes[1] is "oilly", expected one of dry, oily, combination, normal, sensitive`, `freeFrom[0] is "fragrance",
 * but ingredients list fragrance or a fragrance allergen: Linalool`. A product without the fields has none; what is
 * not a product at all is the catalogue check's own finding (catalogCheck.ts), not one of these.
 */
export function detailProblems(product: unknown): string[] {
  if (!isRecord(product)) return [];
  return [...malformed(product), ...disagreements(readDetails(product), product.ingredients !== undefined)];
}

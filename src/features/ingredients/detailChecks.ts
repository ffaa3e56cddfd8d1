import { isRecord } from '../../lib/guards';
import type { Guard } from '../../lib/guards';
import { allergenOf } from './allergens';
import {
  DETAIL_FIELDS,
  FREE_FROM,
  isFreeFrom,
  isKeyIngredient,
  isSkinType,
  isWords,
  readDetails,
  SKIN_TYPES,
  USE_TIMES,
} from './details';
import type { DetailField, FreeFrom, ProductDetails } from './details';
import { isEssentialOil } from './essentialOils';
import { inciKey } from '../../lib/inciName';

// The operators' check of a product's detail fields (./details.ts), for the catalogue check (catalogCheck.ts) alone:
// what each field must hold in words, and the rules across fields (a key ingredient the list lacks, a claim the list
// contradicts). Apart from the fields' table, so the pages that read the fields carry none of it.

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

/** Fragrance as labels name it, alone or with its other name beside it. */
const FRAGRANCE = new Set(
  [
    'Parfum',
    'Fragrance',
    'Aroma',
    'Parfum (Fragrance)',
    'Fragrance (Parfum)',
    'Parfum/Fragrance',
    'Fragrance/Parfum',
  ].map(inciKey),
);
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

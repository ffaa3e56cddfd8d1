import { safeParse } from 'valibot';
import type { BaseIssue } from 'valibot';
// Its plain part: the feature's index brings the product page's section (React, CSS), which Node cannot load.
import { detailProblems } from '../ingredients/plain';
import { STEP_OF_TYPE, stepOfType } from '../routine/plain';
import { ProductSchema } from './catalogSchema';
import { isCatalogBody } from './parseCatalog';
import { isProduct } from './productFields';
import type { Product } from './productFields';

// The operators' check of a catalogue file before upload (npm run catalogue:check, and the build): every problem
// with where it is, by the rules the store applies in the browser (catalogSchema.ts), and of a product's optional
// detail fields, what's in the jar (../ingredients/details.ts); and warnings of what the store shows but not fully
// (a type the routine finder does not know), which do not stop the build. Not part of the app's bundle.

/**
 * What each field a card reads must hold, as an operator reads it, by its path in a product. A test holds this list
 * to the schema's fields. The detail fields say their own (`detailProblems`).
 */
export const EXPECTED: Readonly<Record<string, string>> = {
  '': 'an object with the fields of a product',
  id: 'a number, or text that is not empty',
  name: 'text',
  price: 'a number ≥ 0',
  image: 'the file name of a picture under images/ (text)',
  rating: 'an object with image and rate',
  'rating.image': 'the file name of a rating picture under images/ (text)',
  'rating.rate': 'a number',
  category: 'text (a need, e.g. Hydrates)',
  description: 'text',
  testimonial: 'text',
};

export type CatalogueCheck = {
  /** Every problem, with the product's index and id, the field, what it holds and what is expected. */
  problems: string[];
  /** What the store shows but leaves out somewhere, each with where it is: the file may still ship. */
  warnings: string[];
  /**
   * How many entries the file lists, and how many of them the store would show (a product whose only problems are
   * in its detail fields is shown, without those fields).
   */
  entries: number;
  shown: number;
};

/** A value as the operator wrote it (it came from JSON), cut short when long. */
function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function idOf(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null || !('id' in entry)) return '';
  const { id } = entry;
  return typeof id === 'number' || typeof id === 'string' ? ` (id ${shown(id)})` : '';
}

/** One problem of a product: "price is "free", expected a number ≥ 0". */
function describe(issue: BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map(({ key }) => String(key));
  const field = keys.join('.');
  // A missing key is reported with no input; a key present with the value undefined cannot come from JSON.
  const missing = keys.length > 0 && issue.input === undefined;
  const holds = missing ? 'is missing' : `is ${shown(issue.input)}`;
  const expected = EXPECTED[field] ?? issue.expected ?? 'another value';
  return field === '' ? `${holds}, expected ${expected}` : `${field} ${holds}, expected ${expected}`;
}

/**
 * The routine finder puts a product in a step by its `type` (../routine/routineRules.ts): one whose type the table
 * does not know is shown in the shop but never suggested in a routine. A product without a type is one as the spec
 * writes it, not a slip, and is not warned of.
 */
function routineWarning(product: Product): string | undefined {
  if (!('type' in product) || stepOfType(product.type) !== undefined) return undefined;
  const known = Object.keys(STEP_OF_TYPE).join(', ');
  return (
    `type ${shown(product.type)} fills no step of the routine finder, which never suggests ${shown(product.name)} ` +
    `(src/features/routine/routineRules.ts knows ${known})`
  );
}

/** Checks a parsed catalogue body as the store would read it. */
export function checkCatalogue(body: unknown): CatalogueCheck {
  if (!isCatalogBody(body)) {
    return {
      problems: [`there is no "products" list: the file must be an object of the form { "products": [ ... ] }`],
      warnings: [],
      entries: 0,
      shown: 0,
    };
  }
  const problems: string[] = [];
  const warnings: string[] = [];
  const firstWithId = new Map<string, number>();
  body.products.forEach((entry, index) => {
    const where = `products[${String(index)}]${idOf(entry)}`;
    if (!isProduct(entry)) {
      const result = safeParse(ProductSchema, entry);
      // Each thing said once.
      const lines = new Set((result.issues ?? []).map(describe));
      for (const line of lines) problems.push(`${where}: ${line}`);
      return;
    }
    // As the store does: among the products it can show, only the first of an id is reachable.
    const id = String(entry.id);
    const first = firstWithId.get(id);
    if (first === undefined) firstWithId.set(id, index);
    else problems.push(`${where}: id ${shown(entry.id)} is already used by products[${String(first)}]`);
    // The store shows such a product without its bad detail field; the catalogue is still refused, so none ships.
    for (const line of detailProblems(entry)) problems.push(`${where}: ${line}`);
    const warning = routineWarning(entry);
    if (warning !== undefined) warnings.push(`${where}: ${warning}`);
  });
  return { problems, warnings, entries: body.products.length, shown: firstWithId.size };
}

/** Checks a catalogue file's text: not JSON is a problem of its own. */
export function checkCatalogueText(text: string): CatalogueCheck {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const problem = `not JSON: ${error instanceof Error ? error.message : String(error)}`;
    return { problems: [problem], warnings: [], entries: 0, shown: 0 };
  }
  return checkCatalogue(body);
}

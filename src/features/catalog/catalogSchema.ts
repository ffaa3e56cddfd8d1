import * as v from 'valibot';
import type { Fields } from '../../lib/guards';
import { PRODUCT_FIELDS, RATING_FIELDS } from './productFields';

// The catalogue's rules (./productFields.ts) as valibot schemas, for what must say where a value is wrong: the
// operators' check before upload (./catalogCheck.ts) names each field with its problem. No field's rule is written
// here: each field runs its table's check (docs/decisions/0009).

type FieldSchemas = Record<string, v.GenericSchema>;

/** A valibot object of `fields`, each field run by its own check, or by the schema `nested` gives it. */
function schemaOf(fields: Fields, nested: FieldSchemas = {}) {
  const entries: FieldSchemas = {};
  for (const [key, check] of Object.entries(fields)) entries[key] = nested[key] ?? v.custom(check);
  return v.object(entries);
}

export const RatingSchema = schemaOf(RATING_FIELDS);

/** Every field a card reads (spec §3), a rating's each in its place; other fields are allowed and not shown. */
export const ProductSchema = schemaOf(PRODUCT_FIELDS, { rating: RatingSchema });

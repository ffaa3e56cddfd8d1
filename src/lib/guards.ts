// Plain checks of what comes from outside the code (storage, the page's snapshot, a history entry), each a type
// guard. The entry and the kept lists use these, not a schema library: the entry must stay small
// (docs/decisions/0009). A table of fields and their checks is the one statement of a shape; the operators' check
// builds its schema from the same table (src/features/catalog/catalogSchema.ts).

/** Whether `value` is a `T`. */
export type Guard<T> = (value: unknown) => value is T;

/** What an object must hold: each field's check. Other fields are allowed, and kept. */
export type Fields = Record<string, Guard<unknown>>;

/** The type a table of fields checks. */
export type Checked<F extends Fields> = { [K in keyof F]: F[K] extends Guard<infer T> ? T : never };

/** An object that is not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** A number that is not NaN or infinite. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An amount of money: a finite number, 0 or more. */
export function isAmount(value: unknown): value is number {
  return isFiniteNumber(value) && value >= 0;
}

/** Text with something in it besides spaces: a blank line would show as an empty item. */
export function isWords(value: unknown): value is string {
  return isText(value) && value.trim() !== '';
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** One of the given values (a picklist: `oneOf(['ml', 'g'])`), compared with `===`. */
export function oneOf<T>(values: readonly T[]): Guard<T> {
  return (value): value is T => values.some((one) => one === value);
}

/** A list of anything. */
export function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** An object whose every field of `fields` passes its check. */
export function hasFields<F extends Fields>(fields: F): Guard<Checked<F>> {
  return (value): value is Checked<F> =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));
}

/** A list whose every item is a `T`. */
export function listOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(item);
}

/** A list that holds at least one item, and whose every item is a `T`. */
export function nonEmptyListOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.length > 0 && value.every(item);
}

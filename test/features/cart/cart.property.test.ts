/*
 * Property-based tests of the cart: the reducer against a small reference model, the store's persistence rule,
 * and the stored-cart loader against any text. Each property runs RUNS random cases.
 *
 * Money: the model counts integer cents (prices are drawn as whole cents, as in the catalogue), while the reducer
 * adds floating-point dollars (22.5 × 3 + 19.99 …). The two must agree to within a millionth of a cent: far
 * below anything formatMoney can show, far above the rounding noise of these magnitudes (totals stay under
 * $10 million), and a single wrong cent, line or quantity still fails.
 */
import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { makeStore } from '../../../src/app/store';
import {
  add,
  cartSlice,
  clear,
  emptyCart,
  isQuantity,
  keptCart,
  remove,
  subtract,
  keptCartRead,
} from '../../../src/features/cart';
import type { CartItem, CartState } from '../../../src/features/cart';
import type { ProductId } from '../../../src/features/catalog';
import { createSafeStorage } from '../../../src/lib/storage';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';

const RUNS = 1000;
const CENT_TOLERANCE = 1e-6;

// A small pool, so sequences keep hitting the same lines. 2 and '2' are the same product (ids compare as text).
const ID_POOL: readonly ProductId[] = [1, 2, '2', 3, 'a7', 'rose-oil'];
const idArb = fc.constantFrom(...ID_POOL);
const centsArb = fc.integer({ min: 0, max: 99_999 });
// The product card never offers less than 1, so `add` is only ever asked for a whole number from 1 up, or none.
const quantityArb = fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined });

type Command =
  | { kind: 'add'; id: ProductId; cents: number; quantity: number | undefined }
  | { kind: 'subtract'; id: ProductId }
  | { kind: 'remove'; id: ProductId }
  | { kind: 'clear' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add'), id: idArb, cents: centsArb, quantity: quantityArb }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('subtract'), id: idArb }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('remove'), id: idArb }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('clear') }), weight: 1 },
);
const commandsArb = fc.array(commandArb, { maxLength: 40 });

function productFor(id: ProductId, cents: number) {
  return makeProduct({ id, name: `Product ${String(id)}`, price: cents / 100 });
}

function actionFor(command: Command) {
  switch (command.kind) {
    case 'add': {
      const product = productFor(command.id, command.cents);
      return add(command.quantity === undefined ? product : { ...product, quantity: command.quantity });
    }
    case 'subtract':
      return subtract(command.id);
    case 'remove':
      return remove(command.id);
    case 'clear':
      return clear();
  }
}

/** The reference model: lines keyed by the id as text, prices in cents. Written from the spec, not the slice. */
type ModelLine = { key: string; id: ProductId; cents: number; quantity: number };
type Model = { lines: ModelLine[]; totalCents: number };

function stepModel(model: Model, command: Command): Model {
  const sum = (lines: ModelLine[]) => lines.reduce((total, line) => total + line.cents * line.quantity, 0);
  const key = command.kind === 'clear' ? '' : String(command.id);
  let lines: ModelLine[];
  switch (command.kind) {
    case 'add':
      lines = model.lines.some((line) => line.key === key)
        ? model.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line))
        : [...model.lines, { key, id: command.id, cents: command.cents, quantity: command.quantity ?? 1 }];
      break;
    case 'subtract':
      lines = model.lines.flatMap((line) => {
        if (line.key !== key) return [line];
        return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
      });
      break;
    case 'remove':
      lines = model.lines.filter((line) => line.key !== key);
      break;
    case 'clear':
      return { lines: [], totalCents: model.totalCents };
  }
  return { lines, totalCents: sum(lines) };
}

/*
 * The invariants are gathered as readable problems and asserted once per run: a thousand runs of dozens of
 * steps would otherwise spend most of their time inside `expect`.
 */
function cartProblems(cart: CartState): string[] {
  const problems = cart.items
    .filter((item) => !isQuantity(item.quantity))
    .map((item) => `line ${String(item.id)} has quantity ${String(item.quantity)}`);
  const ids = cart.items.map((item) => String(item.id));
  if (new Set(ids).size !== ids.length) problems.push(`duplicate ids: ${ids.join(', ')}`);
  return problems;
}

function centsProblem(total: number, cents: number): string[] {
  return Math.abs(total * 100 - cents) < CENT_TOLERANCE ? [] : [`total ${String(total)} is not ${String(cents)} cents`];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('cart reducer against a reference model (property)', () => {
  it(`agrees with the model over ${String(RUNS)} random add/subtract/remove/clear sequences`, () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        let cart = emptyCart;
        let model: Model = { lines: [], totalCents: 0 };
        const problems: string[] = [];
        commands.forEach((command, step) => {
          const before = cart;
          cart = cartSlice.reducer(cart, actionFor(command));
          model = stepModel(model, command);
          const found: string[] = [];

          const lines = cart.items.map((item) => [item.id, Math.round(item.price * 100), item.quantity]);
          const modelLines = model.lines.map((line) => [line.id, line.cents, line.quantity]);
          if (!sameJson(lines, modelLines))
            found.push(`lines ${JSON.stringify(lines)}, model ${JSON.stringify(modelLines)}`);
          found.push(...cartProblems(cart));
          if (command.kind === 'clear') {
            // clear keeps the very same total, not a recomputed one.
            if (cart.items.length > 0) found.push('clear left lines');
            if (!Object.is(cart.totalPrice, before.totalPrice)) found.push('clear changed the total');
          } else {
            found.push(...centsProblem(cart.totalPrice, model.totalCents));
          }
          problems.push(...found.map((problem) => `step ${String(step)} (${command.kind}): ${problem}`));
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A cart that passes the loader's checks, as another tab would save it. */
const keptCartArb: fc.Arbitrary<CartState> = fc
  .uniqueArray(fc.record({ id: idArb, cents: centsArb, quantity: fc.integer({ min: 1, max: 50 }) }), {
    selector: (line) => String(line.id),
    maxLength: 5,
  })
  .chain((lines) => {
    const items: CartItem[] = lines.map(({ id, cents, quantity }) => ({ ...productFor(id, cents), quantity }));
    return fc.record({
      items: fc.constant(items),
      totalPrice: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
    });
  });

type StoreCommand = Command | { kind: 'synced'; cart: CartState };
const storeCommandsArb = fc.array(
  fc.oneof(
    { arbitrary: commandArb, weight: 5 },
    { arbitrary: fc.record({ kind: fc.constant('synced' as const), cart: keptCartArb }), weight: 1 },
  ),
  { maxLength: 30 },
);

describe('the store saves the cart after add, subtract and remove only (property)', () => {
  it(`writes once per change, never on clear or on a cart synced from storage, over ${String(RUNS)} sequences`, () => {
    fc.assert(
      fc.property(storeCommandsArb, (commands: StoreCommand[]) => {
        const storage = createMemoryStorage();
        const store = makeStore(undefined, { storage });
        const problems: string[] = [];
        commands.forEach((command, step) => {
          const storedBefore = storage.values.get('cart');
          const writesBefore = storage.writes.length;
          store.dispatch(command.kind === 'synced' ? keptCartRead(command.cart) : actionFor(command));
          const { cart } = store.getState();
          const found = cartProblems(cart);

          const newWrites = storage.writes.slice(writesBefore);
          const stored = storage.values.get('cart');
          if (command.kind === 'clear' || command.kind === 'synced') {
            if (newWrites.length > 0 || stored !== storedBefore) found.push('wrote to storage');
          } else if (newWrites.length !== 1 || newWrites[0]?.[0] !== 'cart') {
            found.push(`wrote ${JSON.stringify(newWrites)} instead of the cart once`);
          } else if (!sameJson(JSON.parse(stored ?? 'null'), { items: cart.items, totalPrice: cart.totalPrice })) {
            found.push(`saved ${String(stored)}, which is not the cart in the store`);
          }
          problems.push(...found.map((problem) => `step ${String(step)} (${command.kind}): ${problem}`));
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

/** What the pages can show, written independently of the loader: the oracle for the properties below. */
function isShowableLine(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  const { id, rating } = line;
  const isFinite = (number: unknown) => typeof number === 'number' && Number.isFinite(number);
  const isText = (text: unknown) => typeof text === 'string';
  return (
    (isFinite(id) || (typeof id === 'string' && id.length > 0)) &&
    ['name', 'image', 'category', 'description', 'testimonial'].every((field) => isText(line[field])) &&
    isFinite(line.price) &&
    (line.price as number) >= 0 &&
    typeof rating === 'object' &&
    rating !== null &&
    isText((rating as Record<string, unknown>).image) &&
    isFinite((rating as Record<string, unknown>).rate) &&
    isQuantity(line.quantity)
  );
}

function expectShowableCart(cart: CartState) {
  expect(Array.isArray(cart.items)).toBe(true);
  expect(Number.isFinite(cart.totalPrice)).toBe(true);
  expect(cart.totalPrice).toBeGreaterThanOrEqual(0);
  expect(cart.items.filter((item) => !isShowableLine(item))).toEqual([]);
  expect(cartProblems(cart)).toEqual([]);
}

/** Storage whose backing hands out `raw` for the cart: the loader is exercised as the app calls it. */
function storageHolding(raw: string | null) {
  return createSafeStorage(
    () => ({
      getItem: (key: string) => (key === 'cart' ? raw : null),
      setItem: () => undefined,
    }),
    () => undefined,
  );
}

function silenceConsole() {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return { warn, error };
}

const anyStoredText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.json(),
  // Any value written as JSON ('undefined', which JSON.stringify gives no text for, is among the constants below).
  fc
    .anything()
    .filter((value) => value !== undefined)
    .map((value) => JSON.stringify(value)),
  // Cut-off JSON, as a write interrupted halfway would leave.
  fc.json().chain((text) => fc.nat({ max: text.length }).map((end) => text.slice(0, end))),
  fc.constantFrom('', ' ', '{', 'undefined', 'NaN', '{"items":[null],"totalPrice":1}', '{"items":{},"totalPrice":0}'),
);

const lineFieldArb = fc.constantFrom(
  'id',
  'name',
  'price',
  'image',
  'rating',
  'category',
  'description',
  'testimonial',
  'quantity',
);
const strangeValueArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.double(),
  fc.integer({ min: -3, max: 3 }),
  // A price no total can hold once multiplied.
  fc.constant(Number.MAX_VALUE),
  fc.anything(),
);
const goodLineArb = fc
  .record({ id: idArb, cents: centsArb, quantity: fc.integer({ min: 1, max: 50 }) })
  .map(({ id, cents, quantity }) => ({ ...productFor(id, cents), quantity }));
const storedLineArb = fc.oneof(
  goodLineArb,
  // A good line with one field missing or replaced by anything at all.
  fc
    .tuple(goodLineArb, lineFieldArb, strangeValueArb)
    .map(([line, field, value]): unknown => ({ ...line, [field]: value })),
  // A good line carrying fields the store does not know.
  fc
    .tuple(goodLineArb, fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }))
    .map(([line, extra]): unknown => ({ ...extra, ...line })),
  fc.constant(null),
  fc.anything(),
);
const keptCartShapeArb = fc.record(
  {
    items: fc.oneof({ arbitrary: fc.array(storedLineArb, { maxLength: 8 }), weight: 5 }, strangeValueArb),
    totalPrice: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100), weight: 5 },
      strangeValueArb,
    ),
  },
  { requiredKeys: [] },
);

describe('the stored-cart loader (property)', () => {
  it(`returns a cart the pages can show for any stored text, and never throws (${String(RUNS)} runs)`, () => {
    silenceConsole();
    fc.assert(
      fc.property(anyStoredText, (raw) => {
        expectShowableCart(keptCart.read(storageHolding(raw)));
      }),
      { numRuns: RUNS },
    );
  });

  it(`keeps the lines it can show, drops the others and recomputes the total (${String(RUNS)} runs)`, () => {
    silenceConsole();
    fc.assert(
      fc.property(keptCartShapeArb, (shape) => {
        const raw = JSON.stringify(shape);
        const cart = keptCart.read(storageHolding(raw));
        expectShowableCart(cart);

        // The oracle sees what the loader sees: the JSON as read back.
        const stored = JSON.parse(raw) as { items?: unknown; totalPrice?: unknown };
        const { items, totalPrice } = stored;
        if (!Array.isArray(items) || typeof totalPrice !== 'number' || !(totalPrice >= 0)) {
          expect(cart).toEqual(emptyCart);
          return;
        }
        const seen = new Set<string>();
        const expected = items.filter((line: unknown) => {
          if (!isShowableLine(line)) return false;
          const id = String((line as { id: unknown }).id);
          if (seen.has(id)) return false;
          seen.add(id);
          return true;
        }) as CartItem[];
        if (expected.length === items.length) {
          expect(cart).toEqual({ items: expected, totalPrice });
          return;
        }
        // Recomputed. Mangled lines may carry any price a double can hold, not only whole cents, so this compares
        // relatively; a total too large for a number cannot be shown, and then the cart starts empty.
        const recomputed = expected.reduce((sum, line) => sum + line.price * line.quantity, 0);
        if (!Number.isFinite(recomputed)) {
          expect(cart).toEqual(emptyCart);
          return;
        }
        expect(cart.items).toEqual(expected);
        expect(Math.abs(cart.totalPrice - recomputed)).toBeLessThanOrEqual(1e-9 * Math.max(1, recomputed));
      }),
      { numRuns: RUNS },
    );
  });

  it(`returns the empty cart, and never throws, when storage itself throws (${String(RUNS)} runs)`, () => {
    const { error } = silenceConsole();
    const thrownArb = fc.oneof(
      fc
        .constantFrom('QuotaExceededError', 'SecurityError', 'InvalidStateError', 'NotAllowedError')
        .map((name) => new DOMException('storage refused', name)),
      fc.anything(),
    );
    fc.assert(
      fc.property(thrownArb, fc.boolean(), (thrown, failOnLookup) => {
        const fail = (): never => {
          throw thrown;
        };
        const storage = createSafeStorage(
          failOnLookup ? fail : () => ({ getItem: fail, setItem: fail }),
          () => undefined,
        );
        expect(keptCart.read(storage)).toEqual(emptyCart);
      }),
      { numRuns: RUNS },
    );
    // Nothing the shopper's console would show as a page fault.
    expect(error).not.toHaveBeenCalled();
  });
});

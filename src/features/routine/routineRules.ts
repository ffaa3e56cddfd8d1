// Their plain parts: the indexes of avoid and ingredients bring React and CSS, and the catalogue check loads this
// module in Node (./plain.ts).
import { avoidedIn } from '../avoid/plain';
import type { Need, Product } from '../catalog/plain';
import { FREE_FROM, FREE_FROM_WORDS, readDetails, SKIN_TYPES, SKIN_WORDS } from '../ingredients/plain';
import type { FreeFrom, ProductDetails, SkinType, UseTime } from '../ingredients/plain';
import { inciKey } from '../../lib/inciName';
import { sizeOf } from '../../lib/size';
import { DEFAULT_WHEN } from './routineQuestions';

// The routine finder's rules (issue 50), with no React or Redux: from a shopper's answers and the catalogue, a morning
// and an evening routine, one product a step, and what the routine costs. The same answers on the same catalogue give
// the same routine: nothing here reads the clock, storage or chance. The finder's page shows what these return; the
// catalogue check warns of a product whose type fills no step (./plain.ts).

export const STEPS = ['cleanse', 'tone', 'treat', 'moisturise', 'protect', 'weekly'] as const;

export type StepName = (typeof STEPS)[number];

/**
 * The one table from a product's `type`, as the shipped catalogue spells it, to the step of a routine it fills. A type
 * mapped to null is known to be no step of a face routine (a lip balm), so the catalogue check does not warn of it; a
 * type the table does not know fills no step either, and the check warns. Types are compared without case.
 */
export const STEP_OF_TYPE: Readonly<Record<string, StepName | null>> = {
  Cleanser: 'cleanse',
  'Cleansing balm': 'cleanse',
  'Cleansing oil': 'cleanse',
  Toner: 'tone',
  Tonic: 'tone',
  'Facial mist': 'tone',
  Serum: 'treat',
  Essence: 'treat',
  'Face oil': 'treat',
  'Eye cream': 'treat',
  'Eye gel': 'treat',
  Moisturiser: 'moisturise',
  'Gel moisturiser': 'moisturise',
  Cream: 'moisturise',
  'Night cream': 'moisturise',
  Balm: 'moisturise',
  Lotion: 'moisturise',
  'Sun cream': 'protect',
  'Sun fluid': 'protect',
  'Clay mask': 'weekly',
  Exfoliant: 'weekly',
  Peel: 'weekly',
  'Lip balm': null,
};

/** How types are compared: "Night Cream" and "night cream " are the table's "Night cream". */
const typeKey = (type: string): string => type.trim().toLowerCase();

const stepOfKey: ReadonlyMap<string, StepName | null> = new Map(
  Object.entries(STEP_OF_TYPE).map(([type, step]) => [typeKey(type), step]),
);

/** The step a product's type fills: null for a type known to be no step, undefined for one the table does not know. */
export function stepOfType(type: unknown): StepName | null | undefined {
  return typeof type === 'string' ? stepOfKey.get(typeKey(type)) : undefined;
}

/** A product's `type`, a field the shipped catalogue has beside those a card reads (it is not checked there). */
function typeOf(product: object): unknown {
  return 'type' in product ? product.type : undefined;
}

export type Time = 'morning' | 'evening';

/** Each routine's steps, in the order they are done; sun protection is for the day only. */
export const ROUTINES: Readonly<Record<Time, readonly StepName[]>> = {
  morning: ['cleanse', 'tone', 'treat', 'moisturise', 'protect'],
  evening: ['cleanse', 'treat', 'moisturise'],
};

/** The weekly mask or exfoliant is an extra step of the evening: masks and peels are made for the night. */
export const WEEKLY_TIME: Time = 'evening';

/** How a step is named: its heading, and the kind of product it takes, in the words of a step none can fill. */
export const STEP_WORDS: Readonly<Record<StepName, { heading: string; product: string }>> = {
  cleanse: { heading: 'Cleanse', product: 'cleanser' },
  tone: { heading: 'Tone', product: 'toner' },
  treat: { heading: 'Treat', product: 'treatment' },
  moisturise: { heading: 'Moisturise', product: 'moisturiser' },
  protect: { heading: 'Protect', product: 'sun protection' },
  weekly: { heading: 'Once a week', product: 'mask or exfoliant' },
};

/** What the shopper answered. */
export type Answers = {
  skin: SkinType | null;
  /** Up to two of the catalogue's needs. */
  concerns: readonly Need[];
  /** The free-from claims a product must make, every one. */
  freeFrom: readonly FreeFrom[];
  /** Ingredient names, as the avoid list keeps them. */
  avoid: readonly string[];
  when: UseTime;
};

/** No answer given: both routines, from the whole catalogue. */
export const NO_ANSWERS: Answers = { skin: null, concerns: [], freeFrom: [], avoid: [], when: DEFAULT_WHEN };

/** A step with its product and one line of why it was chosen, or with none and the reason in words. */
export type Step =
  { step: StepName; product: Product; why: string } | { step: StepName; product: null; unfilled: string };

/** Only the times asked for: the weekly step comes with the evening. */
export type Routine = { morning?: Step[]; evening?: Step[]; weekly?: Step };

/** A product that fills a step, with its details read once. */
type Candidate = { product: Product; step: StepName; details: ProductDetails };

const listed = new Intl.ListFormat('en', { type: 'conjunction' });

const skinWords = (skin: SkinType): string => SKIN_WORDS[skin].toLowerCase();

/**
 * What a product must be to fill a step, each rule with the words that say it when no product of the step keeps it:
 * "No toner here is free from fragrance and without Linalool". A product that fails any is never chosen, whatever
 * else suits it. `words` is given the products that fail the rule, so it names only what ruled one out.
 */
type Rule = {
  fails: (candidate: Candidate, time: Time, answers: Answers) => boolean;
  words: (failing: readonly Candidate[], time: Time, answers: Answers) => string;
};

/** Whether a product used at `when` (no howToUse: morning and evening) suits `time`. */
const suitsTime = (when: UseTime, time: Time): boolean => when === 'both' || when === time;

const lacksFreeFrom = ({ details }: Candidate, answers: Answers): FreeFrom[] =>
  answers.freeFrom.filter((word) => !(details.freeFrom ?? []).includes(word));

const avoidedInCandidate = ({ details }: Candidate, answers: Answers): string[] =>
  avoidedIn(details.ingredients ?? [], answers.avoid);

const RULES: readonly Rule[] = [
  // An evening-only product (a retinol-like oil, a peel) is never put in the morning, nor a sun cream in the evening.
  {
    fails: ({ details }, time) => !suitsTime(details.howToUse?.when ?? 'both', time),
    words: (_failing, time) => `for the ${time}`,
  },
  // A product that names the skin types it suits must name hers; one that names none may suit anyone.
  {
    fails: ({ details }, _time, { skin }) =>
      skin !== null && details.skinTypes !== undefined && !details.skinTypes.includes(skin),
    words: (_failing, _time, { skin }) => (skin === null ? '' : `for ${skinWords(skin)} skin`),
  },
  // A chosen free-from is a claim the product must make: one that says nothing may hold it.
  {
    fails: (candidate, _time, answers) => lacksFreeFrom(candidate, answers).length > 0,
    words: (failing, _time, answers) => {
      const lacking = new Set(failing.flatMap((candidate) => lacksFreeFrom(candidate, answers)));
      const words = FREE_FROM.filter((word) => lacking.has(word)).map((word) => FREE_FROM_WORDS[word].toLowerCase());
      return `free from ${listed.format(words)}`;
    },
  },
  // An ingredient she avoids, found on the label as the avoid list finds it everywhere else.
  {
    fails: (candidate, _time, answers) => avoidedInCandidate(candidate, answers).length > 0,
    words: (failing, _time, answers) => {
      const names = new Map<string, string>();
      for (const candidate of failing) {
        for (const name of avoidedInCandidate(candidate, answers)) names.set(inciKey(name), name);
      }
      return `without ${listed.format([...names.values()])}`;
    },
  },
];

/**
 * How well a product that keeps every rule answers: first whether its need is a chosen concern, then whether it names
 * her skin type (over one that names none). Among equals the catalogue's order decides.
 */
function rank({ product, details }: Candidate, { skin, concerns }: Answers): number {
  const meetsConcern = concerns.some((concern) => concern === product.category);
  const namesSkin = skin !== null && details.skinTypes?.includes(skin) === true;
  return (meetsConcern ? 2 : 0) + (namesSkin ? 1 : 0);
}

/** "For dry skin · meets Hydrates · with Sodium Hyaluronate": its skin type, the concern it meets, a key ingredient. */
function whyOf({ product, details }: Candidate, { skin, concerns }: Answers, step: StepName): string {
  const parts: string[] = [];
  const skinTypes = details.skinTypes;
  if (skinTypes !== undefined) {
    if (skin !== null) parts.push(`for ${skinWords(skin)} skin`);
    else if (SKIN_TYPES.every((type) => skinTypes.includes(type))) parts.push('for every skin type');
    else parts.push(`for ${listed.format(SKIN_TYPES.filter((type) => skinTypes.includes(type)).map(skinWords))} skin`);
  }
  if (concerns.some((concern) => concern === product.category)) parts.push(`meets ${product.category}`);
  const key = details.keyIngredients?.[0];
  if (key !== undefined) parts.push(`with ${key.name}`);
  const line = parts.length > 0 ? parts.join(' · ') : `the ${STEP_WORDS[step].product} that suits your answers`;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The step filled from `candidates` (those of its type, in the catalogue's order), or the reason none can fill it. */
function fillStep(candidates: readonly Candidate[], step: StepName, time: Time, answers: Answers): Step {
  const kept = candidates.filter((candidate) => !RULES.some((rule) => rule.fails(candidate, time, answers)));
  let best: Candidate | undefined;
  for (const candidate of kept) {
    if (best === undefined || rank(candidate, answers) > rank(best, answers)) best = candidate;
  }
  if (best !== undefined) return { step, product: best.product, why: whyOf(best, answers, step) };
  const noun = STEP_WORDS[step].product;
  if (candidates.length === 0) return { step, product: null, unfilled: `The shop sells no ${noun}` };
  const reasons = RULES.flatMap((rule) => {
    const failing = candidates.filter((candidate) => rule.fails(candidate, time, answers));
    return failing.length > 0 ? [rule.words(failing, time, answers)] : [];
  });
  return { step, product: null, unfilled: `No ${noun} here is ${listed.format(reasons)}` };
}

/**
 * The routines the answers ask for from `products` (the catalogue, in its order): each step the product that keeps
 * every rule and ranks first, or none and why. The same product may fill a step morning and evening.
 */
export function findRoutine(products: readonly Product[], answers: Answers): Routine {
  const candidates = products.flatMap((product): Candidate[] => {
    const step = stepOfType(typeOf(product));
    return step == null ? [] : [{ product, step, details: readDetails(product) }];
  });
  const fill = (step: StepName, time: Time): Step =>
    fillStep(
      candidates.filter((candidate) => candidate.step === step),
      step,
      time,
      answers,
    );
  const routine: Routine = {};
  if (answers.when !== 'evening') routine.morning = ROUTINES.morning.map((step) => fill(step, 'morning'));
  if (answers.when !== 'morning') {
    routine.evening = ROUTINES.evening.map((step) => fill(step, 'evening'));
    routine.weekly = fill('weekly', WEEKLY_TIME);
  }
  return routine;
}

/** The products of a routine, each once, in the order its steps come: what "Add the routine to the cart" adds. */
export function routineProducts(routine: Routine): Product[] {
  const steps = [...(routine.morning ?? []), ...(routine.evening ?? []), ...(routine.weekly ? [routine.weekly] : [])];
  const products = new Map<string, Product>();
  for (const { product } of steps) {
    if (product !== null && !products.has(String(product.id))) products.set(String(product.id), product);
  }
  return [...products.values()];
}

/**
 * How much of a product one use takes, in its own unit (ml or g, taken as equal: a cream weighs about what water
 * does), as brands advise it: two pumps of cleanser, a cotton pad of toner (2); a few drops of serum or oil (0.5); a
 * hazelnut of moisturiser (1); the quarter teaspoon a face needs for the sun protection on the label (1.25); a layer
 * of mask or exfoliant (3). An eye cream or gel takes a grain of rice for both eyes (0.1): its type decides, before
 * its step, which is treat.
 */
export const AMOUNT_PER_USE: {
  readonly byStep: Readonly<Record<StepName, number>>;
  readonly byType: Readonly<Record<string, number>>;
} = {
  byStep: { cleanse: 2, tone: 2, treat: 0.5, moisturise: 1, protect: 1.25, weekly: 3 },
  byType: { 'Eye cream': 0.1, 'Eye gel': 0.1 },
};

const amountOfKey: ReadonlyMap<string, number> = new Map(
  Object.entries(AMOUNT_PER_USE.byType).map(([type, amount]) => [typeKey(type), amount]),
);

/** The amount one use of `product` takes in `step`. */
export function amountPerUse(product: Product, step: StepName): number {
  const type = typeOf(product);
  return (typeof type === 'string' ? amountOfKey.get(typeKey(type)) : undefined) ?? AMOUNT_PER_USE.byStep[step];
}

export type RoutineCost = {
  /** The price of each product of the routine once, though it serves morning and evening. */
  total: number;
  /** What the routine's uses of a day cost, from each product's size; the products without a size left out. */
  perDay: number;
  /** False when a product of the routine has no size, so `perDay` leaves its uses out. */
  perDayComplete: boolean;
  /** The products of the routine that have no size, each once. */
  withoutSize: Product[];
};

/**
 * What a routine costs: all its products once, and a day of it, each use being its amount's share of the product's
 * price. A morning or evening step is used once a day; the weekly step a seventh of one.
 */
export function routineCost(routine: Routine): RoutineCost {
  const uses = [
    ...[...(routine.morning ?? []), ...(routine.evening ?? [])].map((step) => ({ step, perDay: 1 })),
    ...(routine.weekly === undefined ? [] : [{ step: routine.weekly, perDay: 1 / 7 }]),
  ];
  let perDay = 0;
  for (const { step, perDay: times } of uses) {
    const size = step.product === null ? undefined : sizeOf(step.product);
    if (step.product !== null && size !== undefined) {
      perDay += (step.product.price / size.amount) * amountPerUse(step.product, step.step) * times;
    }
  }
  const products = routineProducts(routine);
  const withoutSize = products.filter((product) => sizeOf(product) === undefined);
  // Summed in cents, so the total is the sum the shopper would make: 38.5 + 24 is 62.5, not 62.50000000000001.
  const cents = products.reduce((sum, { price }) => sum + Math.round(price * 100), 0);
  return { total: cents / 100, perDay, perDayComplete: withoutSize.length === 0, withoutSize };
}

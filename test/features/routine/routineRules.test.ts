/*
 * The routine finder's rules (src/features/routine/routineRules.ts): a step from a product's type through one table;
 * a product never chosen for a time it is not used at, a skin it does not name, a free-from claim it does not make or
 * an ingredient the shopper avoids; the rest ranked by concern, then skin, then the catalogue's order; the words of a
 * step none can fill; and what a routine costs, in all and a day.
 */
import { describe, expect, it } from '@jest/globals';
import type { Product } from '../../../src/features/catalog';
import {
  AMOUNT_PER_USE,
  NO_ANSWERS,
  ROUTINES,
  STEP_OF_TYPE,
  amountPerUse,
  findRoutine,
  routineCost,
  routineProducts,
  stepOfType,
} from '../../../src/features/routine/routineRules';
import type { Answers, Routine, Step, StepName } from '../../../src/features/routine/routineRules';
import { makeProduct } from '../../support/fixtures';
import { catalogProducts } from '../../support/products';

const answers = (given: Partial<Answers>): Answers => ({ ...NO_ANSWERS, ...given });

/** A step as a reader checks it: the product's name, or the words of a step none can fill. */
const said = (step: Step): string => (step.product === null ? `none: ${step.unfilled}` : step.product.name);

/** A routine as its product names, step by step. */
function names(routine: Routine) {
  const steps = (list: Step[] | undefined) =>
    list === undefined ? undefined : Object.fromEntries(list.map((step) => [step.step, said(step)]));
  return {
    morning: steps(routine.morning),
    evening: steps(routine.evening),
    weekly: routine.weekly === undefined ? undefined : said(routine.weekly),
  };
}

/** The line of why a step's product was chosen; none for a step none fills. */
const why = (step: Step | undefined): string | undefined => (step?.product ? step.why : undefined);

const ALL_FREE = ['fragrance', 'essential-oils', 'alcohol', 'silicones', 'sulphates', 'parabens'];

let nextId = 100;
/** A product of `type` with details; every field a rule reads can be set, the others say nothing. */
function item(type: string, details: Record<string, unknown> = {}): Product {
  nextId += 1;
  return { ...makeProduct({ id: nextId, name: `${type} ${String(nextId)}` }), type, ...details } as Product;
}

describe('the step of a type (one table)', () => {
  it('knows every type the shipped catalogue uses', () => {
    const unknown = catalogProducts
      .map((product) => (product as unknown as { type: string }).type)
      .filter((type) => stepOfType(type) === undefined);
    expect(unknown).toEqual([]);
  });

  it.each([
    ['Cleanser', 'cleanse'],
    ['Cleansing balm', 'cleanse'],
    ['Cleansing oil', 'cleanse'],
    ['Toner', 'tone'],
    ['Tonic', 'tone'],
    ['Facial mist', 'tone'],
    ['Serum', 'treat'],
    ['Essence', 'treat'],
    ['Face oil', 'treat'],
    ['Eye cream', 'treat'],
    ['Eye gel', 'treat'],
    ['Moisturiser', 'moisturise'],
    ['Gel moisturiser', 'moisturise'],
    ['Cream', 'moisturise'],
    ['Night cream', 'moisturise'],
    ['Balm', 'moisturise'],
    ['Lotion', 'moisturise'],
    ['Sun cream', 'protect'],
    ['Sun fluid', 'protect'],
    ['Clay mask', 'weekly'],
    ['Exfoliant', 'weekly'],
    ['Peel', 'weekly'],
    ['Lip balm', null],
  ])('puts a %s in %s', (type, step) => {
    expect(stepOfType(type)).toBe(step);
  });

  it('has no other entry than those above', () => {
    expect(Object.keys(STEP_OF_TYPE)).toHaveLength(23);
  });

  it('compares types without case or surrounding spaces', () => {
    expect(stepOfType('NIGHT CREAM')).toBe('moisturise');
    expect(stepOfType('  sun Fluid ')).toBe('protect');
  });

  it.each([['Toothpaste'], [''], [42], [null], [undefined]])('knows no step for %p', (type) => {
    expect(stepOfType(type)).toBeUndefined();
  });

  it('fills no step with a product whose type is unknown, known as no step, or missing', () => {
    const products = [item('Toothpaste'), item('Lip balm'), makeProduct({ id: 1 })];
    const routine = findRoutine(products, NO_ANSWERS);
    expect(
      [...(routine.morning ?? []), ...(routine.evening ?? []), routine.weekly].map((step) => step?.product),
    ).toEqual(Array.from({ length: 9 }, () => null));
  });
});

describe('the routines on the shipped catalogue', () => {
  it.each<[string, Partial<Answers>, ReturnType<typeof names>]>([
    [
      'no answers: the first product of each step that suits the time',
      {},
      {
        morning: {
          cleanse: 'Soft Gel Cleanser',
          tone: 'Green Tea Toner',
          treat: 'Dew Drop Serum',
          moisturise: 'Oat Cloud Moisturiser',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Dew Drop Serum', moisturise: 'Oat Cloud Moisturiser' },
        weekly: 'Kaolin Clay Mask',
      },
    ],
    [
      'dry skin that wants hydrating, both times: the only morning cleanser is for oily, combination and normal skin',
      { skin: 'dry', concerns: ['Hydrates'] },
      {
        morning: {
          cleanse: 'none: No cleanser here is for the morning and for dry skin',
          tone: 'Chamomile Calm Mist',
          treat: 'Dew Drop Serum',
          moisturise: 'Oat Cloud Moisturiser',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Dew Drop Serum', moisturise: 'Oat Cloud Moisturiser' },
        weekly: 'Gentle Rice Exfoliant',
      },
    ],
    [
      'oily skin that wants regulating and purifying, the morning only',
      { skin: 'oily', concerns: ['Regulates', 'Purifies'], when: 'morning' },
      {
        morning: {
          cleanse: 'Soft Gel Cleanser',
          tone: 'Willow Bark Clarifying Tonic',
          treat: 'Zinc Balance Serum',
          moisturise: 'Hyaluronic Water Gel',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: undefined,
        weekly: undefined,
      },
    ],
    [
      'oily skin that wants regulating, free from fragrance: the tonic and the one morning cleanser claim none',
      { skin: 'oily', concerns: ['Regulates'], freeFrom: ['fragrance'], when: 'morning' },
      {
        morning: {
          cleanse: 'none: No cleanser here is for the morning and free from fragrance',
          tone: 'Green Tea Toner',
          treat: 'Zinc Balance Serum',
          moisturise: 'Hyaluronic Water Gel',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: undefined,
        weekly: undefined,
      },
    ],
    [
      'sensitive skin that wants soothing, free from fragrance and essential oils, the evening only',
      { skin: 'sensitive', concerns: ['Soothes'], freeFrom: ['essential-oils', 'fragrance'], when: 'evening' },
      {
        morning: undefined,
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Dew Drop Serum', moisturise: 'Cica Repair Balm' },
        weekly: 'none: No mask or exfoliant here is for sensitive skin and free from fragrance and essential oils',
      },
    ],
    [
      'combination skin that wants regenerating: the regenerating face oil at night only',
      { skin: 'combination', concerns: ['Regenerates'] },
      {
        morning: {
          cleanse: 'Soft Gel Cleanser',
          tone: 'Green Tea Toner',
          treat: 'Dew Drop Serum',
          moisturise: 'Hyaluronic Water Gel',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Rosehip Glow Oil', moisturise: 'Night Garden Cream' },
        weekly: 'Kaolin Clay Mask',
      },
    ],
    [
      'the same, avoiding Linalool: the night cream that holds it gives way',
      { skin: 'combination', concerns: ['Regenerates'], avoid: ['linalool'] },
      {
        morning: {
          cleanse: 'Soft Gel Cleanser',
          tone: 'Green Tea Toner',
          treat: 'Dew Drop Serum',
          moisturise: 'Hyaluronic Water Gel',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Rosehip Glow Oil', moisturise: 'Hyaluronic Water Gel' },
        weekly: 'Kaolin Clay Mask',
      },
    ],
    [
      'normal skin that wants revitalizing, avoiding Limonene: the eye gel treats; what holds Limonene gives way',
      { skin: 'normal', concerns: ['Revitalizes'], avoid: ['Limonene'] },
      {
        morning: {
          cleanse: 'none: No cleanser here is for the morning and without Limonene',
          tone: 'Green Tea Toner',
          treat: 'Ginseng Wake-Up Eye Gel',
          moisturise: 'Oat Cloud Moisturiser',
          protect: 'Daylight Sun Fluid SPF 30',
        },
        evening: { cleanse: 'Calendula Cleansing Balm', treat: 'Dew Drop Serum', moisturise: 'Oat Cloud Moisturiser' },
        weekly: 'Gentle Rice Exfoliant',
      },
    ],
  ])('%s', (_case, given, expected) => {
    expect(names(findRoutine(catalogProducts, answers(given)))).toEqual(expected);
  });

  it('says why each product was chosen: its skin type, the concern it meets, a key ingredient', () => {
    const routine = findRoutine(catalogProducts, answers({ skin: 'dry', concerns: ['Hydrates'] }));
    expect((routine.morning ?? []).map(why)).toEqual([
      undefined,
      'For dry skin · with Chamomilla Recutita Flower Water',
      'For dry skin · meets Hydrates · with Sodium Hyaluronate',
      'For dry skin · with Avena Sativa Kernel Flour',
      'For dry skin · with Zinc Oxide',
    ]);
  });

  it('says which skin types a product names when no skin type is given', () => {
    const morning = findRoutine(catalogProducts, answers({ concerns: ['Soothes'] })).morning ?? [];
    expect(morning.slice(0, 2).map(why)).toEqual([
      'For oily, combination, and normal skin · with Coco-Glucoside',
      'For every skin type · meets Soothes · with Chamomilla Recutita Flower Water',
    ]);
  });

  it('says the step when a product has no detail to give', () => {
    expect(why(findRoutine([item('Toner')], NO_ANSWERS).morning?.[1])).toBe('The toner that suits your answers');
  });
});

describe('the time a product is used at', () => {
  it('never puts an evening-only product in the morning, nor a morning-only one in the evening', () => {
    const night = item('Serum', { howToUse: { when: 'evening', steps: ['Apply.'] } });
    const day = item('Serum', { howToUse: { when: 'morning', steps: ['Apply.'] } });
    const routine = findRoutine([night, day], NO_ANSWERS);
    expect(routine.morning?.[2]?.product).toBe(day);
    expect(routine.evening?.[1]?.product).toBe(night);
  });

  it('takes a product without howToUse as one for morning and evening, and the same product may serve both', () => {
    const serum = item('Serum');
    const routine = findRoutine([serum], NO_ANSWERS);
    expect(routine.morning?.[2]?.product).toBe(serum);
    expect(routine.evening?.[1]?.product).toBe(serum);
  });

  it('does the weekly step in the evening: a morning-only mask never fills it', () => {
    const morningMask = item('Clay mask', { howToUse: { when: 'morning', steps: ['Apply.'] } });
    expect(findRoutine([morningMask], NO_ANSWERS).weekly).toEqual({
      step: 'weekly',
      product: null,
      unfilled: 'No mask or exfoliant here is for the evening',
    });
    const eveningPeel = item('Peel', { howToUse: { when: 'evening', steps: ['Apply.'] } });
    expect(findRoutine([morningMask, eveningPeel], NO_ANSWERS).weekly?.product).toBe(eveningPeel);
  });

  it.each<[Answers['when'], string[]]>([
    ['morning', ['morning']],
    ['evening', ['evening', 'weekly']],
    ['both', ['morning', 'evening', 'weekly']],
  ])('answers %s with %p', (when, times) => {
    const routine = findRoutine(catalogProducts, answers({ when }));
    expect(Object.keys(routine)).toEqual(times);
    expect(routine.morning?.map(({ step }) => step)).toEqual(times.includes('morning') ? ROUTINES.morning : undefined);
    expect(routine.evening?.map(({ step }) => step)).toEqual(times.includes('evening') ? ROUTINES.evening : undefined);
  });

  it('has the steps of the issue, in order, and sun protection in the morning only', () => {
    expect(ROUTINES).toEqual({
      morning: ['cleanse', 'tone', 'treat', 'moisturise', 'protect'],
      evening: ['cleanse', 'treat', 'moisturise'],
    });
  });
});

describe('what is left out', () => {
  it('never chooses a product that holds an avoided ingredient, compared as the avoid list compares names', () => {
    const scented = item('Toner', { ingredients: ['Aqua', 'Linalool'] });
    const plain = item('Toner', { ingredients: ['Aqua'] });
    expect(findRoutine([scented, plain], answers({ avoid: ['  LINALOOL '] })).morning?.[1]?.product).toBe(plain);
    expect(findRoutine([scented, plain], NO_ANSWERS).morning?.[1]?.product).toBe(scented);
  });

  it('never chooses a product that does not claim a chosen free-from, one that claims nothing included', () => {
    const silent = item('Toner');
    const claimsSome = item('Toner', { freeFrom: ['alcohol'] });
    const claimsAll = item('Toner', { freeFrom: ALL_FREE });
    const chosen = (freeFrom: Answers['freeFrom'], products: Product[]) =>
      findRoutine(products, answers({ freeFrom, when: 'morning' })).morning?.[1]?.product;
    expect(chosen(['alcohol'], [silent, claimsSome, claimsAll])).toBe(claimsSome);
    expect(chosen(['alcohol', 'fragrance'], [silent, claimsSome, claimsAll])).toBe(claimsAll);
    expect(chosen([], [silent, claimsSome, claimsAll])).toBe(silent);
  });

  it('leaves out a product that names skin types without hers, and keeps one that names none', () => {
    const forOily = item('Cleanser', { skinTypes: ['oily'] });
    const silent = item('Cleanser');
    expect(findRoutine([forOily, silent], answers({ skin: 'dry' })).morning?.[0]?.product).toBe(silent);
    expect(findRoutine([forOily], answers({ skin: 'dry' })).morning?.[0]).toEqual({
      step: 'cleanse',
      product: null,
      unfilled: 'No cleanser here is for dry skin',
    });
  });

  it('leaves out a product that fits her concern best rather than offer one she avoids', () => {
    const hydrating = item('Serum', { ingredients: ['Aqua', 'Parfum'], skinTypes: ['dry'] });
    const other = item('Serum', { ingredients: ['Aqua'] });
    const routine = findRoutine(
      [{ ...hydrating, category: 'Hydrates' }, other],
      answers({ skin: 'dry', concerns: ['Hydrates'], avoid: ['Parfum'] }),
    );
    expect(routine.morning?.[2]?.product).toBe(other);
  });
});

describe('a step none can fill', () => {
  it('names each rule that left a product out, and only what it left out for', () => {
    const products = [
      item('Toner', { freeFrom: ['alcohol'], ingredients: ['Aqua', 'Linalool', 'Limonene'] }),
      item('Tonic', { freeFrom: ['fragrance', 'alcohol'], ingredients: ['Aqua', 'Geraniol'] }),
      item('Facial mist', { freeFrom: ALL_FREE, howToUse: { when: 'evening', steps: ['Mist.'] }, skinTypes: ['oily'] }),
    ];
    const routine = findRoutine(
      products,
      answers({ skin: 'oily', freeFrom: ['fragrance', 'parabens'], avoid: ['Geraniol', 'Linalool', 'Citral'] }),
    );
    expect(routine.morning?.[1]).toEqual({
      step: 'tone',
      product: null,
      unfilled: 'No toner here is for the morning, free from fragrance and parabens, and without Linalool and Geraniol',
    });
  });

  it('offers none, and the example of the issue reads as it does', () => {
    const toner = item('Toner', { freeFrom: ['alcohol'], ingredients: ['Aqua', 'Linalool'] });
    expect(findRoutine([toner], answers({ freeFrom: ['fragrance'], avoid: ['Linalool'] })).morning?.[1]).toEqual({
      step: 'tone',
      product: null,
      unfilled: 'No toner here is free from fragrance and without Linalool',
    });
  });

  it('says the shop sells none when the catalogue has no product of the step', () => {
    const routine = findRoutine([item('Serum', { name: 'The Serum' })], NO_ANSWERS);
    expect(names(routine)).toEqual({
      morning: {
        cleanse: 'none: The shop sells no cleanser',
        tone: 'none: The shop sells no toner',
        treat: 'The Serum',
        moisturise: 'none: The shop sells no moisturiser',
        protect: 'none: The shop sells no sun protection',
      },
      evening: {
        cleanse: 'none: The shop sells no cleanser',
        treat: 'The Serum',
        moisturise: 'none: The shop sells no moisturiser',
      },
      weekly: 'none: The shop sells no mask or exfoliant',
    });
  });

  it('finds a step none can fill on the shipped catalogue: no morning cleanser for dry skin', () => {
    const cleanse = findRoutine(catalogProducts, answers({ skin: 'dry', when: 'morning' })).morning?.[0];
    expect(cleanse).toEqual({
      step: 'cleanse',
      product: null,
      unfilled: 'No cleanser here is for the morning and for dry skin',
    });
  });
});

describe('the order among those left', () => {
  it('prefers a product whose need is a chosen concern, whatever the skin types it names', () => {
    const namesSkin = item('Serum', { skinTypes: ['dry'] });
    const meetsConcern = { ...item('Serum'), category: 'Soothes' };
    const routine = findRoutine([namesSkin, meetsConcern], answers({ skin: 'dry', concerns: ['Soothes'] }));
    expect(routine.morning?.[2]?.product).toBe(meetsConcern);
  });

  it('counts either of two concerns alike', () => {
    const soothes = { ...item('Serum'), category: 'Soothes' };
    const hydrates = { ...item('Serum'), category: 'Hydrates' };
    for (const concerns of [
      ['Hydrates', 'Soothes'],
      ['Soothes', 'Hydrates'],
    ] as const) {
      expect(findRoutine([soothes, hydrates], answers({ concerns })).morning?.[2]?.product).toBe(soothes);
    }
  });

  it('then prefers one that names her skin type over one that names none', () => {
    const silent = item('Serum');
    const namesSkin = item('Serum', { skinTypes: ['dry', 'normal'] });
    expect(findRoutine([silent, namesSkin], answers({ skin: 'dry' })).morning?.[2]?.product).toBe(namesSkin);
    expect(findRoutine([silent, namesSkin], NO_ANSWERS).morning?.[2]?.product).toBe(silent);
  });

  it("then takes the catalogue's order", () => {
    const first = item('Serum');
    const second = item('Serum');
    expect(findRoutine([first, second], NO_ANSWERS).morning?.[2]?.product).toBe(first);
    expect(findRoutine([second, first], NO_ANSWERS).morning?.[2]?.product).toBe(second);
  });

  it('gives the same routine for the same answers, whatever order they were given in', () => {
    const given = answers({
      skin: 'combination',
      concerns: ['Regenerates', 'Hydrates'],
      freeFrom: ['fragrance', 'alcohol'],
      avoid: ['Linalool', 'Limonene'],
    });
    const reordered = answers({
      skin: 'combination',
      concerns: ['Hydrates', 'Regenerates'],
      freeFrom: ['alcohol', 'fragrance'],
      avoid: ['Limonene', 'Linalool'],
    });
    const first = findRoutine(catalogProducts, given);
    expect(findRoutine(catalogProducts, given)).toEqual(first);
    expect(findRoutine(catalogProducts, reordered)).toEqual(first);
    expect(findRoutine(structuredClone(catalogProducts), given)).toEqual(first);
  });
});

describe('what a routine costs', () => {
  /** A product of `type` at `price` for `amount` ml. */
  const priced = (type: string, price: number, amount?: number) =>
    item(type, amount === undefined ? { price } : { price, size: { amount, unit: 'ml' } });

  it('states an amount per use for every step, an eye product by its type', () => {
    expect(AMOUNT_PER_USE.byStep).toEqual({
      cleanse: 2,
      tone: 2,
      treat: 0.5,
      moisturise: 1,
      protect: 1.25,
      weekly: 3,
    });
    expect(amountPerUse(item('Eye cream'), 'treat')).toBe(0.1);
    expect(amountPerUse(item('EYE GEL'), 'treat')).toBe(0.1);
    expect(amountPerUse(item('Serum'), 'treat')).toBe(0.5);
  });

  it('totals each product once, though it serves morning and evening, and costs a day of uses', () => {
    const cleanser = priced('Cleanser', 20, 100);
    const serum = priced('Serum', 30, 30);
    const mask = priced('Clay mask', 21, 60);
    const routine = findRoutine([cleanser, serum, mask], NO_ANSWERS);
    const cost = routineCost(routine);
    expect(cost.total).toBe(71);
    // Twice a day 2 ml of $20 / 100 ml, and 0.5 ml of $30 / 30 ml; a seventh of 3 g of $21 / 60 g.
    expect(cost.perDay).toBeCloseTo(2 * 0.4 + 2 * 0.5 + 1.05 / 7, 10);
    expect(cost).toMatchObject({ perDayComplete: true, withoutSize: [] });
  });

  it('costs an eye cream by its own amount', () => {
    const eye = priced('Eye cream', 30, 15);
    expect(routineCost(findRoutine([eye], answers({ when: 'morning' }))).perDay).toBeCloseTo(0.2, 10);
  });

  it('says a day cannot be costed in full when a product has no size, and costs the rest', () => {
    const serum = priced('Serum', 30, 30);
    const cream = priced('Cream', 40);
    const cost = routineCost(findRoutine([serum, cream], answers({ when: 'evening' })));
    expect(cost).toEqual({ total: 70, perDay: 0.5, perDayComplete: false, withoutSize: [cream] });
  });

  it('costs nothing for a step none fills', () => {
    expect(routineCost(findRoutine([], NO_ANSWERS))).toEqual({
      total: 0,
      perDay: 0,
      perDayComplete: true,
      withoutSize: [],
    });
  });

  it('costs the shipped routine for dry skin that wants hydrating', () => {
    const cost = routineCost(findRoutine(catalogProducts, answers({ skin: 'dry', concerns: ['Hydrates'] })));
    // Chamomile Calm Mist, Dew Drop Serum, Oat Cloud Moisturiser, Daylight Sun Fluid, Calendula Cleansing Balm and
    // Gentle Rice Exfoliant, each once.
    expect(cost.total).toBe(19.5 + 38.5 + 34 + 26.5 + 31 + 23);
    const perUse: Record<StepName, number> = {
      cleanse: (31 / 100) * 2,
      tone: (19.5 / 100) * 2,
      treat: (38.5 / 30) * 0.5,
      moisturise: (34 / 50) * 1,
      protect: (26.5 / 50) * 1.25,
      weekly: (23 / 60) * 3,
    };
    const morning = perUse.tone + perUse.treat + perUse.moisturise + perUse.protect; // no cleanser for dry skin
    const evening = perUse.cleanse + perUse.treat + perUse.moisturise;
    expect(cost.perDay).toBeCloseTo(morning + evening + perUse.weekly / 7, 10);
    expect(cost.perDay).toBeCloseTo(4.48, 2);
    expect(cost.perDayComplete).toBe(true);
  });
});

describe('the products a routine adds to the cart', () => {
  it('are each product once, in the order its steps come: morning, evening, the weekly step', () => {
    const cleanser = item('Cleanser');
    const eveningBalm = item('Cleansing balm', { howToUse: { when: 'evening', steps: ['Massage in.'] } });
    const serum = item('Serum');
    const mask = item('Clay mask');
    const routine = findRoutine([mask, serum, eveningBalm, cleanser], NO_ANSWERS);
    expect(routineProducts(routine).map(({ name }) => name)).toEqual(
      [cleanser, serum, eveningBalm, mask].map(({ name }) => name),
    );
  });

  it('are none when no step is filled', () => {
    expect(routineProducts(findRoutine([], NO_ANSWERS))).toEqual([]);
  });

  it('are the shipped routine’s six for dry skin that wants hydrating', () => {
    const chosen = routineProducts(findRoutine(catalogProducts, answers({ skin: 'dry', concerns: ['Hydrates'] })));
    expect(chosen.map(({ name }) => name)).toEqual([
      'Chamomile Calm Mist',
      'Dew Drop Serum',
      'Oat Cloud Moisturiser',
      'Daylight Sun Fluid SPF 30',
      'Calendula Cleansing Balm',
      'Gentle Rice Exfoliant',
    ]);
  });
});

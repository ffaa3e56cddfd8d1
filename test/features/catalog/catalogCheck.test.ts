/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { isProduct, parseCatalog } from '../../../src/features/catalog';
import { EXPECTED, checkCatalogue, checkCatalogueText } from '../../../src/features/catalog/catalogCheck';
import { ProductSchema, RatingSchema } from '../../../src/features/catalog/catalogSchema';
import { DETAIL_FIELDS, detailProblems } from '../../../src/features/ingredients';
import { makeProduct } from '../../support/fixtures';

const ROOT = path.resolve(__dirname, '../../..');
const SHIPPED = readFileSync(path.join(ROOT, 'public/data/db.products.json'), 'utf8');

/** The catalogue of the issue: a string price, a missing name, a repeated id and a rating without `rate`. */
const nameless = Object.fromEntries(Object.entries(makeProduct({ id: 3 })).filter(([key]) => key !== 'name'));
const BAD = {
  products: [
    makeProduct({ id: 1, name: 'FIRST' }),
    makeProduct({ id: 2 }),
    nameless,
    makeProduct({ id: 4, name: 'REPEATED' }),
    { ...makeProduct({ id: 5 }), price: 'free' },
    makeProduct({ id: '4', name: 'AGAIN' }),
    { ...makeProduct({ id: 'sku-7' }), rating: { image: 'rating-4.svg' } },
  ],
};
const BAD_LINES = [
  'products[2] (id 3): name is missing, expected text',
  'products[4] (id 5): price is "free", expected a number ≥ 0',
  'products[5] (id "4"): id "4" is already used by products[3]',
  'products[6] (id "sku-7"): rating.rate is missing, expected a number',
];

/** A catalogue whose products the store can all show, each with one kind of fault in its detail fields. */
const jar = (id: number, details: Record<string, unknown>) => ({ ...makeProduct({ id }), ...details });
const DETAILED = {
  products: [
    jar(1, { size: { amount: 30, unit: 'ml' }, ingredients: ['Aqua', 'Glycerin'], vegan: true }),
    jar(2, { size: { amount: 0, unit: 'ml' } }),
    jar(3, { ingredients: ['Aqua', 42] }),
    jar(4, { ingredients: ['Aqua'], keyIngredients: [{ name: 'Bakuchiol', does: 'smooths' }] }),
    jar(5, { skinTypes: ['dry', 'oilly'] }),
    jar(6, { ingredients: ['Aqua', 'Parfum'], freeFrom: ['fragrance'] }),
    jar(7, { vegan: 'yes' }),
    jar(8, { howToUse: { when: 'noon', steps: ['Apply.'] } }),
    jar(9, { ingredients: ['Aqua', 'Glycerin', 'glycerin'] }),
  ],
};
const DETAILED_LINES = [
  'products[1] (id 2): size is {"amount":0,"unit":"ml"}, expected an object with amount (a number > 0) and unit ("ml" or "g")',
  'products[2] (id 3): ingredients[1] is 42, expected an INCI name (text, not blank)',
  'products[3] (id 4): keyIngredients[0].name is "Bakuchiol", which is not in ingredients',
  'products[4] (id 5): skinTypes[1] is "oilly", expected one of dry, oily, combination, normal, sensitive',
  'products[5] (id 6): freeFrom[0] is "fragrance", but ingredients list fragrance or a fragrance allergen: Parfum',
  'products[6] (id 7): vegan is "yes", expected true or false',
  'products[7] (id 8): howToUse is {"when":"noon","steps":["Apply."]}, expected an object with when (morning, evening, both) and steps (a list of steps as text, not empty)',
  'products[8] (id 9): ingredients[2] is "glycerin", already listed as ingredients[1]',
];

/** A catalogue the store shows whole, one product of which has a type the routine finder does not know. */
const typed = (id: number, name: string, type: unknown) => ({ ...makeProduct({ id, name }), type });
const UNKNOWN_TYPE = {
  products: [
    typed(1, 'Dew Drop Serum', 'Serum'),
    typed(2, 'Foo', 'Bar'),
    typed(3, 'Rose Lip Balm', 'Lip balm'),
    typed(4, 'Quiet Cream', 'NIGHT CREAM'),
    makeProduct({ id: 5 }),
  ],
};
const KNOWN_TYPES =
  'Cleanser, Cleansing balm, Cleansing oil, Toner, Tonic, Facial mist, Serum, Essence, Face oil, Eye cream, ' +
  'Eye gel, Moisturiser, Gel moisturiser, Cream, Night cream, Balm, Lotion, Sun cream, Sun fluid, Clay mask, ' +
  'Exfoliant, Peel, Lip balm';
const UNKNOWN_TYPE_LINES = [
  `products[1] (id 2): type "Bar" fills no step of the routine finder, which never suggests "Foo" ` +
    `(src/features/routine/routineRules.ts knows ${KNOWN_TYPES})`,
];

const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-catalogue-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});
const badFile = path.join(work, 'bad.json');
writeFileSync(badFile, JSON.stringify(BAD, null, 2));
const detailedFile = path.join(work, 'detailed.json');
writeFileSync(detailedFile, JSON.stringify(DETAILED, null, 2));
const unknownTypeFile = path.join(work, 'unknown-type.json');
writeFileSync(unknownTypeFile, JSON.stringify(UNKNOWN_TYPE, null, 2));

describe('the catalogue check (catalogCheck.ts)', () => {
  it('finds nothing wrong with the shipped catalogue', () => {
    const { problems, entries, shown } = checkCatalogueText(SHIPPED);
    expect(problems).toEqual([]);
    expect(shown).toBe(entries);
    expect(entries).toBeGreaterThanOrEqual(24);
  });

  it('names each bad product by index and id, the field, what it holds and what is expected', () => {
    expect(checkCatalogue(BAD)).toEqual({ problems: BAD_LINES, warnings: [], entries: 7, shown: 3 });
  });

  it('finds nothing wrong with the detail fields of any shipped product, and the shipped products have them', () => {
    const { products } = JSON.parse(SHIPPED) as { products: Record<string, unknown>[] };
    const detailed = products.filter((product) => Object.keys(DETAIL_FIELDS).some((field) => field in product));
    expect(detailed.length).toBeGreaterThanOrEqual(27);
    expect(products.map(detailProblems)).toEqual(products.map(() => []));
  });

  it('names each fault of the detail fields by product and field; the store still shows those products', () => {
    expect(checkCatalogue(DETAILED)).toEqual({ problems: DETAILED_LINES, warnings: [], entries: 9, shown: 9 });
  });

  it('names every fault of a product, its id and its detail fields alike', () => {
    const products = [makeProduct({ id: 1 }), jar(1, { vegan: 1, skinTypes: [] })];
    expect(checkCatalogue({ products }).problems).toEqual([
      'products[1] (id 1): id 1 is already used by products[0]',
      'products[1] (id 1): skinTypes is [], expected a list of skin types (dry, oily, combination, normal, sensitive), not empty',
      'products[1] (id 1): vegan is 1, expected true or false',
    ]);
  });

  it('says only what makes an entry not a product, not what its detail fields hold', () => {
    expect(checkCatalogue({ products: [{ ...jar(1, { vegan: 'yes' }), price: 'free' }] }).problems).toEqual([
      'products[0] (id 1): price is "free", expected a number ≥ 0',
    ]);
  });

  it('counts what the store shows exactly as the browser’s check does', () => {
    const warn = jest.fn();
    expect(parseCatalog(BAD, warn).products.map(({ id }) => id)).toEqual([1, 2, 4]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an entry that is not an object', 42, 'products[0]: is 42, expected an object with the fields of a product'],
    [
      'an empty id',
      { ...makeProduct(), id: '' },
      'products[0] (id ""): id is "", expected a number, or text that is not empty',
    ],
    ['a negative price', makeProduct({ price: -1 }), 'products[0] (id 1): price is -1, expected a number ≥ 0'],
    [
      'no rating',
      { ...makeProduct(), rating: null },
      'products[0] (id 1): rating is null, expected an object with image and rate',
    ],
    [
      'a picture that is not text',
      { ...makeProduct(), image: 7 },
      'products[0] (id 1): image is 7, expected the file name of a picture under images/ (text)',
    ],
  ])('says so for %s', (_case, entry, line) => {
    expect(checkCatalogue({ products: [entry] }).problems).toEqual([line]);
  });

  it.each([
    ['a list', [makeProduct()]],
    ['an object without products', { items: [makeProduct()] }],
    ['products that are not a list', { products: { 1: makeProduct() } }],
  ])('says there is no products list for %s', (_case, body) => {
    expect(checkCatalogue(body).problems).toEqual([
      'there is no "products" list: the file must be an object of the form { "products": [ ... ] }',
    ]);
  });

  it('warns of a product whose type fills no step of the routine finder, and of no other; it is no problem', () => {
    expect(checkCatalogue(UNKNOWN_TYPE)).toEqual({ problems: [], warnings: UNKNOWN_TYPE_LINES, entries: 5, shown: 5 });
  });

  it.each([
    ['a type that is not text', 7, '7'],
    ['an empty type', '', '""'],
  ])('warns of %s', (_case, type, said) => {
    expect(checkCatalogue({ products: [typed(1, 'Odd', type)] }).warnings).toEqual([
      expect.stringContaining(`products[0] (id 1): type ${said} fills no step of the routine finder`),
    ]);
  });

  it('gives no warning for the shipped catalogue, whose every product fills a step or is known to fill none', () => {
    expect(checkCatalogueText(SHIPPED).warnings).toEqual([]);
  });

  it('warns only of the products the store shows', () => {
    const hidden = { ...typed(1, 'Hidden', 'Bar'), price: 'free' };
    expect(checkCatalogue({ products: [hidden] }).warnings).toEqual([]);
  });

  it('says a file that is not JSON is not JSON', () => {
    expect(checkCatalogueText('{ "products": [ }').problems).toEqual([expect.stringMatching(/^not JSON: /)]);
  });

  it('has words for every field the schema checks', () => {
    const fields = [
      ...Object.keys(ProductSchema.entries),
      ...Object.keys(RatingSchema.entries).map((key) => `rating.${key}`),
    ];
    expect(Object.keys(EXPECTED).sort()).toEqual(['', ...fields].sort());
  });

  it("passes and fails each product exactly as the browser's check does (one table of fields)", () => {
    const good = makeProduct({ id: 9 });
    const entries: unknown[] = [
      good,
      { ...good, id: 'sku-9', extra: { any: 'thing' } },
      ...BAD.products,
      { ...good, id: '' },
      { ...good, id: Number.NaN },
      { ...good, price: -1 },
      { ...good, rating: { image: 'r.svg', rate: '4' } },
      { ...good, rating: null },
      [good],
      null,
      'product',
    ];
    const verdicts = entries.map((entry) => [v.is(ProductSchema, entry), isProduct(entry)]);
    expect(verdicts.filter(([schema, check]) => schema !== check)).toEqual([]);
    // The two above, and the four of BAD with every field right (a repeated id is the list's problem, not theirs).
    expect(verdicts.filter(([, check]) => check)).toHaveLength(2 + 4);
  });
});

describe('npm run catalogue:check and npm run build', () => {
  const check = (...args: string[]) =>
    spawnSync('node', [path.join(ROOT, 'scripts/catalogue-check.cjs'), ...args], { cwd: ROOT, encoding: 'utf8' });

  it('exits 0 on the shipped file', () => {
    const result = check();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/public\/data\/db\.products\.json: \d+ products; the store shows every one\./);
    // No warning either: every shipped type is in the routine finder's table.
    expect(result.stderr).toBe('');
  });

  it('exits 1 on the bad file and prints every problem', () => {
    const result = check(badFile);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${badFile}: 4 problems; the store would show 3 of 7 entries.`,
      ...BAD_LINES.map((line) => `  ${line}`),
      '',
    ]);
  });

  it('exits 1 on a file whose only problems are in detail fields, and prints every one', () => {
    const result = check(detailedFile);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${detailedFile}: 8 problems; the store would show 9 of 9 entries.`,
      ...DETAILED_LINES.map((line) => `  ${line}`),
      '',
    ]);
  });

  it('exits 0 on a file whose only findings are warnings, and prints every one after its line', () => {
    const result = check(unknownTypeFile);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${unknownTypeFile}: 5 products; the store shows every one.\n`);
    expect(result.stderr.split('\n')).toEqual([
      `${unknownTypeFile}: 1 warning, which does not stop the build:`,
      ...UNKNOWN_TYPE_LINES.map((line) => `  ${line}`),
      '',
    ]);
  });

  it('prints the warnings after the problems of a file that has both', () => {
    const file = path.join(work, 'both.json');
    writeFileSync(
      file,
      JSON.stringify({ products: [...UNKNOWN_TYPE.products, { ...makeProduct({ id: 9 }), price: -1 }] }),
    );
    const result = check(file);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${file}: 1 problem; the store would show 5 of 6 entries.`,
      '  products[5] (id 9): price is -1, expected a number ≥ 0',
      `${file}: 1 warning, which does not stop the build:`,
      ...UNKNOWN_TYPE_LINES.map((line) => `  ${line}`),
      '',
    ]);
  });

  it('exits 1 when the file cannot be read', () => {
    const result = check(path.join(work, 'missing.json'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing.json: cannot be read');
  });

  it('stops the build with the same message, before webpack runs, when MOSSBLOOM_CATALOG is that file', () => {
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, MOSSBLOOM_CATALOG: badFile, MOSSBLOOM_DIST: path.join(work, 'dist') },
    });
    expect(result.status).not.toBe(0);
    for (const line of BAD_LINES) expect(result.stderr).toContain(`  ${line}`);
    expect(result.stderr).toContain('The build stops here');
    // webpack never ran: it would have made the output folder.
    expect(existsSync(path.join(work, 'dist'))).toBe(false);
  }, 30_000);
});

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

const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-catalogue-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});
const badFile = path.join(work, 'bad.json');
writeFileSync(badFile, JSON.stringify(BAD, null, 2));

describe('the catalogue check (catalogCheck.ts)', () => {
  it('finds nothing wrong with the shipped catalogue', () => {
    const { problems, entries, shown } = checkCatalogueText(SHIPPED);
    expect(problems).toEqual([]);
    expect(shown).toBe(entries);
    expect(entries).toBeGreaterThanOrEqual(24);
  });

  it('names each bad product by index and id, the field, what it holds and what is expected', () => {
    expect(checkCatalogue(BAD)).toEqual({ problems: BAD_LINES, entries: 7, shown: 3 });
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

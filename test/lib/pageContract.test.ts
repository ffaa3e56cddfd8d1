/*
 * The page contract (src/lib/pageContract.ts) names every attribute and id the entry script and the components share.
 * Stylesheets select on some of them by name; these checks keep the stylesheets, the code and the contract from
 * drifting apart.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as contract from '../../src/lib/pageContract';
import {
  ATTR_ADDED,
  ATTR_CART_COUNT,
  ATTR_SAVED_CART,
  ATTR_TAP_HELD,
  PAGE_SNAPSHOT_ID,
  RESULTS_HEADING_ID,
  SAVED_CART_LINES,
} from '../../src/lib/pageContract';

const SRC = path.resolve(__dirname, '../../src');
const CONTRACT = path.join(SRC, 'lib/pageContract.ts');
/** The attributes the contract names (its ATTR_* constants). */
const NAMES: readonly string[] = Object.entries(contract)
  .filter(([name]) => name.startsWith('ATTR_'))
  .map(([, value]) => value);

function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The data-* attributes a stylesheet selects on or draws from, with the files that spell them. */
function cssAttributes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of filesUnder(SRC, ['.css'])) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [name] of css.matchAll(/data-[a-z0-9-]+/g)) {
      found.set(name, [...(found.get(name) ?? []), path.relative(SRC, file)]);
    }
  }
  return found;
}

/** The code without its comments, which may name an attribute as prose. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('the page contract', () => {
  it('defines every data-* attribute the stylesheets spell', () => {
    const found = cssAttributes();
    // The stylesheets draw the added mark, the held tap, the saved cart's frame and the unknown count.
    expect([...found.keys()]).toEqual(
      expect.arrayContaining([ATTR_ADDED, ATTR_TAP_HELD, ATTR_SAVED_CART, ATTR_CART_COUNT]),
    );
    const unknown = [...found].filter(([name]) => !NAMES.includes(name));
    expect(unknown).toEqual([]);
  });

  it('is the only code that spells its names', () => {
    const names = [...NAMES, SAVED_CART_LINES, PAGE_SNAPSHOT_ID, RESULTS_HEADING_ID];
    const spelled = filesUnder(SRC, ['.ts', '.tsx'])
      .filter((file) => file !== CONTRACT)
      .flatMap((file) => {
        const text = code(file);
        return names.filter((name) => text.includes(name)).map((name) => `${path.relative(SRC, file)}: ${name}`);
      });
    expect(spelled).toEqual([]);
  });

  it('is how the code reaches data-* attributes: never through `dataset`, which spells a name in camel case', () => {
    const throughDataset = filesUnder(SRC, ['.ts', '.tsx'])
      .filter((file) => /\.dataset\b/.test(code(file)))
      .map((file) => path.relative(SRC, file));
    expect(throughDataset).toEqual([]);
  });
});

/*
 * The page contract (src/lib/pageContract.ts) names every attribute and id that the prerendered page, the entry script
 * and the components share. Stylesheets select on some of them by name; these checks keep the stylesheets, the code of
 * src/ and of scripts/ (the prerender writes the page) and the contract from drifting apart.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as contract from '../../src/lib/pageContract';
import {
  ATTR_ADDED,
  ATTR_CART_COUNT,
  ATTR_KEPT_CART,
  ATTR_SAVED_LIST,
  ATTR_TAP_HELD,
  MAIN_ID,
  PAGE_SNAPSHOT_ID,
  RESULTS_HEADING_ID,
  ROOT_ID,
  KEPT_CART_LINES,
  SAVED_LIST_ITEMS,
} from '../../src/lib/pageContract';

const REPO = path.resolve(__dirname, '../..');
const SRC = path.join(REPO, 'src');
const SCRIPTS = path.join(REPO, 'scripts');
const CONTRACT = path.join(SRC, 'lib/pageContract.ts');
/** The attributes the contract names (its ATTR_* constants). */
const NAMES: readonly string[] = Object.entries(contract).flatMap(([name, value]) =>
  name.startsWith('ATTR_') && typeof value === 'string' ? [value] : [],
);

function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The code of src/ and scripts/ but the contract itself: what must name the contract's names, never spell them. */
const CODE_FILES = [...filesUnder(SRC, ['.ts', '.tsx']), ...filesUnder(SCRIPTS, ['.mjs', '.cjs', '.js', '.ts'])].filter(
  (file) => file !== CONTRACT,
);

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

/**
 * Where an id that is also a plain word (`root`, `main`) is spelled as the id: quoted alone, after `#`, or as an `id`
 * attribute's value. The word elsewhere (a `<main>` element, "main picture") is no use of the id.
 */
const spellsId = (text: string, id: string) =>
  new RegExp(`(['"\`]${id}['"\`]|#${id}\\b|\\bid=[^a-z\\s]{0,3}${id}\\b)`).test(text);

describe('the page contract', () => {
  it('defines every data-* attribute the stylesheets spell', () => {
    const found = cssAttributes();
    // The stylesheets draw the added mark, the held tap, the kept cart's frame, the unknown count and the saved
    // list's place.
    expect([...found.keys()]).toEqual(
      expect.arrayContaining([ATTR_ADDED, ATTR_TAP_HELD, ATTR_KEPT_CART, ATTR_CART_COUNT, ATTR_SAVED_LIST]),
    );
    const unknown = [...found].filter(([name]) => !NAMES.includes(name));
    expect(unknown).toEqual([]);
  });

  it('is the only code of src/ and scripts/ that spells its names', () => {
    const names = [...NAMES, KEPT_CART_LINES, SAVED_LIST_ITEMS, PAGE_SNAPSHOT_ID, RESULTS_HEADING_ID];
    const spelled = CODE_FILES.flatMap((file) => {
      const text = code(file);
      return [
        ...names.filter((name) => text.includes(name)),
        ...[ROOT_ID, MAIN_ID].filter((id) => spellsId(text, id)),
        // The main picture's preload, as a selector or a tag (MAIN_PICTURE_PRELOAD).
        ...(/as="image"|\[as=/.test(text) ? ['the main picture’s preload'] : []),
      ].map((name) => `${path.relative(REPO, file)}: ${name}`);
    });
    expect(spelled).toEqual([]);
  });

  it('finds what it looks for (the check itself works)', () => {
    expect(spellsId("document.getElementById('main')", MAIN_ID)).toBe(true);
    expect(spellsId('<a href="#main">', MAIN_ID)).toBe(true);
    expect(spellsId('/<div id="?root"?><\\/div>/', ROOT_ID)).toBe(true);
    expect(spellsId('<main className={styles.main}> the main picture', MAIN_ID)).toBe(false);
    expect(CODE_FILES).toContain(path.join(SCRIPTS, 'prerender.mjs'));
  });

  it('is the root the page template holds, empty, for the prerender to fill', () => {
    expect(readFileSync(path.join(REPO, 'public/index.html'), 'utf8')).toContain(`<div id="${ROOT_ID}"></div>`);
  });

  it('is how the code reaches data-* attributes: never through `dataset`, which spells a name in camel case', () => {
    const throughDataset = CODE_FILES.filter((file) => /\.dataset\b/.test(code(file))).map((file) =>
      path.relative(REPO, file),
    );
    expect(throughDataset).toEqual([]);
  });
});

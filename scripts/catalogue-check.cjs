#!/usr/bin/env node
// @ts-check
// `npm run catalogue:check [file]`: checks a catalogue file before it is uploaded, by the rules the store applies in
// the browser (src/features/catalog/productFields.ts), and prints every problem with where it is. The file:
// the one given, else MOSSBLOOM_CATALOG, else public/data/db.products.json (the one the build ships).
// Exit 0 when the file has no problem at all, 1 otherwise: a product the store would hide, a malformed detail field
// or a claim its list contradicts (docs/operators.md), or a file that cannot be read. Warnings (a product's type the
// routine finder does not know) are printed after, and change neither the exit code nor the build.
//
// `npm run build` runs it first (`--build`), on the catalogue the build ships, and stops on any problem before
// webpack spends its time.
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

// The rules are the app's own TypeScript: compiled as they load (types are checked by `npm run typecheck`).
require('ts-node').register({
  transpileOnly: true,
  skipProject: true,
  compilerOptions: { module: 'commonjs', target: 'es2022', esModuleInterop: true, ignoreDeprecations: '6.0' },
});
/** @type {typeof import('../src/features/catalog/catalogCheck')} */
const { checkCatalogueText } = require('../src/features/catalog/catalogCheck');

const args = process.argv.slice(2);
const forBuild = args.includes('--build');
const given = args.find((arg) => arg !== '--build');
// npm runs scripts from the package's folder: a path given is the operator's, from where they typed it;
// MOSSBLOOM_CATALOG is read from the package's folder, as the build reads it.
const here = process.env.INIT_CWD ?? process.cwd();
const file = given
  ? path.resolve(here, given)
  : path.resolve(process.env.MOSSBLOOM_CATALOG ?? path.join(ROOT, 'public/data/db.products.json'));
const name = path.relative(here, file).startsWith('..') ? file : path.relative(here, file);

let text = '';
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${name}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}

const { problems, warnings, entries, shown } = checkCatalogueText(text);

/** The warnings, on stderr after what the check found, whether or not the file has problems. */
function printWarnings() {
  if (warnings.length === 0) return;
  const count = warnings.length === 1 ? '1 warning, which does' : `${String(warnings.length)} warnings, which do`;
  console.warn(`${name}: ${count} not stop the build:`);
  for (const warning of warnings) console.warn(`  ${warning}`);
}

if (problems.length === 0) {
  console.log(`${name}: ${String(entries)} products; the store shows every one.`);
  printWarnings();
  process.exit(0);
}
console.error(
  `${name}: ${String(problems.length)} ${problems.length === 1 ? 'problem' : 'problems'}; the store would show ${String(shown)} of ${String(entries)} ${entries === 1 ? 'entry' : 'entries'}.`,
);
for (const problem of problems) console.error(`  ${problem}`);
printWarnings();
if (forBuild) {
  console.error('The build stops here: fix the catalogue it ships (npm run catalogue:check tells what is wrong).');
}
process.exit(1);

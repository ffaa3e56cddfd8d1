// @ts-check
// How the build grows with the catalogue: `npm run bench:build -- 1000` (several sizes: `-- 27 1000 5000`).
//
// For each size N, a catalogue of N products made from the shipped ones (same pictures and needs, new ids and
// names) is built with `npm run build` into a temporary directory (MOSSBLOOM_CATALOG, MOSSBLOOM_DIST). It prints
// the build time, the size of what is served, and the largest page. It fails when a page's HTML passes 64 KiB, or
// when a size takes more than 4 times as long to build as the first one (CI: `-- 27 1000`, the shipped catalogue
// first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE_LIMIT = 64 * 1024;
const MAX_TIME_RATIO = 4;
/**
 * A shipped product: the grown catalogue gives its copies new ids and names, and keeps the rest.
 * @typedef {{ id: number | string, name: string, [field: string]: unknown }} Product
 */
/** @type {Product[]} */
const shipped = JSON.parse(readFileSync(path.join(ROOT, 'public/data/db.products.json'), 'utf8')).products;

/**
 * The shipped catalogue grown (or cut) to `size` products.
 * @param {number} size
 * @returns {{ products: Product[] }}
 */
function catalogueOf(size) {
  return {
    products: Array.from({ length: size }, (_, index) => {
      const model = shipped[index % shipped.length];
      const round = Math.floor(index / shipped.length);
      return round === 0 ? model : { ...model, id: index + 1, name: `${model.name} ${String(round + 1)}` };
    }),
  };
}

/**
 * @param {string} directory
 * @returns {Generator<string>}
 */
function* filesIn(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error('usage: npm run bench:build -- <products> [<products> ...]');
  process.exit(2);
}

const rows = [];
for (const size of sizes) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mossbloom-bench-'));
  try {
    const catalogFile = path.join(work, 'db.products.json');
    writeFileSync(catalogFile, JSON.stringify(catalogueOf(size)));
    const dist = path.join(work, 'dist');
    const started = process.hrtime.bigint();
    const build = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: ROOT,
      env: { ...process.env, MOSSBLOOM_CATALOG: catalogFile, MOSSBLOOM_DIST: dist },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (build.status !== 0) throw new Error(`the build of ${String(size)} products failed`);

    let bytes = 0;
    let pages = 0;
    let largest = { file: '', bytes: 0 };
    for (const file of filesIn(dist)) {
      const fileBytes = statSync(file).size;
      if (!file.endsWith('.gz') && !file.endsWith('.br')) bytes += fileBytes;
      if (file.endsWith('.html')) {
        pages += 1;
        if (fileBytes > largest.bytes) largest = { file: path.relative(dist, file), bytes: fileBytes };
      }
    }
    rows.push({ size, seconds, pages, bytes, largest });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('| products | build s | pages | dist (uncompressed) | largest page |');
console.log('| -------- | ------- | ----- | ------------------- | ------------ |');
for (const { size, seconds, pages, bytes, largest } of rows) {
  console.log(
    `| ${String(size)} | ${seconds.toFixed(1)} | ${String(pages)} | ${kib(bytes)} | ${largest.file} ${kib(largest.bytes)} |`,
  );
}
const failures = [];
for (const { largest } of rows) {
  if (largest.bytes > PAGE_LIMIT) failures.push(`${largest.file} is ${kib(largest.bytes)}, over ${kib(PAGE_LIMIT)}`);
}
const [first] = rows;
for (const { size, seconds } of rows.slice(1)) {
  if (first && seconds > MAX_TIME_RATIO * first.seconds) {
    failures.push(
      `${String(size)} products took ${seconds.toFixed(1)} s, over ${String(MAX_TIME_RATIO)} × ${first.seconds.toFixed(1)} s`,
    );
  }
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

/**
 * @jest-environment node
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HASH = '0123456789abcdef0123';
/** Every chunk the store's build makes, as scripts/check-budgets.mjs budgets them. */
const CHUNKS = [
  'main',
  'app',
  'shared',
  'painted',
  'avoid',
  'routine',
  'compare',
  'vitals',
  'page-home',
  'page-shop',
  'page-product',
  'page-cart',
  'page-checkout',
  'page-thank-you',
];

let dir: string;
const dist = () => path.join(dir, 'dist');
const addChunk = (name: string, text = `console.log(${JSON.stringify(name)});`) => {
  writeFileSync(path.join(dist(), 'assets', `${name}.${HASH}.js`), text);
};
const budgets = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/check-budgets.mjs'], {
    env: { ...process.env, MOSSBLOOM_VITALS: 'on', ...env, MOSSBLOOM_DIST: dist() },
    encoding: 'utf8',
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(dist(), 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(
    path.join(dist(), 'index.html'),
    `<!doctype html><html><head><script src="/assets/main.${HASH}.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist(), 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dir, 'dist-ssr', 'route-chunks.json'),
    JSON.stringify({ app: { chunks: ['app'], files: [`assets/app.${HASH}.js`] } }),
  );
  for (const chunk of CHUNKS) addChunk(chunk);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the budgets per chunk (npm run budgets)', () => {
  it('pass a build whose every chunk has its budget and keeps under it', () => {
    const run = budgets();
    expect(run.stdout).toContain('Every budget is met.');
    expect(run.status).toBe(0);
  });

  it('fail a build with a chunk no budget names, as a misspelled webpackChunkName makes', () => {
    addChunk('ap');
    const run = budgets();
    expect(run.stderr).toContain('chunk ap: no budget names it');
    expect(run.status).toBe(1);
  });

  it('fail a build without a chunk the store needs', () => {
    rmSync(path.join(dist(), 'assets', `page-cart.${HASH}.js`));
    const run = budgets();
    expect(run.stderr).toContain('chunk page-cart: not in the build');
    expect(run.status).toBe(1);
  });

  it('fail a build without the field reporter, unless it was built without one', () => {
    rmSync(path.join(dist(), 'assets', `vitals.${HASH}.js`));
    const run = budgets();
    expect(run.stderr).toContain('chunk vitals: not in the build');
    expect(run.status).toBe(1);
    expect(budgets({ MOSSBLOOM_VITALS: 'off' }).status).toBe(0);
  });

  it('read a chunk by its name whatever the length of its hash', () => {
    writeFileSync(path.join(dist(), 'assets', 'page-cart.0a1b2c3d.js'), 'console.log(1);');
    rmSync(path.join(dist(), 'assets', `page-cart.${HASH}.js`));
    expect(budgets().status).toBe(0);
  });

  it('fail a chunk over its budget', () => {
    // Letters in no pattern barely compress: 3 KiB of them are over the thank-you page's 1.5 KiB.
    let seed = 1;
    const letters = Array.from({ length: 3 * 1024 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    });
    addChunk('page-thank-you', `"${letters.join('')}";`);
    const run = budgets();
    expect(run.stderr).toContain('chunk page-thank-you');
    expect(run.status).toBe(1);
  });
});

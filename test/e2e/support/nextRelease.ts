import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST, ROOT } from '../../../scripts/serve-dist.cjs';
import { catalog, product } from './fixtures';

/**
 * The release after the one dist/ holds, for the journeys that replace the served release under an open page
 * (offline.spec.ts, release.spec.ts). One build, shared by them all: built once its sources are newer than it (it
 * is kept until dist/ is rebuilt), by whichever journey asks first; the others wait for it.
 *
 * It differs from dist/ as a release does:
 * - a page module: the cart page's heading reads `NEXT_CART_HEADING`, so the cart page's chunk and the app's
 *   script have new names;
 * - the catalogue: the first product is `RENAMED` in its pages, so the service worker is another one.
 */
export const NEXT_CART_HEADING = 'Your basket';
export const RENAMED = { ...product(0), name: `${product(0).name} (new release)` };

/** Where it is kept: beside the system's temporary files, one per dist/ folder. */
const NEXT = path.join(tmpdir(), `mossbloom-next-${createHash('sha256').update(DIST).digest('hex').slice(0, 12)}`);
const LOCK = `${NEXT}.building`;

const builtAt = (dist: string) => {
  try {
    return statSync(path.join(dist, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
};

/** Folders of the repository the build does not read. */
const NOT_COPIED = new Set(['node_modules', '.git', 'test-results', 'reports', 'screenshots', 'playwright-report']);

/**
 * Builds the next release into NEXT, from a copy of the sources with its changes made. The build writes index.html
 * before its last step writes the other pages, so it builds beside NEXT and moves the finished folder in: a journey
 * that finds NEXT finds it whole.
 */
function build() {
  const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-next-src-'));
  try {
    cpSync(ROOT, work, {
      recursive: true,
      filter: (source) => {
        const top = path.relative(ROOT, source).split(path.sep)[0] ?? '';
        return !NOT_COPIED.has(top) && !top.startsWith('dist');
      },
    });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const cartPage = path.join(work, 'src/features/cart/CartPage.tsx');
    const source = readFileSync(cartPage, 'utf8');
    const changed = source.replace('<h1>Your cart</h1>', `<h1>${NEXT_CART_HEADING}</h1>`);
    if (changed === source) throw new Error('the cart page has no "Your cart" heading to change');
    writeFileSync(cartPage, changed);
    const catalogue = path.join(work, 'next-catalogue.json');
    writeFileSync(catalogue, JSON.stringify({ products: [RENAMED, ...catalog.slice(1)] }));
    const built = path.join(work, '.next-release');
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: work,
      env: { ...process.env, MOSSBLOOM_DIST: built, MOSSBLOOM_CATALOG: catalogue },
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error('the next release did not build');
    rmSync(NEXT, { recursive: true, force: true });
    renameSync(built, NEXT);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The next release's folder, built now unless it is newer than dist/. */
export async function nextRelease(): Promise<string> {
  for (;;) {
    if (builtAt(NEXT) > builtAt(DIST)) return NEXT;
    try {
      mkdirSync(LOCK);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      // Another journey builds it: wait for it to finish. A lock left by a run that was stopped goes after 10 minutes.
      while (existsSync(LOCK)) {
        const lockedAt = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
        if (Date.now() - lockedAt > 600_000) rmSync(LOCK, { force: true, recursive: true });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      continue;
    }
    try {
      if (builtAt(NEXT) <= builtAt(DIST)) build();
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

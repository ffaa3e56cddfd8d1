/**
 * @jest-environment node
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, publishOrder, publishRelease } from '../../scripts/publish-release.cjs';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-02T09:00:00Z');

let work = '';
let served = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'mossbloom-publish-'));
  served = path.join(work, 'served');
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A build of release `name`: its scripts carry the name as their hash; `extra` adds files. */
function build(name: string, extra: Record<string, string> = {}) {
  const dir = path.join(work, `build-${name}`);
  const files: Record<string, string> = {
    'index.html': `home of ${name}`,
    'index.html.gz': `home of ${name}, gzipped`,
    'cart/index.html': `cart of ${name}`,
    'sw.js': `worker of ${name}`,
    'data/db.products.json': `catalogue of ${name}`,
    [`assets/app.${name}.js`]: `app of ${name}`,
    [`assets/page-cart.${name}.js`]: `cart module of ${name}`,
    'images/hero-1.svg': '<svg/>',
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const publish = (name: string, at: number, extra?: Record<string, string>) =>
  publishRelease({ from: build(name, extra), to: served, now: at });
const scripts = () => readdirSync(path.join(served, 'assets')).sort();
const scriptsOf = (...names: string[]) => names.flatMap((name) => [`app.${name}.js`, `page-cart.${name}.js`]).sort();
const read = (file: string) => readFileSync(path.join(served, file), 'utf8');

describe('npm run publish:release (scripts/publish-release.cjs)', () => {
  it('removes the copies a publish cut short left in the folder, and keeps every served file', () => {
    publish('a', START);
    writeFileSync(path.join(served, '.index.html.publishing-4242'), 'half a page');
    writeFileSync(path.join(served, 'assets', '.app.b.js.publishing-4242'), 'half a script');
    publish('b', START + DAY);
    expect(readdirSync(served).filter((file) => file.includes('.publishing-'))).toEqual([]);
    expect(scripts()).toEqual(scriptsOf('a', 'b'));
    expect(read('index.html')).toBe('home of b');
  });

  it('publishes a build into a new folder whole, and records it beside the folder, never inside', () => {
    const result = publish('aaa', START);
    expect(result.removed).toEqual([]);
    expect(read('index.html')).toBe('home of aaa');
    expect(read('assets/app.aaa.js')).toBe('app of aaa');
    expect(read('sw.js')).toBe('worker of aaa');
    expect(existsSync(`${served}.releases.json`)).toBe(true);
    expect(readdirSync(served).sort()).toEqual([
      'assets',
      'cart',
      'data',
      'images',
      'index.html',
      'index.html.gz',
      'sw.js',
    ]);
  });

  it('releases a day apart: every one within 7 days keeps its scripts, then the last 3 only', () => {
    for (const [day, name] of ['a1', 'a2', 'a3', 'a4', 'a5'].entries()) publish(name, START + day * DAY);
    // Five releases, all within a week: more than three kept.
    expect(scripts()).toEqual(scriptsOf('a1', 'a2', 'a3', 'a4', 'a5'));
    const result = publish('a6', START + 10 * DAY);
    expect(scripts()).toEqual(scriptsOf('a4', 'a5', 'a6'));
    expect(result.releasesKept).toBe(3);
    expect(result.removed).toEqual(scriptsOf('a1', 'a2', 'a3').map((file) => `assets/${file}`));
  });

  it('releases a month apart: the last 3 keep their scripts, however old', () => {
    for (const [month, name] of ['m1', 'm2', 'm3'].entries()) publish(name, START + month * 30 * DAY);
    expect(scripts()).toEqual(scriptsOf('m1', 'm2', 'm3'));
    publish('m4', START + 90 * DAY);
    expect(scripts()).toEqual(scriptsOf('m2', 'm3', 'm4'));
  });

  it('the pages and catalogue are the new release’s alone; a file no release brought stays', () => {
    publish('p1', START, { 'selectedproduct/9/index.html': 'a withdrawn product' });
    writeFileSync(path.join(served, 'google-site-verification.html'), 'the operator’s own');
    publish('p2', START + DAY);
    expect(existsSync(path.join(served, 'selectedproduct'))).toBe(false);
    expect(read('google-site-verification.html')).toBe('the operator’s own');
    expect(read('cart/index.html')).toBe('cart of p2');
    expect(read('data/db.products.json')).toBe('catalogue of p2');
    expect(read('index.html.gz')).toBe('home of p2, gzipped');
    // The scripts of the release before stay for its open pages.
    expect(scripts()).toEqual(scriptsOf('p1', 'p2'));
  });

  it('never rewrites a script already there, replaces the other files whole, and leaves no temporary file', () => {
    publish('same', START);
    const before = statSync(path.join(served, 'assets/app.same.js'));
    publishRelease({ from: build('same', { 'index.html': 'home, edited' }), to: served, now: START + DAY });
    const after = statSync(path.join(served, 'assets/app.same.js'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(read('index.html')).toBe('home, edited');
    const all = readdirSync(served, { recursive: true }).map(String);
    expect(all.filter((file) => file.includes('.publishing-'))).toEqual([]);
  });

  it('publishes the scripts, pictures and video first, the pages and catalogue next, sw.js last', () => {
    expect(
      publishOrder(['sw.js', 'index.html', 'sw.js.gz', 'data/db.products.json', 'assets/app.1.js', 'images/a.svg']),
    ).toEqual(['assets/app.1.js', 'images/a.svg', 'data/db.products.json', 'index.html', 'sw.js', 'sw.js.gz']);
  });

  it('a folder published into before this command: its scripts count as the release before, kept as long', () => {
    mkdirSync(path.join(served, 'assets'), { recursive: true });
    writeFileSync(path.join(served, 'assets/app.old.js'), 'app of old');
    writeFileSync(path.join(served, 'index.html'), 'home of old');
    for (const [day, name] of ['n1', 'n2'].entries()) publish(name, START + day * DAY);
    expect(scripts()).toEqual([...scriptsOf('n1', 'n2'), 'app.old.js'].sort());
    publish('n3', START + 20 * DAY);
    expect(scripts()).toEqual(scriptsOf('n1', 'n2', 'n3'));
  });

  it('a record it cannot read: says so, and keeps what the folder holds as the release before', () => {
    publish('r1', START);
    writeFileSync(`${served}.releases.json`, 'not a record');
    const result = publish('r2', START + 30 * DAY);
    expect(result.warnings).toEqual([expect.stringContaining('is not a record of releases')]);
    expect(scripts()).toEqual(scriptsOf('r1', 'r2'));
  });

  it('refuses a folder that holds no build, and limits that are not numbers, saying why', () => {
    expect(() => publishRelease({ from: path.join(work, 'nothing'), to: served })).toThrow(
      'holds no build (no index.html): run npm run build first',
    );
    expect(() => publishRelease({ from: build('x'), to: served, keepReleases: 0 })).toThrow('--releases');
    expect(parseArgs(['/srv/store', '--releases', '5', '--days', '14'])).toEqual({
      to: '/srv/store',
      keepReleases: 5,
      keepDays: 14,
    });
    expect(() => parseArgs([])).toThrow('usage: npm run publish:release -- SERVED_DIR');
    expect(() => parseArgs(['/srv/store', '--days', 'soon'])).toThrow('--days needs a number');
  });
});

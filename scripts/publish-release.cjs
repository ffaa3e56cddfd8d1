#!/usr/bin/env node
// @ts-check
// Publishes a build (dist/, or MOSSBLOOM_DIST) into the folder a server serves, so that pages of the releases
// before keep working (docs/operators.md, "Publishing a release"):
//
//   npm run publish:release -- SERVED_DIR [--releases N] [--days D]
//
// 1. The scripts, pictures and video come first: a hashed name is never overwritten, another file is replaced by a
//    rename (a reader gets the old file or the new one, never half of one).
// 2. Then the pages, the catalogue and the rest, each by a rename, and sw.js last of all: no page of the new release
//    is served before its scripts, and the new service worker finds every page it keeps.
// 3. Then what no kept release needs goes: the scripts, pictures and video of the releases before are kept while
//    they are among the last N (3) or were published within D days (7), whichever keeps more; the other files of
//    the releases before (their pages, an old catalogue) go at once. Files no release brought are left alone.
//
// What each release brought is recorded beside the served folder, in SERVED_DIR.releases.json (never served).
'use strict';

const {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const path = require('node:path');

/** The last releases whose scripts stay, at least. */
const KEEP_RELEASES = 3;
/** The days a release's scripts stay, at least. */
const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What an open page of a release may still ask for: kept for the releases after it (the rest is the new one's). */
const KEPT_FOLDERS = ['assets/', 'images/', 'video/'];
/** Published last of all: a service worker precaches the pages beside it. */
const WORKER = 'sw.js';

/** @typedef {{ publishedAt: string, files: string[] }} Release */

/**
 * Every file under `dir`, as a path relative to it with `/` between folders, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/** @param {string} file */
const isKeptKind = (file) => KEPT_FOLDERS.some((folder) => file.startsWith(folder));

/**
 * The order files are published in: the scripts, pictures and video; then the pages, the catalogue and the rest;
 * sw.js (and its copies) last.
 * @param {readonly string[]} files
 * @returns {string[]}
 */
function publishOrder(files) {
  /** @param {string} file */
  const rank = (file) => (isKeptKind(file) ? 0 : file === WORKER || file.startsWith(`${WORKER}.`) ? 2 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The releases recorded in `record`: an empty list when there is none; null when it cannot be read as one.
 * @param {string} record
 * @returns {Release[] | null}
 */
function readRecord(record) {
  let text;
  try {
    text = readFileSync(record, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed = /** @type {unknown} */ (JSON.parse(text));
    if (
      Array.isArray(parsed) &&
      parsed.every(
        (release) =>
          typeof release === 'object' &&
          release !== null &&
          typeof release.publishedAt === 'string' &&
          !Number.isNaN(Date.parse(release.publishedAt)) &&
          Array.isArray(release.files) &&
          release.files.every((/** @type {unknown} */ file) => typeof file === 'string'),
      )
    ) {
      return /** @type {Release[]} */ (parsed);
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Writes `to` by a rename from a copy beside it: a reader gets the old file or the new one.
 * @param {string} from
 * @param {string} to
 */
function replaceFile(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  const next = path.join(path.dirname(to), `.${path.basename(to)}.publishing-${String(process.pid)}`);
  copyFileSync(from, next);
  renameSync(next, to);
}

/** @param {string} file */
const exists = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Which releases' scripts stay: the last `keepReleases`, and every one published within `keepDays` of `now`.
 * @param {readonly Release[]} releases oldest first, the new one last
 * @param {{ now: number, keepReleases: number, keepDays: number }} rule
 * @returns {Release[]}
 */
function releasesKept(releases, { now, keepReleases, keepDays }) {
  return releases.filter(
    (release, index) =>
      index >= releases.length - keepReleases || now - Date.parse(release.publishedAt) < keepDays * DAY_MS,
  );
}

/**
 * Publishes the build in `from` into `to` (see the top of this file). Returns what was kept and what went.
 * @param {{ from: string, to: string, record?: string, now?: number, keepReleases?: number, keepDays?: number }} options
 * @returns {{ published: number, releasesKept: number, removed: string[], warnings: string[] }}
 */
function publishRelease({
  from,
  to,
  record = `${path.resolve(to)}.releases.json`,
  now = Date.now(),
  keepReleases = KEEP_RELEASES,
  keepDays = KEEP_DAYS,
}) {
  if (!exists(path.join(from, 'index.html'))) {
    throw new Error(`${from} holds no build (no index.html): run npm run build first`);
  }
  if (!Number.isInteger(keepReleases) || keepReleases < 1) throw new Error('--releases must be a whole number ≥ 1');
  if (!Number.isFinite(keepDays) || keepDays < 0) throw new Error('--days must be a number ≥ 0');
  /** @type {string[]} */
  const warnings = [];
  mkdirSync(to, { recursive: true });
  const newFiles = filesUnder(from);
  let earlier = readRecord(record);
  // A publish cut short leaves its copies behind under these names: nothing else would ever serve or remove them.
  for (const file of filesUnder(to)) {
    if (path.basename(file).includes('.publishing-')) rmSync(path.join(to, file), { force: true });
  }
  const held = filesUnder(to);
  const recorded = new Set((earlier ?? []).flatMap((release) => release.files));
  const unrecorded = held.filter((file) => !recorded.has(file));
  if (earlier === null) {
    warnings.push(`${record} is not a record of releases: what ${to} holds is kept as one release, published now`);
    earlier = [];
  }
  // What the folder holds that no release brought (a first publish, say) counts as the release before, published
  // now: its scripts are kept as long as any.
  if (unrecorded.length > 0 && earlier.length === 0) {
    earlier = [{ publishedAt: new Date(now).toISOString(), files: unrecorded.filter(isKeptKind) }];
  }

  for (const file of publishOrder(newFiles)) {
    const target = path.join(to, file);
    // A hashed script under the same name is the same script: never rewritten under a page that reads it.
    if (file.startsWith('assets/') && exists(target)) continue;
    replaceFile(path.join(from, file), target);
  }

  const releases = [...earlier, { publishedAt: new Date(now).toISOString(), files: newFiles }];
  const kept = releasesKept(releases, { now, keepReleases, keepDays });
  const needed = new Set([...newFiles, ...kept.flatMap((release) => release.files.filter(isKeptKind))]);
  const brought = new Set(earlier.flatMap((release) => release.files));
  const removed = [...brought].filter((file) => !needed.has(file) && exists(path.join(to, file))).sort();
  for (const file of removed) rmSync(path.join(to, file), { force: true });
  for (const dir of new Set(removed.map((file) => path.dirname(file)))) removeEmptyFolders(to, dir);

  const keptRecord = kept.map((release) =>
    release === releases.at(-1) ? release : { ...release, files: release.files.filter(isKeptKind) },
  );
  const tempRecord = `${record}.publishing-${String(process.pid)}`;
  writeFileSync(tempRecord, `${JSON.stringify(keptRecord, null, 2)}\n`);
  renameSync(tempRecord, record);
  return { published: newFiles.length, releasesKept: kept.length, removed, warnings };
}

/**
 * Removes `relative` and the folders above it, under `root`, while they are empty.
 * @param {string} root
 * @param {string} relative
 */
function removeEmptyFolders(root, relative) {
  for (let dir = relative; dir && dir !== '.'; dir = path.dirname(dir)) {
    try {
      rmdirSync(path.join(root, dir));
    } catch {
      return;
    }
  }
}

const USAGE = 'usage: npm run publish:release -- SERVED_DIR [--releases N] [--days D]';

/**
 * The command line: SERVED_DIR and the two optional limits.
 * @param {string[]} args
 */
function parseArgs(args) {
  /** @type {{ to?: string, keepReleases: number, keepDays: number }} */
  const options = { keepReleases: KEEP_RELEASES, keepDays: KEEP_DAYS };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--releases' || arg === '--days') {
      const value = Number(args[index + 1]);
      if (args[index + 1] === undefined || Number.isNaN(value)) throw new Error(`${arg} needs a number\n${USAGE}`);
      if (arg === '--releases') options.keepReleases = value;
      else options.keepDays = value;
      index += 1;
    } else if (!arg.startsWith('--') && options.to === undefined) {
      options.to = arg;
    } else {
      throw new Error(`unexpected ${arg}\n${USAGE}`);
    }
  }
  if (!options.to) throw new Error(USAGE);
  return { ...options, to: options.to };
}

if (require.main === module) {
  try {
    const { DIST } = require('./serve-dist.cjs');
    const { to, keepReleases, keepDays } = parseArgs(process.argv.slice(2));
    const result = publishRelease({ from: DIST, to: path.resolve(to), keepReleases, keepDays });
    for (const warning of result.warnings) process.stderr.write(`${warning}\n`);
    process.stdout.write(
      `Published ${String(result.published)} files into ${to}; the scripts of ${String(result.releasesKept)} ` +
        `release${result.releasesKept === 1 ? '' : 's'} kept, ${String(result.removed.length)} files of older ones removed.\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}

module.exports = { publishRelease, publishOrder, releasesKept, parseArgs, KEEP_RELEASES, KEEP_DAYS };

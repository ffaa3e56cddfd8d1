#!/usr/bin/env node
// @ts-check
// `npm run vitals:report -- ACCESS_LOG... [--json]`: what the store's pages reported to the server (their field
// vitals and script errors, docs/operators.md), read from its access logs: the project's JSON lines (nginx, Apache),
// Caddy's JSON access log, or the combined format, rotated ones and gzipped ones too (`-` reads standard input).
// Prints, per route and device class, the count and p75 of each figure with its good / needs improvement / poor
// shares, the slowest INP targets and the script errors by message and release; `--json` prints the same for a
// program. Lines it cannot read, and reports no page writes, are counted and skipped. Exit 0; 1 when a file cannot be
// read (the others are still read); 2 without a file. Runs with Node.js alone (no package of node_modules): the
// summing up is scripts/vitals-summary.cjs, the reports' format deploy/field-report.cjs.
'use strict';

const { createReadStream } = require('node:fs');
const path = require('node:path');
const { createGunzip } = require('node:zlib');

const { formatSummary } = require('./vitals-format.cjs');
const { addStream, newTally, summarise } = require('./vitals-summary.cjs');

/** gzip's first two bytes: a rotated log may be gzipped whatever its name. */
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * The file's text stream, gunzipped when it is gzipped.
 * @param {string} file
 * @returns {Promise<NodeJS.ReadableStream>}
 */
async function open(file) {
  if (file === '-') return process.stdin;
  const head = await new Promise((resolve, reject) => {
    const stream = createReadStream(file, { start: 0, end: 1 });
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
  // In large reads: a log is read through once.
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return stream;
  const gunzip = createGunzip();
  stream.on('error', (error) => gunzip.destroy(error));
  return stream.pipe(gunzip);
}

/**
 * Adds every line of `file` to `tally`, as it streams.
 * @param {string} file
 * @param {import('./vitals-summary.cjs').Tally} tally
 */
async function read(file, tally) {
  await addStream(tally, await open(file));
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const files = args.filter((arg) => arg !== '--json');
  if (files.length === 0) {
    process.stderr.write(
      'usage: npm run vitals:report -- ACCESS_LOG... [--json]\n' +
        '   e.g. npm run vitals:report -- /var/log/mossbloom/access.log /var/log/mossbloom/access.log.1.gz\n',
    );
    return 2;
  }
  // npm runs scripts from the package's folder: a path given is the operator's, from where they typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  const tally = newTally();
  let unread = 0;
  for (const file of files) {
    try {
      await read(file === '-' ? file : path.resolve(here, file), tally);
    } catch (error) {
      // What was read of it before the failure (a gzip cut short by a rotation) still counts.
      unread += 1;
      process.stderr.write(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
  const summary = summarise(tally);
  process.stdout.write(json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary));
  return unread > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);

// @ts-check
// `npm run html:check`: the W3C Nu HTML Checker (vnu-jar, on the machine's Java) over every page the build wrote
// into dist/ (or MOSSBLOOM_DIST): the prerendered pages, the shop's query page and the app shell. Prints each error
// with its file, line and column; exits 1 when there is any. Warnings are left out: they are advice, not invalid
// markup. Run it after `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import { DIST } from './serve-dist.cjs';

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`${DIST} holds no build: run npm run build first.`);
  process.exit(1);
}
const java = process.env.JAVA ?? 'java';
const check = spawnSync(java, ['-jar', String(vnuJar), '--errors-only', '--skip-non-html', DIST], {
  encoding: 'utf8',
});
if (check.error) {
  console.error(
    `${java} could not be started (${check.error.message}): install a Java runtime (Debian: default-jre-headless) or set JAVA.`,
  );
  process.exit(1);
}
const errors = check.stderr.trim();
if (check.status !== 0 || errors !== '') {
  console.error(errors || `vnu exited with ${String(check.status)}`);
  process.exit(1);
}
const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
console.log(`The ${String(pages.length)} pages of ${DIST} are valid HTML (W3C Nu HTML Checker, errors only).`);

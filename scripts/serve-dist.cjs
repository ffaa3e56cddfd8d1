// @ts-check
// Serves a production build (dist/) with deploy/nginx.conf on 127.0.0.1, the way the store is deployed.
// Shared by the end-to-end suite (test/e2e/support/globalSetup.ts) and the scripts that measure or read the built
// store (lighthouse, perf, budgets, prerender), with the build's folders and the Chromium flags they all use.
// CommonJS, so both the ESM scripts and Playwright's TypeScript (compiled to CommonJS) can load it; typed by
// serve-dist.d.cts.
//
//   import { startNginx, stop } from './serve-dist.cjs';
//   const { url } = await startNginx({ root: '/abs/path/to/dist' }); // a free port unless `port` is given
//   ...
//   await stop();
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const {
  accessSync,
  constants: fsConstants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir, userInfo } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');

/** The build these scripts measure: dist/, or MOSSBLOOM_DIST (the same variable the build reads). */
const DIST = path.resolve(ROOT, process.env.MOSSBLOOM_DIST ?? 'dist');

/** The build's server bundle and route manifest: `<DIST>-ssr/` beside it, never served (webpack.config.js). */
const SSR_DIST = path.join(path.dirname(DIST), `${path.basename(DIST)}-ssr`);

/** How the measuring scripts start Debian's Chromium here: headless, and quiet on a closed network. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` unless DIST holds a build newer than every source file. */
function ensureBuild() {
  let builtAt = 0;
  try {
    builtAt = statSync(path.join(DIST, 'index.html')).mtimeMs;
  } catch {
    builtAt = 0;
  }
  const sourcesAt = Math.max(
    newestMtime(path.join(ROOT, 'src')),
    newestMtime(path.join(ROOT, 'public')),
    statSync(path.join(ROOT, 'webpack.config.js')).mtimeMs,
  );
  if (builtAt > sourcesAt) return;
  console.log(`Building into ${path.relative(ROOT, DIST) || DIST} ...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/**
 * A free TCP port on 127.0.0.1.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/**
 * deploy/nginx.conf with the two lines an operator changes filled in: listen and root.
 * @param {string} listen
 * @param {string} root
 */
function renderConf(listen, root) {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const rendered = conf
    .replace(/^ {4}listen .*;$/m, `    listen ${listen};`)
    .replace(/^ {4}root .*;$/m, `    root ${root};`);
  if (!rendered.includes(`listen ${listen};`) || !rendered.includes(`root ${root};`)) {
    throw new Error('deploy/nginx.conf has no listen or root line to fill in');
  }
  return rendered;
}

/**
 * The `user` line for the generated config. nginx started by root runs its workers as `nobody`, which cannot read a
 * build in a private checkout (a root-owned folder of mode 700): as root, the workers run as the invoking user and
 * group instead. Started by anyone else, nginx ignores `user` and its workers already run as that user.
 */
function workerUserLine() {
  if (process.getuid?.() !== 0) return '';
  const { username } = userInfo();
  // nginx wants the group's name; without one it takes a group named like the user, which may not exist.
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' });
  const groupName = group.status === 0 ? group.stdout.trim() : '';
  return `user ${username}${groupName ? ` ${groupName}` : ''};\n`;
}

/** @type {{ child: import('node:child_process').ChildProcess, prefix: string, killOnExit: () => void } | null} */
let running = null;

/**
 * Starts nginx in a temporary prefix, serving `root` (an absolute path) on 127.0.0.1:`port` (a free port when
 * not given), and resolves with `{ url, port }` once it answers. One server at a time; `stop()` ends it.
 * @param {{ root?: string, port?: number }} [options] root is required (checked below)
 * @returns {Promise<{ url: string, port: number }>}
 */
async function startNginx({ root, port } = {}) {
  if (running) throw new Error('nginx is already running: stop() it first');
  if (!root || !path.isAbsolute(root)) throw new Error('startNginx needs the absolute path of the build as root');
  // Fail now, naming the folder, rather than after 10 s of 403s or 500s from nginx.
  try {
    accessSync(path.join(root, 'index.html'), fsConstants.R_OK);
  } catch {
    throw new Error(
      `${root}/index.html cannot be read by ${userInfo().username}: build it first, or make ${root} and the folders above it readable (chmod a+rX)`,
    );
  }
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'mossbloom-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, workerUserLine() + renderConf(`127.0.0.1:${listenPort}`, root));

  const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const child = spawn(nginxBin, ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Without a listener, a missing binary (ENOENT) would crash the whole process instead of failing this call.
  // Typed by a cast, as it is set in a callback: TypeScript would otherwise read it as always null below.
  let spawnError = /** @type {Error | null} */ (null);
  child.once('error', (error) => {
    spawnError = error;
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  running = { child, prefix, killOnExit };

  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  let lastStatus = 0;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        spawnError
          ? `${nginxBin} could not be started (${spawnError.message}): install nginx or set NGINX_BIN`
          : `nginx exited with ${child.exitCode}`,
      );
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
      lastStatus = response.status;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      // A 403 or 500 here is nginx's workers failing to read the build: nginx's own log above names the file.
      throw new Error(
        lastStatus
          ? `nginx answered ${String(lastStatus)} for / of ${root} for 10 s: can its worker user read every file and folder of it?`
          : 'nginx did not start within 10 s',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port: listenPort };
}

/**
 * Stops the nginx that startNginx started (gracefully) and removes its temporary prefix.
 * @returns {Promise<void>}
 */
function stop() {
  const current = running;
  running = null;
  if (!current) return Promise.resolve();
  process.removeListener('exit', current.killOnExit);
  return new Promise((resolve) => {
    const cleanUp = () => {
      rmSync(current.prefix, { recursive: true, force: true });
      resolve();
    };
    if (current.child.exitCode !== null || current.child.signalCode !== null) {
      cleanUp();
      return;
    }
    current.child.once('exit', cleanUp);
    current.child.kill('SIGQUIT');
  });
}

module.exports = { ROOT, DIST, SSR_DIST, CHROME_FLAGS, ensureBuild, freePort, renderConf, startNginx, stop };

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
const { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
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

/** A free TCP port on 127.0.0.1. */
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

/** deploy/nginx.conf with the two lines an operator changes filled in: listen and root. */
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

let running = null;

/**
 * Starts nginx in a temporary prefix, serving `root` (an absolute path) on 127.0.0.1:`port` (a free port when
 * not given), and resolves with `{ url, port }` once it answers. One server at a time; `stop()` ends it.
 */
async function startNginx({ root, port } = {}) {
  if (running) throw new Error('nginx is already running: stop() it first');
  if (!root || !path.isAbsolute(root)) throw new Error('startNginx needs the absolute path of the build as root');
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'mossbloom-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, renderConf(`127.0.0.1:${listenPort}`, root));

  const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const child = spawn(nginxBin, ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  running = { child, prefix, killOnExit };

  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}`);
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('nginx did not start within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port: listenPort };
}

/** Stops the nginx that startNginx started (gracefully) and removes its temporary prefix. */
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

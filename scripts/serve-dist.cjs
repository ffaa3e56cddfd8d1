// @ts-check
// Serves a production build (dist/) on 127.0.0.1 the way the store is deployed: with nginx by default, or Caddy or
// Apache, each with its configuration from deploy/ (deploy/render-conf.cjs).
// Shared by the end-to-end suite (test/e2e/support/globalSetup.ts) and the scripts that measure or read the built
// store (lighthouse, perf, budgets, prerender), with the build's folders and the Chromium flags they all use.
// CommonJS, so both the ESM scripts and Playwright's TypeScript (compiled to CommonJS) can load it; typed by
// serve-dist.d.cts.
//
//   import { startServer, stop } from './serve-dist.cjs';
//   const { url } = await startServer({ root: '/abs/path/to/dist', server: 'caddy' }); // a free port unless `port`
//   ...
//   await stop();
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const {
  accessSync,
  chmodSync,
  constants: fsConstants,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir, userInfo } = require('node:os');
const path = require('node:path');

const { renderConf: renderServerConf } = require('../deploy/render-conf.cjs');

const ROOT = path.resolve(__dirname, '..');

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
  return renderServerConf('nginx', { listen, root });
}

/** @typedef {'nginx' | 'caddy' | 'apache'} ServerName */

/** The servers the harness starts, from their Debian packages (another binary: NGINX_BIN, CADDY_BIN, APACHE_BIN). */
const BINARIES = {
  nginx: () => process.env.NGINX_BIN ?? '/usr/sbin/nginx',
  caddy: () => process.env.CADDY_BIN ?? '/usr/bin/caddy',
  apache: () => process.env.APACHE_BIN ?? '/usr/sbin/apache2',
};

/**
 * The server the end-to-end suite serves the build with: MOSSBLOOM_SERVER, nginx by default.
 * @returns {ServerName}
 */
function chosenServer() {
  const server = process.env.MOSSBLOOM_SERVER ?? 'nginx';
  if (server !== 'nginx' && server !== 'caddy' && server !== 'apache') {
    throw new Error(`MOSSBLOOM_SERVER must be nginx, caddy or apache, not ${server}`);
  }
  return server;
}

/**
 * The invoking user and group by name, when this process runs as root: nginx's workers then run as them, so a
 * build in a private checkout (a root-owned folder of mode 700) stays readable; started by anyone else, a server's
 * workers already run as that user.
 * @returns {{ name: string, group: string } | undefined}
 */
function rootWorkerUser() {
  if (process.getuid?.() !== 0) return undefined;
  const { username } = userInfo();
  // nginx wants the group's name; without one it takes a group named like the user, which may not exist.
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' });
  return { name: username, group: group.status === 0 ? group.stdout.trim() : username };
}

/**
 * Apache refuses to serve as root: run as root, its workers run as Debian's www-data (or nobody). When that user
 * cannot read the build (a private checkout), it serves a readable copy made in its own temporary folder instead.
 * @param {string} root
 * @param {string} prefix the server's temporary folder
 * @returns {{ user?: { name: string, group: string }, root: string }}
 */
function apacheWorker(root, prefix) {
  if (process.getuid?.() !== 0) return { root };
  const hasWwwData = spawnSync('id', ['-u', 'www-data']).status === 0;
  const user = hasWwwData ? { name: 'www-data', group: 'www-data' } : { name: 'nobody', group: 'nogroup' };
  const canRead = spawnSync('setpriv', [
    `--reuid=${user.name}`,
    `--regid=${user.group}`,
    '--clear-groups',
    'test',
    '-r',
    path.join(root, 'index.html'),
  ]);
  if (canRead.status === 0) return { user, root };
  const copy = path.join(prefix, 'dist');
  cpSync(root, copy, { recursive: true });
  chmodSync(prefix, 0o755);
  spawnSync('chmod', ['-R', 'a+rX', copy]);
  return { user, root: copy };
}

/**
 * The command that starts `server` in the foreground with the configuration written into `prefix`, and its access
 * log (`accessLog`, in the same folder).
 * @param {ServerName} server
 * @param {{ prefix: string, listen: string, root: string, accessLog: string }} options
 * @returns {{ args: string[], env?: NodeJS.ProcessEnv }}
 */
function prepare(server, { prefix, listen, root, accessLog }) {
  if (server === 'nginx') {
    mkdirSync(path.join(prefix, 'tmp'));
    const confPath = path.join(prefix, 'nginx.conf');
    writeFileSync(confPath, renderServerConf('nginx', { listen, root, accessLog, user: rootWorkerUser() }));
    return { args: ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'] };
  }
  if (server === 'caddy') {
    // Caddy keeps its state (an autosaved config, a certificate store it leaves empty) under the home and XDG
    // folders: this run's own. Run as root it reads the build as root: it has no worker user.
    const confPath = path.join(prefix, 'Caddyfile');
    writeFileSync(confPath, renderServerConf('caddy', { listen, root, accessLog }));
    return {
      args: ['run', '--config', confPath, '--adapter', 'caddyfile'],
      env: {
        ...process.env,
        HOME: prefix,
        XDG_CONFIG_HOME: path.join(prefix, 'config'),
        XDG_DATA_HOME: path.join(prefix, 'data'),
      },
    };
  }
  const worker = apacheWorker(root, prefix);
  const confPath = path.join(prefix, 'apache.conf');
  writeFileSync(
    confPath,
    renderServerConf('apache', { listen, root: worker.root, runDir: prefix, accessLog, user: worker.user }),
  );
  return { args: ['-f', confPath, '-DFOREGROUND'] };
}

/**
 * How each server is asked to stop: nginx finishes its requests on SIGQUIT; Caddy and Apache stop on SIGTERM.
 * @type {Record<ServerName, NodeJS.Signals>}
 */
const STOP_SIGNAL = { nginx: 'SIGQUIT', caddy: 'SIGTERM', apache: 'SIGTERM' };
/** How much of a server's own output is kept, to quote when it fails to start. */
const OUTPUT_KEPT = 16 * 1024;

/** @type {{ child: import('node:child_process').ChildProcess, prefix: string, killOnExit: () => void, signal: NodeJS.Signals } | null} */
let running = null;

/**
 * Starts `server` (nginx, Caddy or Apache, from deploy/) in a temporary folder, serving `root` (an absolute path) on
 * 127.0.0.1:`port` (a free port when not given), and resolves with `{ url, port, server, accessLog }` once it
 * answers: `accessLog` is the file it logs the field reports in, in its temporary folder (gone once it stops). One
 * server at a time; `stop()` ends it.
 * @param {{ root?: string, port?: number, server?: ServerName }} [options] root is required (checked below)
 * @returns {Promise<{ url: string, port: number, server: ServerName, accessLog: string }>}
 */
async function startServer({ root, port, server = 'nginx' } = {}) {
  if (running) throw new Error('a server is already running: stop() it first');
  if (!root || !path.isAbsolute(root)) throw new Error('the server needs the absolute path of the build as root');
  if (!(server in BINARIES)) throw new Error(`no server named ${String(server)}: nginx, caddy or apache`);
  // Fail now, naming the folder, rather than after 10 s of 403s or 500s from the server.
  try {
    accessSync(path.join(root, 'index.html'), fsConstants.R_OK);
  } catch {
    throw new Error(
      `${root}/index.html cannot be read by ${userInfo().username}: build it first, or make ${root} and the folders above it readable (chmod a+rX)`,
    );
  }
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), `mossbloom-${server}-`));
  const accessLog = path.join(prefix, 'access.log');
  const { args, env } = prepare(server, { prefix, listen: `127.0.0.1:${String(listenPort)}`, root, accessLog });

  const binary = BINARIES[server]();
  // The server's own output is kept, not printed: test runners' output stays theirs. A failure to start quotes it.
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const withOutput = (/** @type {string} */ message) =>
    output ? `${message}\n--- ${server}'s output ---\n${output.trimEnd()}` : message;
  // Without a listener, a missing binary (ENOENT) would crash the whole process instead of failing this call.
  // Typed by a cast, as it is set in a callback: TypeScript would otherwise read it as always null below.
  let spawnError = /** @type {Error | null} */ (null);
  child.once('error', (error) => {
    spawnError = error;
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  running = { child, prefix, killOnExit, signal: STOP_SIGNAL[server] };

  const url = `http://127.0.0.1:${String(listenPort)}`;
  const deadline = Date.now() + 10_000;
  let lastStatus = 0;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        spawnError
          ? `${binary} could not be started (${spawnError.message}): install ${server} or set ${server.toUpperCase()}_BIN`
          : withOutput(`${server} exited with ${String(child.exitCode)}`),
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
      // A 403 or 500 here is the server's workers failing to read the build: its own output names the file.
      throw new Error(
        withOutput(
          lastStatus
            ? `${server} answered ${String(lastStatus)} for / of ${root} for 10 s: can its worker user read every file and folder of it?`
            : `${server} did not start within 10 s`,
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port: listenPort, server, accessLog };
}

/**
 * Starts nginx with deploy/nginx.conf (see startServer).
 * @param {{ root?: string, port?: number }} [options]
 */
function startNginx(options = {}) {
  return startServer({ ...options, server: 'nginx' });
}

/**
 * Stops the server that startServer started (gracefully) and removes its temporary folder.
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
    current.child.kill(current.signal);
  });
}

module.exports = {
  ROOT,
  DIST,
  SSR_DIST,
  CHROME_FLAGS,
  chosenServer,
  ensureBuild,
  freePort,
  renderConf,
  startNginx,
  startServer,
  stop,
};

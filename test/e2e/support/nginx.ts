import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
/** The production build under test: dist/, or MOSSBLOOM_DIST when set (the same variable the build reads). */
export const DIST = path.resolve(ROOT, process.env.MOSSBLOOM_DIST ?? 'dist');
const NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds dist/ unless a build newer than every source file is already there. */
export function ensureBuild() {
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
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** deploy/nginx.conf with the two lines an operator changes: listen and root. */
export function renderConf(listen: string, root: string): string {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const rendered = conf
    .replace(/^ {4}listen .*;$/m, `    listen ${listen};`)
    .replace(/^ {4}root .*;$/m, `    root ${root};`);
  if (!rendered.includes(`listen ${listen};`) || !rendered.includes(`root ${root};`)) {
    throw new Error('deploy/nginx.conf has no listen or root line to fill in');
  }
  return rendered;
}

export type RunningNginx = { url: string; stop: () => Promise<void> };

/** Starts nginx with deploy/nginx.conf on a free 127.0.0.1 port, in a temporary prefix. */
export async function startNginx(root: string = DIST): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'mossbloom-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, renderConf(`127.0.0.1:${String(port)}`, root));

  const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const nginx: ChildProcess = spawn(nginxBin, ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killOnExit = () => nginx.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${String(nginx.exitCode)}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (nginx.exitCode !== null) {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
          return;
        }
        nginx.once('exit', () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        nginx.kill('SIGQUIT');
      }),
  };
}

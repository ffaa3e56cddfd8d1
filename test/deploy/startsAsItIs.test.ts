/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/serve-dist.cjs';

// What deploy/render-conf.sh writes starts as it is, with the command the README gives and no other file: as the
// user who runs the tests, and, when that is root, as an unprivileged user too (Apache's pid file, Caddy's state and
// the error logs must all find a place they may write).
const REPO = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'mossbloom-starts-'));
chmodSync(work, 0o755);
const root = path.join(work, 'dist');
mkdirSync(root);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title><p>home page</p>');
writeFileSync(path.join(root, 'app-shell.html'), '<!doctype html><title>shell</title><div id="root"></div>');
// The unprivileged user renders from a copy of deploy/ it may read: the checkout itself may sit in a folder only its
// owner can enter (root's home, a private temporary folder), and the copy is the same files.
const deployCopy = path.join(work, 'deploy');
cpSync(path.join(REPO, 'deploy'), deployCopy, { recursive: true });

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const isRoot = process.getuid?.() === 0;
/** Runs a command as nobody (root only), in a home of its own. */
const asNobody = (command: string[]) => [
  'setpriv',
  '--reuid=nobody',
  '--regid=nogroup',
  '--clear-groups',
  'env',
  `HOME=${work}`,
  'XDG_RUNTIME_DIR=',
  ...command,
];

type Start = (conf: string, prefix: string) => string[];
const START: Record<'nginx' | 'caddy' | 'apache', Start> = {
  nginx: (conf, prefix) => ['nginx', '-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
  caddy: (conf) => ['caddy', 'run', '--config', conf, '--adapter', 'caddyfile'],
  apache: (conf) => ['apache2', '-f', conf, '-DFOREGROUND'],
};

/**
 * The server's first answer at `url`. No clock of its own: it asks again until the server answers or exits (the
 * test's time limit ends a server that does neither). The server's output is kept, and quoted only if it exits.
 */
async function answers(url: string, child: ChildProcess, output: () => string): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`exited with ${String(child.exitCode)}:\n${output()}`);
    }
    try {
      return await fetch(url);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cases = (['nginx', 'caddy', 'apache'] as const).flatMap((server) => [
  [server, 'as the current user', false] as const,
  ...(isRoot ? [[server, 'as an unprivileged user', true] as const] : []),
]);

describe('deploy/render-conf.sh output starts as it is', () => {
  it.each(cases)(
    '%s, %s',
    async (server, _who, unprivileged) => {
      const port = await freePort();
      const prefix = mkdtempSync(path.join(work, `${server}-`));
      chmodSync(prefix, 0o777);
      // nginx's prefix holds its temporary files: the one folder the README asks for.
      mkdirSync(path.join(prefix, 'tmp'), { mode: 0o777 });
      chmodSync(path.join(prefix, 'tmp'), 0o777);
      const deploy = unprivileged ? deployCopy : path.join(REPO, 'deploy');
      const render = [path.join(deploy, 'render-conf.sh'), server, `127.0.0.1:${String(port)}`, root];
      const rendered = spawnSync(
        unprivileged ? 'setpriv' : (render[0] ?? ''),
        unprivileged ? asNobody(render).slice(1) : render.slice(1),
        {
          encoding: 'utf8',
        },
      );
      expect(rendered.status).toBe(0);
      const conf = path.join(prefix, 'server.conf');
      writeFileSync(conf, rendered.stdout);
      chmodSync(conf, 0o644);

      const command = START[server](conf, prefix);
      const [binary, ...args] = unprivileged ? asNobody(command) : command;
      const child = spawn(binary ?? '', args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, HOME: prefix, XDG_CONFIG_HOME: prefix, XDG_DATA_HOME: prefix },
      });
      children.push(child);
      // The server's own log stays out of the test's output unless it fails to start.
      let output = '';
      const keep = (chunk: Buffer) => {
        output += chunk.toString('utf8');
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      try {
        const home = await answers(`http://127.0.0.1:${String(port)}/`, child, () => output);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('home page');
        const other = await fetch(`http://127.0.0.1:${String(port)}/login`);
        expect(await other.text()).toContain('<div id="root"></div>');
        // The field reports are answered, and logged where the server may write (or it would not have started).
        const report = await fetch(`http://127.0.0.1:${String(port)}/_vitals?route=%2F`);
        expect(report.status).toBe(204);
      } finally {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
    },
    20_000,
  );
});

/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stop } from '../../scripts/serve-dist.cjs';

// A checkout only its owner can enter, as `mktemp -d` makes: run as root (CI), nginx's workers would otherwise run as
// `nobody`, and Apache's as www-data, and answer 403 for every file of it.
const privateDir = mkdtempSync(path.join(tmpdir(), 'mossbloom-private-'));
chmodSync(privateDir, 0o700);
const dist = path.join(privateDir, 'dist');
mkdirSync(dist);
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>private build</title><p>served</p>');

// Also after a failure or a timeout: stop() is a no-op when nothing runs.
afterAll(async () => {
  await stop();
  rmSync(privateDir, { recursive: true, force: true });
});

describe('the harness’s servers (scripts/serve-dist.cjs)', () => {
  it.each(['nginx', 'caddy', 'apache'] as const)(
    '%s serves a build inside a private (mode 700) folder',
    async (server) => {
      expect(statSync(privateDir).mode & 0o777).toBe(0o700);
      const { url } = await startServer({ root: dist, server });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('private build');
      await stop();
    },
    30_000,
  );

  it('names the folder when the build cannot be read', async () => {
    await expect(startServer({ root: path.join(privateDir, 'missing') })).rejects.toThrow(
      `${path.join(privateDir, 'missing')}/index.html cannot be read`,
    );
  });
});

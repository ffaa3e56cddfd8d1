/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx, stop } from '../../scripts/serve-dist.cjs';

// A checkout only its owner can enter, as `mktemp -d` makes: run as root (CI), nginx's workers would otherwise run as
// `nobody` and answer 403 for every file of it.
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

describe('the harness’s nginx (scripts/serve-dist.cjs)', () => {
  it('serves a build inside a private (mode 700) folder', async () => {
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);
    const { url } = await startNginx({ root: dist });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('private build');
    await stop();
  }, 30_000);

  it('names the folder when the build cannot be read', async () => {
    await expect(startNginx({ root: path.join(privateDir, 'missing') })).rejects.toThrow(
      `${path.join(privateDir, 'missing')}/index.html cannot be read`,
    );
  });
});

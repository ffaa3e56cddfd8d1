import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, layoutShift, test } from './support/fixtures';

// A slow network brings a page in pieces, and the browser draws what has come. A <details> whose summary has not come
// yet is drawn with the browser's own "Details" label, narrower than the real one: the shop's "Ingredients you avoid",
// drawn at the right end of its heading, then grew leftwards when its summary came (CLS 0.001, 1280 px at 4× CPU).

/**
 * The store's pages as nginx answers them, but for one: its HTML stops right after `cut` until `release()` is called,
 * as a slow network would hold the rest.
 */
async function pageInPieces(pathname: string, cut: string) {
  const origin = process.env.E2E_BASE_URL ?? '';
  let release: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers);
      if (request.url !== pathname) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const at = html.indexOf('>', html.indexOf(cut)) + 1;
      if (at === 0) throw new Error(`the page has no ${cut}`);
      response.write(html.slice(0, at));
      await rest;
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${pathname}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('a disclosure whose summary has not come yet is not drawn, and nothing moves when it comes', async ({ page }) => {
  const shop = await pageInPieces('/shop?q=zzzzqx', '<details id="avoided"');
  try {
    await page.goto(shop.url, { waitUntil: 'commit' });
    const avoided = page.locator('#avoided');
    await expect(avoided).toBeAttached();
    await expect(avoided, 'the browser’s own "Details" label is not drawn').toBeHidden();
    shop.release();
    await expect(avoided).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    expect(await layoutShift(page), 'layout shift as the rest of the page came').toBe(0);
  } finally {
    await shop.close();
  }
});

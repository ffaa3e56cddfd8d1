import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, layoutShift, test } from './support/fixtures';

// A slow network brings a page in pieces, and the browser draws what has come. A <details> whose summary has not come
// yet is drawn with the browser's own "Details" label, narrower than the real one: the shop's "Ingredients you avoid",
// drawn at the right end of its heading, then grew leftwards when its summary came (CLS 0.001, 1280 px at 4× CPU).

/**
 * The store's pages as nginx answers them, but for one: the HTML of `path` stops right after the tag that starts with
 * `cut` until `release()` is called, as a slow network would hold the rest.
 */
async function pageInPieces(path: string, cut: string) {
  const origin = process.env.E2E_BASE_URL;
  if (!origin) throw new Error('E2E_BASE_URL is not set: the e2e global set-up serves the build and sets it');
  let release: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const sent = ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : Buffer.concat(chunks);
      const forwarded = Object.entries(request.headers).filter(
        (header): header is [string, string] => typeof header[1] === 'string' && header[0] !== 'host',
      );
      const answer = await fetch(new URL(request.url ?? '/', origin), {
        method: request.method,
        headers: forwarded,
        body: sent,
        redirect: 'manual',
      });
      // fetch has decoded the body: it goes on as it is, at its own length.
      const headers = [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name));
      const body = Buffer.from(await answer.arrayBuffer());
      if (request.url !== path) {
        response.writeHead(answer.status, Object.fromEntries(headers)).end(body);
        return;
      }
      const html = body.toString('utf8');
      const tag = html.indexOf(cut);
      if (tag === -1) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`the page ${path} has no ${cut}`);
        return;
      }
      const at = html.indexOf('>', tag) + 1;
      response.writeHead(answer.status, Object.fromEntries(headers)).write(html.slice(0, at));
      await rest;
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${path}`,
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
    // The shopper sees the page as it has come so far.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    shop.release();
    await expect(avoided).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    expect(await layoutShift(page), 'layout shift as the rest of the page came').toBe(0);
  } finally {
    // The page is left first: nothing it still loads is cut off as the server closes.
    await page.goto('about:blank');
    await shop.close();
  }
});

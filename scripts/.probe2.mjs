import { chromium } from '@playwright/test';
import { CHROME_FLAGS, DIST, startNginx, stop } from './serve-dist.cjs';
const { url } = await startNginx({ root: DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROME_FLAGS] });
for (const cpu of [1, 4]) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url + '/robots.txt');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const app = (await (await fetch(url + '/shop/')).text()).match(/assets\/main\.[0-9a-f]+\.js/)[0];
  const list = await (await fetch(url + '/assets/')).text().catch(() => '');
  const r = await page.evaluate(async (u) => {
    const names = ['app', 'fraunces'];
    const t0 = performance.now();
    const res = await fetch(u, { cache: 'no-store' });
    const buf = await res.arrayBuffer();
    return [Math.round(performance.now() - t0), buf.byteLength];
  }, url + '/' + (await import('node:fs')).readdirSync(DIST + '/assets').find((f) => /^app\..*\.js$/.test(f)).replace(/^/, 'assets/'));
  console.log('cpu', cpu, r);
  await context.close();
}
await browser.close(); await stop();

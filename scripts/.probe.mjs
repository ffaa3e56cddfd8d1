import { chromium } from '@playwright/test';
import { CHROME_FLAGS, DIST, startNginx, stop } from './serve-dist.cjs';
const route = process.argv[2] ?? '/shop';
const { url } = await startNginx({ root: DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROME_FLAGS] });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url + route, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('mossbloom:store-running').length > 0, null, { timeout: 60000 });
  await page.waitForTimeout(500);
  const out = await page.evaluate(() => {
    const r = performance.getEntriesByType('resource').map((e) => [e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 50), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const marks = performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]);
    const nav = performance.getEntriesByType('navigation')[0];
    return { fcp: Math.round(fcp), dcl: Math.round(nav.domContentLoadedEventEnd), resp: Math.round(nav.responseEnd), r, marks, lt: window.__lt };
  });
  console.log(JSON.stringify(out, null, 0).replace(/\],\[/g, '],\n['));
  await context.close();
}
await browser.close(); await stop();

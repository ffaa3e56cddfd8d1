// @ts-check
// Renders the scene's frames to PNG files in headless Chromium: the page is loaded once, and for each frame only
// the moving attributes are set before the screenshot. Every network request is refused.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from '../../../scripts/serve-dist.cjs';
import { buildScene } from './scene.mjs';
import { HEIGHT, WIDTH } from './settings.mjs';

/** @typedef {import('./motion.mjs').Change} Change */

/**
 * Runs in the page: sets one frame's attributes.
 * @param {Change[]} changes
 */
function applyFrame(changes) {
  /** @type {{ getElementById(id: string): { setAttribute(name: string, value: string): void } }} */
  const page = Reflect.get(globalThis, 'document');
  for (const [id, attribute, value] of changes) page.getElementById(id).setAttribute(attribute, value);
}

/**
 * Renders the frames at the given times (seconds) to PNG files in `dir`, named by `name(index)`.
 * @param {string} dir
 * @param {number[]} times
 * @param {(index: number) => string} name
 */
export async function renderFrames(dir, times, name) {
  const { html, frame } = buildScene();
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: [...CHROME_FLAGS, '--force-color-profile=srgb'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    const started = Date.now();
    for (const [index, t] of times.entries()) {
      await page.evaluate(applyFrame, frame(t));
      await page.screenshot({ path: join(dir, name(index)), type: 'png' });
      if (index % 24 === 23 || index === times.length - 1) {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\r  frames ${index + 1}/${times.length} (${seconds} s)`);
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
  }
}

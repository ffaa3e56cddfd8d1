import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, Key } from 'selenium-webdriver';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { freePort } from '../../../scripts/serve-dist.cjs';
import type { JourneyProxy } from './proxy';
import { POLL_MS, findInPage, onFreshControl, waitUntilFound } from './shopper';
import type { Shopper, Size, Target } from './shopper';

/**
 * WebKitGTK's MiniBrowser, from Debian's libwebkit2gtk-4.1-0, under the machine's own multiarch folder
 * (/usr/lib/x86_64-linux-gnu, /usr/lib/aarch64-linux-gnu...); another binary: MINIBROWSER_PATH.
 */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((folder) => path.join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((binary) => existsSync(binary)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * The X screen, larger than any window. Without a window manager, keyboard focus follows the pointer, which X puts
 * at the screen's centre: each window is placed over it (`fitViewport`), or WebKit draws no focus ring.
 */
const SCREEN = { width: 1920, height: 1200 };

/**
 * GTK's widgets shrunk to nothing: MiniBrowser's toolbar otherwise keeps its window at least about 447 px wide, and
 * the phone size is 390.
 */
const TINY_GTK =
  '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.25); }\n';

/** How long a new session may take to open with its window sized: a few seconds when all is well. */
const SESSION_START_MS = 20_000;

const stopped = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * An X server (Xvfb, with its own cookie) and WebKitWebDriver on 127.0.0.1, started once; each journey then gets
 * its own MiniBrowser session. `close()` stops all of it, and so does this process's exit.
 */
export async function launchWebKit(): Promise<{
  newShopper(proxy: JourneyProxy, size: Size): Promise<Shopper>;
  close(): Promise<void>;
}> {
  const home = mkdtempSync(path.join(tmpdir(), 'mossbloom-webkit-'));
  // Each started in its own process group, so that stopping it also stops what it started (the driver starts
  // MiniBrowser, which starts WebKit's web and network processes).
  const children: ChildProcess[] = [];
  const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // the group has gone already
    }
  };
  const killAll = () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  };
  process.once('exit', killAll);
  const close = async () => {
    process.removeListener('exit', killAll);
    for (const child of children.reverse()) {
      const exited = new Promise<void>((resolve) => {
        if (stopped(child)) resolve();
        else child.once('exit', () => resolve());
      });
      signalGroup(child, 'SIGTERM');
      await exited;
      // Whatever the leader left behind.
      signalGroup(child, 'SIGKILL');
    }
    rmSync(home, { recursive: true, force: true, maxRetries: 5 });
  };

  try {
    let display = 90;
    while (existsSync(`/tmp/.X11-unix/X${String(display)}`) || existsSync(`/tmp/.X${String(display)}-lock`)) {
      display += 1;
    }
    const xauthority = path.join(home, 'Xauthority');
    const added = spawnSync('xauth', [
      '-f',
      xauthority,
      'add',
      `:${String(display)}`,
      '.',
      randomBytes(16).toString('hex'),
    ]);
    if (added.status !== 0) throw new Error(`xauth failed: ${added.stderr.toString()}`);
    const xvfb = spawn(
      'Xvfb',
      [
        `:${String(display)}`,
        '-screen',
        '0',
        `${String(SCREEN.width)}x${String(SCREEN.height)}x24`,
        '-nolisten',
        'tcp',
        '-auth',
        xauthority,
      ],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    children.push(xvfb);
    while (!existsSync(`/tmp/.X11-unix/X${String(display)}`)) {
      if (stopped(xvfb)) throw new Error(`Xvfb could not start on :${String(display)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    mkdirSync(path.join(home, 'gtk-3.0'));
    writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), TINY_GTK);
    const env = {
      ...process.env,
      DISPLAY: `:${String(display)}`,
      XAUTHORITY: xauthority,
      XDG_CONFIG_HOME: home,
      XDG_CACHE_HOME: path.join(home, 'cache'),
      XDG_DATA_HOME: path.join(home, 'data'),
      GTK_THEME: 'Adwaita',
    };
    /** WebKitWebDriver on a free port, ready for sessions. */
    const startDriver = async () => {
      const port = await freePort();
      const child = spawn('WebKitWebDriver', [`--port=${String(port)}`, '--host=127.0.0.1'], {
        env,
        stdio: 'ignore',
        detached: true,
      });
      children.push(child);
      const server = `http://127.0.0.1:${String(port)}`;
      for (;;) {
        if (stopped(child)) throw new Error('WebKitWebDriver could not start');
        const ready = await fetch(`${server}/status`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (ready) return { child, server };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let driverProcess = await startDriver();

    /** A MiniBrowser session whose viewport is `size`. */
    const openSession = async (size: Size) => {
      const driver = await new Builder()
        .usingServer(driverProcess.server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // With `normal` or `eager`, a script run between DOMContentLoaded and load hangs the session.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        })
        .build();
      try {
        await fitViewport(driver, size);
      } catch (error) {
        await driver.quit();
        throw error;
      }
      return driver;
    };

    return {
      async newShopper(proxy, size) {
        // Now and then (once in CI so far, after many hundreds of sessions) the driver never answers a
        // new session, and a journey would wait out its whole timeout before its first step. A session not open in
        // SESSION_START_MS is the browser failing to start, not the store: the driver, and the browser it started,
        // are stopped and started afresh, once.
        for (let attempt = 1; ; attempt += 1) {
          const opening = openSession(size);
          const timedOut = new Promise<'timed out'>((resolve) => {
            setTimeout(() => resolve('timed out'), SESSION_START_MS).unref();
          });
          const opened = await Promise.race([opening, timedOut]);
          if (opened !== 'timed out') return webkitShopper(opened, proxy);
          // The abandoned request ends when its driver goes.
          opening.catch(() => undefined);
          if (attempt === 2) {
            throw new Error(`WebKit did not open a session in ${String(SESSION_START_MS / 1000)} s, twice`);
          }
          signalGroup(driverProcess.child, 'SIGKILL');
          driverProcess = await startDriver();
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The window sized so that the page's viewport is `size` (the toolbar above it takes some height), centred. */
async function fitViewport(driver: WebDriver, size: Size) {
  const window = driver.manage().window();
  // GTK lays the window out after a resize, so each look may still see the last size: the toolbar's share (outer
  // less inner, read together) is right either way, and the window is set again until the viewport fits.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [width, height, outerWidth, outerHeight] = await driver.executeScript<[number, number, number, number]>(
      'return [innerWidth, innerHeight, outerWidth, outerHeight]',
    );
    if (width === size.width && height === size.height) return;
    const rect = {
      width: size.width + Math.max(0, outerWidth - width),
      height: size.height + Math.max(0, outerHeight - height),
    };
    await window.setRect({
      x: Math.round((SCREEN.width - rect.width) / 2),
      y: Math.round((SCREEN.height - rect.height) / 2),
      ...rect,
    });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the viewport cannot be made ${String(size.width)}x${String(size.height)}`);
}

/** Marks the page, so a navigation is seen to have replaced it. */
const MARK = 'window.__journeyLeft = true;';

function webkitShopper(driver: WebDriver, proxy: JourneyProxy): Shopper {
  const firstReport = proxy.reports().length;

  /** Waits for the page that replaced the marked one to be parsed, as the driver does not (load strategy none). */
  const arrived = async () => {
    for (;;) {
      const state = await driver
        .executeScript<string>("return window.__journeyLeft ? 'old' : document.readyState")
        .catch(() => 'loading');
      if (state === 'interactive' || state === 'complete') return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const find = (target: Target, enabledOnly = false): Promise<WebElement | null> =>
    driver
      .executeScript<WebElement | null>(findInPage, target.role, target.name, target.within ?? null, enabledOnly)
      .catch(() => null);
  const waitFor = (target: Target, enabledOnly = false): Promise<WebElement> =>
    waitUntilFound(() => find(target, enabledOnly));

  return {
    engine: 'webkit',
    async open(pathname) {
      await driver.executeScript(MARK).catch(() => undefined);
      await driver.get(new URL(pathname, proxy.url).href);
      await arrived();
    },
    async reload() {
      await driver.executeScript(MARK);
      await driver.navigate().refresh();
      await arrived();
    },
    path: () => driver.executeScript<string>('return location.pathname + location.search'),
    isVisible: async (target) => (await find(target)) !== null,
    async valueOf(target) {
      const element = await find(target);
      return element ? driver.executeScript<string>('return arguments[0].value', element) : null;
    },
    async isDisabled(target) {
      const element = await find(target);
      return element ? !(await element.isEnabled()) : null;
    },
    click: (target) =>
      onFreshControl(
        () => waitFor(target, true),
        async (element) => {
          // The store scrolls smoothly: the driver would find the control still moving ("not interactable").
          await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
          await element.click();
        },
      ),
    async type(target, text) {
      const element = await waitFor(target);
      await element.sendKeys(text);
    },
    pressTab: () => driver.actions().sendKeys(Key.TAB).perform(),
    run: (script, ...args) => driver.executeScript(script, ...args),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    setOffline: (offline) => {
      proxy.setOffline(offline);
      return Promise.resolve();
    },
    problems: () => Promise.resolve(proxy.reports().slice(firstReport)),
    close: () => driver.quit(),
  };
}

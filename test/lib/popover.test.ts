import { afterEach, describe, expect, it } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { holdEarlyTaps } from '../../src/lib/earlyTaps';
import { supportsPopover, togglesPopover } from '../../src/lib/popover';

function byId(id: string): HTMLButtonElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLElement)) throw new Error(`no #${id}`);
  return element as HTMLButtonElement;
}

/** A browser that has popovers, for one test: jsdom has none. */
function withPopovers() {
  Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null, writable: true });
  return () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'popover');
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  document.body.innerHTML = '';
});

describe('popovers', () => {
  it('are the browser’s only where it has them', () => {
    document.body.innerHTML = `<button popovertarget="menu" id="open">Open menu</button><button id="plain">Add</button>`;
    const open = byId('open');
    const plain = byId('plain');
    expect(supportsPopover()).toBe(false);
    expect(togglesPopover(open)).toBe(false);
    restore = withPopovers();
    expect(supportsPopover()).toBe(true);
    expect(togglesPopover(open)).toBe(true);
    expect(togglesPopover(plain)).toBe(false);
  });

  it('open from the painted page: the tap is neither held nor stopped, nor played to the app', async () => {
    if (typeof globalThis.MessageChannel === 'undefined') {
      Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    }
    restore = withPopovers();
    document.body.innerHTML = `
      <div id="popover-root">
        <button type="button" popovertarget="pages" id="toggle">Pages</button>
        <ul id="pages" popover="auto"><li>Home</li></ul>
        <button type="button" id="more">Load More</button>
      </div>`;
    const toggle = byId('toggle');
    const more = byId('more');
    const earlyTaps = holdEarlyTaps(document, 'popover-root');
    const toggleClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(toggleClick);
    expect(toggleClick.defaultPrevented).toBe(false);
    expect(toggle).not.toHaveAttribute('aria-busy');
    // Any other button still waits for the app.
    more.click();
    expect(more).toHaveAttribute('aria-busy', 'true');

    const played: string[] = [];
    toggle.addEventListener('click', () => played.push('toggle'));
    more.addEventListener('click', () => played.push('more'));
    await earlyTaps.replay();
    expect(played).toEqual(['more']);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { holdEarlyTaps } from '../../src/lib/earlyTaps';
import { followPopovers, supportsPopover, togglesPopover } from '../../src/lib/popover';

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

/** The `toggle` event the browser sends a popover that opened or closed. */
function toggled(popover: HTMLElement, newState: 'open' | 'closed') {
  const event = new Event('toggle');
  Object.assign(event, { newState, oldState: newState === 'open' ? 'closed' : 'open' });
  popover.dispatchEvent(event);
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

  it('keep aria-expanded of the buttons that toggle them in step, and stop when asked', () => {
    document.body.innerHTML = `
      <button popovertarget="pages" aria-expanded="false" id="toggle">Pages</button>
      <button popovertarget="pages" popovertargetaction="hide" id="close">Close</button>
      <ul id="pages" popover="auto"><li>Home</li></ul>`;
    const toggle = byId('toggle');
    const close = byId('close');
    const pages = byId('pages');
    const stop = followPopovers(document);
    toggled(pages, 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A button that only closes it has no expanded state to show.
    expect(close).not.toHaveAttribute('aria-expanded');
    toggled(pages, 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    stop();
    toggled(pages, 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('open from the painted page: the tap is neither held nor stopped, and the button follows until the app runs', async () => {
    if (typeof globalThis.MessageChannel === 'undefined') {
      Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    }
    restore = withPopovers();
    document.body.innerHTML = `
      <div id="popover-root">
        <button type="button" popovertarget="pages" aria-expanded="false" id="toggle">Pages</button>
        <ul id="pages" popover="auto"><li>Home</li></ul>
        <button type="button" id="more">Load More</button>
      </div>`;
    const toggle = byId('toggle');
    const more = byId('more');
    const pages = byId('pages');
    const earlyTaps = holdEarlyTaps(document, 'popover-root');
    const toggleClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(toggleClick);
    expect(toggleClick.defaultPrevented).toBe(false);
    expect(toggle).not.toHaveAttribute('aria-busy');
    toggled(pages, 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Any other button still waits for the app.
    more.click();
    expect(more).toHaveAttribute('aria-busy', 'true');

    const played: string[] = [];
    toggle.addEventListener('click', () => played.push('toggle'));
    more.addEventListener('click', () => played.push('more'));
    await earlyTaps.replay();
    expect(played).toEqual(['more']);
    // The app renders aria-expanded from now on.
    toggled(pages, 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

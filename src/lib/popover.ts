/**
 * Whether the browser opens and closes popovers itself (`popover`, `popovertarget`: Chromium 114, Firefox 125,
 * Safari 17): then a menu works on the painted page before any script, with light dismiss and Escape.
 */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover');
}

/** Whether `button` opens, closes or toggles a popover the browser handles: its tap is the browser's, not the app's. */
export function togglesPopover(button: HTMLButtonElement): boolean {
  return supportsPopover() && button.hasAttribute('popovertarget');
}

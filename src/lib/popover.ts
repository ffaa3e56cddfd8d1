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

/**
 * Keeps `aria-expanded` of the buttons that toggle a popover in step with it, from the page's first paint: the
 * browser opens and closes the popover, and the button's state follows. Returns the function that stops.
 */
export function followPopovers(doc: Document): () => void {
  const onToggle = (event: Event) => {
    const popover = event.target;
    if (!(popover instanceof HTMLElement) || !popover.id || !('newState' in event)) return;
    const expanded = String(event.newState === 'open');
    // Compared, not put in a selector: an id is any text.
    for (const invoker of doc.querySelectorAll('[popovertarget][aria-expanded]')) {
      if (invoker.getAttribute('popovertarget') === popover.id) invoker.setAttribute('aria-expanded', expanded);
    }
  };
  // `toggle` does not bubble: the document hears it in the capture phase.
  doc.addEventListener('toggle', onToggle, true);
  return () => {
    doc.removeEventListener('toggle', onToggle, true);
  };
}

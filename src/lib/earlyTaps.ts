import { yieldToMain } from './yieldToMain';

export type EarlyTaps = {
  /** Stops holding taps and plays the held ones: once, in order, each in its own task. */
  replay(): Promise<void>;
};

/**
 * Holds the taps on the page's buttons made before the app has started, and plays them once it has: a
 * prerendered page is on screen long before its handlers on a slow phone, and a tap on Add to Cart, Load More or
 * the menu button in that time must still count. Links need nothing: they are real links. A form is never sent
 * by the browser meanwhile (the store's forms send nothing).
 *
 * Listens in the capture phase on the document, before React's own listeners on the root, so a held tap reaches
 * no half-started handler and plays exactly once.
 */
export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: HTMLButtonElement[] = [];
  const doc = root.ownerDocument;

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof Node && root.contains(event.target)) event.preventDefault();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);

  let replayed = false;
  return {
    async replay() {
      if (replayed) return;
      replayed = true;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      // Each tap after the previous one's render, as the shopper made them: '+' before Add to Cart adds two.
      for (const button of held.splice(0)) {
        if (button.isConnected && !button.disabled) button.click();
        await yieldToMain();
      }
    },
  };
}

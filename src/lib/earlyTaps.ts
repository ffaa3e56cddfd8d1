import { yieldToMain } from './yieldToMain';

export type EarlyTaps = {
  /**
   * Plays the held taps once, in order, each in its own task, then stops holding (taps meanwhile join the queue).
   * `waitBefore` may give a promise a tap must wait for; the taps after it wait too, keeping the order.
   */
  replay(waitBefore?: (button: HTMLButtonElement) => Promise<void> | undefined): Promise<void>;
  /** Stops holding and forgets the held taps: the store did not start, so nothing can answer them. */
  drop(): void;
};

/**
 * Holds taps on the page's buttons made before the app has started, and plays them once it has
 * (docs/decisions/0002). It listens in the capture phase on the document, before React's listeners on the root,
 * so a held tap reaches no half-started handler and plays exactly once.
 */
export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: HTMLButtonElement[] = [];
  const doc = root.ownerDocument;

  let playing = false;
  const onClick = (event: MouseEvent) => {
    // A tap being played goes to its handler; any other waits its turn.
    if (playing) return;
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
  const stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };

  let replayed = false;
  return {
    async replay(waitBefore) {
      if (replayed) return;
      replayed = true;
      // Each tap after the previous one's render, as the shopper made them: '+' before Add to Cart adds two.
      for (let button = held.shift(); button; button = held.shift()) {
        const wait = waitBefore?.(button);
        if (wait) await wait;
        if (button.isConnected && !button.disabled) {
          playing = true;
          button.click();
          playing = false;
        }
        await yieldToMain();
      }
      stopHolding();
    },
    drop() {
      replayed = true;
      stopHolding();
      if (held.length > 0) console.warn(`${String(held.length)} early taps dropped: the store did not start.`);
      held.length = 0;
    },
  };
}

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
 * A form that goes somewhere (it has an `action`: the shop's search, a GET form to /shop) works as the browser
 * makes it work until the app starts, so a search needs no script at all.
 */
function navigatingForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof HTMLFormElement ? target : target instanceof Element ? target.closest('form') : null;
  return form?.hasAttribute('action') ? form : null;
}

/**
 * Holds taps on the page's buttons made before the app has started, and plays them once it has
 * (docs/decisions/0002). It listens in the capture phase on the document, before React's listeners on the root,
 * so a held tap reaches no half-started handler and plays exactly once.
 *
 * A form with an `action` is left to the browser until the app starts: Enter or its submit button loads its URL,
 * and so does choosing in one of its selects (what the app does at once, the browser does by loading the page).
 * Empty fields stay out of that URL (`/shop?sort=rating`, not `/shop?q=&need=&sort=rating`).
 */
export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: HTMLButtonElement[] = [];
  const doc = root.ownerDocument;
  const inPage = (target: EventTarget | null) => target instanceof Node && root.contains(target);

  let playing = false;
  let appStarted = false;
  const onClick = (event: MouseEvent) => {
    // A tap being played goes to its handler; any other waits its turn.
    if (playing) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    if (!appStarted && button.type === 'submit' && navigatingForm(button.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!inPage(event.target)) return;
    if (!appStarted && navigatingForm(event.target)) return;
    event.preventDefault();
  };
  const onChange = (event: Event) => {
    if (appStarted || !inPage(event.target) || !(event.target instanceof HTMLSelectElement)) return;
    navigatingForm(event.target)?.requestSubmit();
  };
  const onFormData = (event: FormDataEvent) => {
    if (appStarted || !inPage(event.target) || !navigatingForm(event.target)) return;
    for (const [name, value] of [...event.formData.entries()]) {
      if (value === '') event.formData.delete(name);
    }
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('change', onChange, true);
  doc.addEventListener('formdata', onFormData, true);
  const stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('formdata', onFormData, true);
  };

  let replayed = false;
  return {
    async replay(waitBefore) {
      if (replayed) return;
      replayed = true;
      // The app handles its forms from now on.
      appStarted = true;
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

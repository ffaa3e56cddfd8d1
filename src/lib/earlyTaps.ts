import { ATTR_PRODUCT_ID, ATTR_TAP_HELD, ROOT_ID } from './pageContract';
import { togglesPopover } from './popover';
import { yieldToMain } from './yieldToMain';

/**
 * What the entry did at once with a tap on the painted page (docs/decisions/0010): `answered`, all of it is done (an
 * Add to Cart saved) and it is never played to the app; `shown`, its answer is on screen (a card's quantity) and it is
 * still played to the app, so the app's state reaches what the shopper sees. Undefined: the tap waits for the app.
 */
export type TapAnswer = 'answered' | 'shown';

export type TapAnswerer = (button: HTMLButtonElement) => TapAnswer | undefined;

/** One answerer of several: each tap is offered to each in turn, and the first that answers it keeps it. */
export function inTurn(answerers: readonly (TapAnswerer | undefined)[]): TapAnswerer {
  return (button) => {
    for (const answer of answerers) {
      const answered = answer?.(button);
      if (answered !== undefined) return answered;
    }
    return undefined;
  };
}

export type EarlyTaps = {
  /** From now on `answer` sees each tap as it comes, and at once the ones still waiting, in order. */
  answerWith(answer: TapAnswerer): void;
  /** Plays the held taps once, in order, each in its own task; from then on the app answers every tap itself. */
  replay(): Promise<void>;
  /** The app did not start: forgets the waiting taps, with a warning. `answer` goes on (an Add to Cart is saved). */
  drop(): void;
};

/** A tap taken for the app: a pending look (src/styles/global.css) and `aria-busy`. */
function markHeld(button: HTMLButtonElement, held: boolean) {
  button.toggleAttribute(ATTR_TAP_HELD, held);
  if (held) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** A form that goes somewhere (the shop's search, with an `action`): the browser sends it until the app runs. */
function navigatingForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest('form') : null;
  return form?.hasAttribute('action') ? form : null;
}

/** What tells a button from its neighbours: the product it belongs to, its label and its text. */
function identity(button: HTMLButtonElement): string {
  const product = button.closest(`[${ATTR_PRODUCT_ID}]`)?.getAttribute(ATTR_PRODUCT_ID) ?? '';
  return `${product}|${button.getAttribute('aria-label') ?? ''}|${button.textContent.trim()}`;
}

/** The button to play a held tap on: the one tapped or, if the page rendered it anew, the one same button. */
function buttonFor(button: HTMLButtonElement, root: HTMLElement): HTMLButtonElement | undefined {
  if (button.isConnected) return button;
  const same = [...root.querySelectorAll('button')].filter((candidate) => identity(candidate) === identity(button));
  return same.length === 1 ? same[0] : undefined;
}

/**
 * Catches the taps on the buttons of the page's `#root` from the moment it is called, in the <head>, until the app
 * runs (docs/decisions/0002, 0010). It listens in the capture phase on the document, before React's listeners on the
 * root, so no tap reaches a half-started handler. The entry answers what it can (`answerWith`); every other tap shows
 * at once that it was taken and is played to the app's own handlers when the app runs (`replay`).
 *
 * Links load their pages as links do, and a button that toggles a popover (the header's menus) does so as the browser
 * makes it (./popover.ts), the button saying by itself whether it is open. A form with an `action` is the
 * browser's until the app runs: Enter, its submit button or one of its selects loads its URL, with empty fields left
 * out (`/shop?sort=rating`, not `/shop?q=&sort=…`).
 */
export function holdEarlyTaps(doc: Document, rootId = ROOT_ID): EarlyTaps {
  /** The taps the app plays, in order. */
  const held: HTMLButtonElement[] = [];
  /** Looked up at each tap: this runs before the page's body is parsed. */
  const inPage = (target: EventTarget | null) =>
    target instanceof Node && doc.getElementById(rootId)?.contains(target) === true;
  let answer: TapAnswerer | undefined;
  let playing = false;
  /** 'waiting' for the app, or it 'started', or it 'failed' (no app will come). */
  let app: 'waiting' | 'started' | 'failed' = 'waiting';

  /** Answers `button` if the entry can; holds it for the app unless it was answered whole. */
  const take = (button: HTMLButtonElement) => {
    const answered = answer?.(button);
    if (answered === 'answered') return;
    if (answered === undefined) markHeld(button, true);
    held.push(button);
  };

  const onClick = (event: MouseEvent) => {
    // A tap being played goes to its handler.
    if (playing) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inPage(button) || togglesPopover(button)) return;
    if (app !== 'started' && button.type === 'submit' && navigatingForm(button.form)) return;
    // No app will come: what the entry answers is done, anything else is left to the browser.
    if (app === 'failed' && answer?.(button) === undefined) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (app !== 'failed') take(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (inPage(event.target) && !(app !== 'started' && navigatingForm(event.target))) event.preventDefault();
  };
  const onChange = (event: Event) => {
    const form = app !== 'started' && event.target instanceof HTMLSelectElement ? navigatingForm(event.target) : null;
    if (form && inPage(form)) form.requestSubmit();
  };
  const onFormData = (event: FormDataEvent) => {
    if (app === 'started' || !inPage(event.target) || !navigatingForm(event.target)) return;
    for (const [name, value] of [...event.formData.entries()]) {
      if (value === '') event.formData.delete(name);
    }
  };
  const listeners = { click: onClick, submit: onSubmit, change: onChange, formdata: onFormData } as const;
  for (const [type, listener] of Object.entries(listeners)) doc.addEventListener(type, listener as EventListener, true);

  return {
    answerWith(answerer) {
      if (app !== 'waiting') return;
      answer = answerer;
      // The taps still waiting, in order (a '+' before an Add to Cart adds two); those already shown stay queued.
      for (const button of held.splice(0)) {
        if (button.hasAttribute(ATTR_TAP_HELD)) {
          markHeld(button, false);
          take(button);
        } else {
          held.push(button);
        }
      }
    },
    async replay() {
      if (app !== 'waiting') return;
      app = 'started';
      // Each tap after the previous one's render, as the shopper made them; taps meanwhile join the queue.
      for (let button = held.shift(); button; button = held.shift()) {
        markHeld(button, false);
        const root = doc.getElementById(rootId);
        const target = root ? buttonFor(button, root) : undefined;
        if (target && !target.disabled) {
          playing = true;
          target.click();
          playing = false;
        }
        await yieldToMain();
      }
      for (const [type, listener] of Object.entries(listeners)) {
        doc.removeEventListener(type, listener as EventListener, true);
      }
    },
    drop() {
      app = 'failed';
      const waiting = held.filter((button) => button.hasAttribute(ATTR_TAP_HELD));
      for (const button of held.splice(0)) markHeld(button, false);
      if (waiting.length > 0) console.warn(`${String(waiting.length)} early taps dropped: the store did not start.`);
    },
  };
}

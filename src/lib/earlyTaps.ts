import { yieldToMain } from './yieldToMain';

/**
 * What the entry did at once with a tap on the painted page (docs/decisions/0010):
 * - `answered`: all the tap does is done (an Add to Cart is in the saved cart); it is never played to the app;
 * - `shown`: its answer is on screen (a card's quantity reads one more), and it is still played to the app once the
 *   app runs, so the app's own state reaches what the shopper sees.
 * Undefined: the tap waits for the app, shown as taken.
 */
export type TapAnswer = 'answered' | 'shown';

export type TapAnswerer = (button: HTMLButtonElement) => TapAnswer | undefined;

export type EarlyTaps = {
  /** From now on `answer` sees each tap as it comes, and at once the ones already held, in order. */
  answerWith(answer: TapAnswerer): void;
  /**
   * While `needed()` is true, a tap on a link to another page of the store is held for the app too, instead of
   * loading that page: what only this page holds (a cart that storage refused) would be lost with it.
   */
  holdLinksWhile(needed: () => boolean): void;
  /**
   * Plays the held taps once, in order, each in its own task, then stops holding (taps meanwhile join the queue).
   * From then on the app answers every tap itself.
   */
  replay(): Promise<void>;
  /**
   * The app did not start: forgets the taps nothing can answer, with a warning. `answer` goes on (an Add to Cart is
   * still saved); any other tap is left to the browser.
   */
  drop(): void;
};

/** A control whose tap can be held: a button, or a link to another page of the store. */
type Control = HTMLButtonElement | HTMLAnchorElement;

/** Marks a tap as taken on the control itself: a pending look (src/styles/global.css) and `aria-busy`. */
const HELD = 'data-tap-held';

function markHeld(control: Control) {
  control.setAttribute(HELD, '');
  control.setAttribute('aria-busy', 'true');
}

function unmarkHeld(control: Control) {
  control.removeAttribute(HELD);
  control.removeAttribute('aria-busy');
}

/**
 * The link a click follows to another page of the store, in this tab: not one to another site, a download, a new
 * tab or window (a modifier key, `target`), or a part of this page.
 */
function storeLink(event: MouseEvent, doc: Document): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.hasAttribute('href') || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) {
    return null;
  }
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const to = new URL(link.href, doc.baseURI);
  const here = doc.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search && to.hash !== '' ? null : link;
}

/**
 * A form that goes somewhere (it has an `action`: the shop's search, a GET form to /shop) works as the browser
 * makes it work until the app starts, so a search needs no script at all.
 */
function navigatingForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof HTMLFormElement ? target : target instanceof Element ? target.closest('form') : null;
  return form?.hasAttribute('action') ? form : null;
}

/** What tells a control from its neighbours: the product it belongs to, its label, its text and where it leads. */
function identity(control: Control): string {
  const product = control.closest('[data-product-id]')?.getAttribute('data-product-id') ?? '';
  const label = control.getAttribute('aria-label') ?? '';
  return `${product}|${label}|${control.textContent.trim()}|${control.getAttribute('href') ?? ''}`;
}

/**
 * The control to play a held tap on: the one tapped, or, when the page rendered that control anew meanwhile, the one
 * control of the page that is the same (same product, same label, same destination).
 */
function controlFor(control: Control, root: HTMLElement): Control | null {
  if (control.isConnected) return control;
  const wanted = identity(control);
  const kind = control instanceof HTMLButtonElement ? 'button' : 'a';
  const same = [...root.querySelectorAll(kind)].filter((candidate) => identity(candidate) === wanted);
  return same.length === 1 ? (same[0] ?? null) : null;
}

/**
 * Catches the taps on the buttons of the page's `#root` made before the app has started (docs/decisions/0002, 0010),
 * from the moment it is called (the entry script calls it from the <head>, before the first paint). It listens in
 * the capture phase on the document, before React's listeners on the root, so a caught tap reaches no half-started
 * handler. The entry answers the taps it can at once (`answerWith`); every other one shows at once that it
 * was taken, and the app plays it once, in order, when it runs (`replay`). Links load their pages as links do,
 * unless the entry asks for them to wait for the app too (`holdLinksWhile`).
 *
 * A form with an `action` is left to the browser until the app starts: Enter or its submit button loads its URL,
 * and so does choosing in one of its selects (what the app does at once, the browser does by loading the page).
 * Empty fields stay out of that URL (`/shop?sort=rating`, not `/shop?q=&need=&sort=rating`).
 */
export function holdEarlyTaps(doc: Document, rootId = 'root'): EarlyTaps {
  const held: Control[] = [];
  /** The page's root, `#root`: looked up at each tap, as this may run before the page's body is parsed. */
  const inPage = (target: EventTarget | null) =>
    target instanceof Node && doc.getElementById(rootId)?.contains(target) === true;

  let answer: TapAnswerer | undefined;
  let linksNeeded: () => boolean = () => false;
  let playing = false;
  let appStarted = false;
  let appFailed = false;

  /** Answers `control` if the entry can; holds it for the app unless it was answered whole. */
  const take = (control: Control) => {
    const answered = control instanceof HTMLButtonElement ? answer?.(control) : undefined;
    if (answered === 'answered') return;
    if (answered === undefined) markHeld(control);
    held.push(control);
  };

  const onClick = (event: MouseEvent) => {
    // A tap being played goes to its handler; any other waits its turn.
    if (playing) return;
    const link = !appStarted && !appFailed && linksNeeded() ? storeLink(event, doc) : null;
    if (link && inPage(link)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      take(link);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inPage(button)) return;
    if (!appStarted && button.type === 'submit' && navigatingForm(button.form)) return;
    if (appFailed) {
      // No app will come: what the entry answers is done, anything else is left to the browser.
      if (answer?.(button) === undefined) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // While the held taps play, a new one is answered at once too (an Add to Cart saved), else it joins the queue.
    take(button);
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
    answerWith(answerer) {
      if (replayed) return;
      answer = answerer;
      // The taps still waiting, in order (a '+' before an Add to Cart adds two); those already shown stay queued.
      for (const control of held.splice(0)) {
        if (control.hasAttribute(HELD)) {
          unmarkHeld(control);
          take(control);
        } else {
          held.push(control);
        }
      }
    },
    holdLinksWhile(needed) {
      linksNeeded = needed;
    },
    async replay() {
      if (replayed) return;
      replayed = true;
      // The app answers taps and handles its forms from now on.
      appStarted = true;
      // Each tap after the previous one's render, as the shopper made them.
      for (let tapped = held.shift(); tapped; tapped = held.shift()) {
        unmarkHeld(tapped);
        const root = doc.getElementById(rootId);
        const control = root && controlFor(tapped, root);
        if (control && !(control instanceof HTMLButtonElement && control.disabled)) {
          playing = true;
          control.click();
          playing = false;
        }
        await yieldToMain();
      }
      stopHolding();
    },
    drop() {
      replayed = true;
      appFailed = true;
      const waiting = held.filter((control) => control.hasAttribute(HELD));
      for (const control of held) unmarkHeld(control);
      held.length = 0;
      // A link the shopper chose is followed all the same, as the browser would have: the last one.
      const link = [...waiting].reverse().find((control) => control instanceof HTMLAnchorElement);
      const dropped = waiting.filter((control) => control !== link);
      if (dropped.length > 0) console.warn(`${String(dropped.length)} early taps dropped: the store did not start.`);
      if (link) doc.location.assign(link.href);
    },
  };
}

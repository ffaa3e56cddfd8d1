import { ATTR_PRODUCT_ID, ATTR_TAP_HELD, ROOT_ID } from './pageContract';
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
   * While `needed()` is true, nothing the shopper does loads another page before the app runs: what only this page
   * holds (a cart that storage refused) would be lost with it. A link to another page of the store is held for the
   * app like a button (the last one only), the shop's form is not sent (the app starts from what its fields hold).
   */
  keepThePageWhile(needed: () => boolean): void;
  /** Whether the shopper has tapped a control of the page yet: a page they have used is not loaded afresh. */
  tapped(): boolean;
  /**
   * Plays the held taps once, in order, each in its own task, then stops holding (taps meanwhile join the queue).
   * From then on the app answers every tap itself.
   */
  replay(): Promise<void>;
  /**
   * The app did not start: forgets the taps nothing can answer, with a warning, and does what the browser would
   * have done with the last link or form the shopper used, if one was held. `answer` goes on (an Add to Cart is
   * still saved); any other tap is left to the browser.
   */
  drop(): void;
};

/** A control whose tap can be held: a button, a link to another page of the store, or one of a form's selects. */
type Control = HTMLButtonElement | HTMLAnchorElement | HTMLSelectElement;

/** Marks a tap as taken on the control itself: a pending look (src/styles/global.css) and `aria-busy`. */
function markHeld(control: Control) {
  control.setAttribute(ATTR_TAP_HELD, '');
  control.setAttribute('aria-busy', 'true');
}

function unmarkHeld(control: Control) {
  control.removeAttribute(ATTR_TAP_HELD);
  control.removeAttribute('aria-busy');
}

/**
 * The link a click follows to another page of this site, in this tab: not one to another site, a download, a new
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

/** What tells a button from its neighbours: the product it belongs to, its label and its text. */
function identity(button: HTMLButtonElement): string {
  const product = button.closest(`[${ATTR_PRODUCT_ID}]`)?.getAttribute(ATTR_PRODUCT_ID) ?? '';
  return `${product}|${button.getAttribute('aria-label') ?? ''}|${button.textContent.trim()}`;
}

/**
 * The control to play a held tap on: the one tapped, or, when the page rendered that control anew meanwhile, the one
 * control of the page that is the same (same product, same label, same destination).
 */
function controlFor(control: HTMLButtonElement | HTMLAnchorElement, root: HTMLElement) {
  if (control.isConnected) return control;
  // Any link to the same place goes there (the header's "Shop" and a breadcrumb's alike).
  if (control instanceof HTMLAnchorElement) {
    const href = control.getAttribute('href');
    return [...root.querySelectorAll('a')].find((candidate) => candidate.getAttribute('href') === href) ?? null;
  }
  const wanted = identity(control);
  const same = [...root.querySelectorAll('button')].filter((candidate) => identity(candidate) === wanted);
  return same.length === 1 ? (same[0] ?? null) : null;
}

/**
 * Catches the taps on the buttons of the page's `#root` made before the app has started (docs/decisions/0002, 0010),
 * from the moment it is called (the entry script calls it from the <head>, before the first paint). It listens in
 * the capture phase on the document, before React's listeners on the root, so a caught tap reaches no half-started
 * handler. The entry answers the taps it can at once (`answerWith`); every other one shows at once that it
 * was taken, and the app plays it once, in order, when it runs (`replay`). Links load their pages as links do,
 * unless the entry asks for the page to stay (`keepThePageWhile`).
 *
 * A form with an `action` is left to the browser until the app starts (unless the page must stay): Enter or its
 * submit button loads its URL, and so does choosing in one of its selects (what the app does at once, the browser
 * does by loading the page). Empty fields stay out of that URL (`/shop?sort=rating`, not
 * `/shop?q=&need=&sort=rating`).
 */
export function holdEarlyTaps(doc: Document, rootId = ROOT_ID): EarlyTaps {
  /** The taps the app plays, in order. */
  const held: (HTMLButtonElement | HTMLAnchorElement)[] = [];
  /** The shop form's selects changed while the page had to stay: the app starts from what they hold. */
  const heldFields: HTMLSelectElement[] = [];
  /** The page's root, `#root`: looked up at each tap, as this may run before the page's body is parsed. */
  const inPage = (target: EventTarget | null) =>
    target instanceof Node && doc.getElementById(rootId)?.contains(target) === true;

  let answer: TapAnswerer | undefined;
  let keepThePage: () => boolean = () => false;
  let playing = false;
  let appStarted = false;
  let appFailed = false;
  /** Whether what would load another page waits for the app instead (keepThePageWhile). */
  const pageMustStay = () => !appStarted && !appFailed && keepThePage();

  let tapped = false;
  /** Answers `control` if the entry can; holds it for the app unless it was answered whole. */
  const take = (control: HTMLButtonElement | HTMLAnchorElement) => {
    tapped = true;
    const answered = control instanceof HTMLButtonElement ? answer?.(control) : undefined;
    if (answered === 'answered') return;
    if (answered === undefined) markHeld(control);
    held.push(control);
  };

  /** A link held for the app: the last one tapped is where the shopper is going. */
  const holdLink = (link: HTMLAnchorElement) => {
    const earlier = held.findIndex((control) => control instanceof HTMLAnchorElement);
    if (earlier >= 0) {
      const [previous] = held.splice(earlier, 1);
      if (previous) unmarkHeld(previous);
    }
    take(link);
  };

  const onClick = (event: MouseEvent) => {
    // A tap being played goes to its handler; any other waits its turn.
    if (playing) return;
    const link = pageMustStay() ? storeLink(event, doc) : null;
    if (link && inPage(link)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      holdLink(link);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inPage(button)) return;
    if (!appStarted && button.type === 'submit' && navigatingForm(button.form) && !pageMustStay()) return;
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
    if (!appStarted && navigatingForm(event.target) && !pageMustStay()) return;
    event.preventDefault();
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (appStarted || !inPage(select) || !(select instanceof HTMLSelectElement)) return;
    const form = navigatingForm(select);
    if (!form) return;
    if (pageMustStay()) {
      markHeld(select);
      heldFields.push(select);
      return;
    }
    form.requestSubmit();
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
        if (control.hasAttribute(ATTR_TAP_HELD)) {
          unmarkHeld(control);
          take(control);
        } else {
          held.push(control);
        }
      }
    },
    keepThePageWhile(needed) {
      keepThePage = needed;
    },
    tapped: () => tapped,
    async replay() {
      if (replayed) return;
      replayed = true;
      // The app answers taps and handles its forms from now on; it has read the form's fields as they are.
      appStarted = true;
      for (const field of heldFields.splice(0)) unmarkHeld(field);
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
      const waiting = held.filter((control) => control.hasAttribute(ATTR_TAP_HELD));
      for (const control of [...held, ...heldFields]) unmarkHeld(control);
      held.length = 0;
      // What the browser would have done with the last link or form the shopper used, it now does.
      const link = waiting.find((control) => control instanceof HTMLAnchorElement);
      const search = [...waiting]
        .reverse()
        .find(
          (control): control is HTMLButtonElement =>
            control instanceof HTMLButtonElement && control.type === 'submit' && navigatingForm(control.form) !== null,
        );
      const field = heldFields.at(-1);
      const dropped = waiting.filter((control) => control !== link && control !== search);
      if (dropped.length > 0) console.warn(`${String(dropped.length)} early taps dropped: the store did not start.`);
      if (link) {
        doc.location.assign(link.href);
      } else if (search) {
        search.form?.requestSubmit(search);
      } else {
        field?.form?.requestSubmit();
      }
      heldFields.length = 0;
    },
  };
}

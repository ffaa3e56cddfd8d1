/**
 * What a journey may do in a browser, whatever drives it: the one vocabulary the journeys (../journeys.spec.ts) are
 * written in. Each engine's adapter (puppeteer.ts, webkit.ts) implements it; the journeys never see a driver.
 */

/** A control or text as a shopper sees it: its role and accessible name, as Testing Library would query it. */
export type Target = {
  role: 'button' | 'link' | 'heading' | 'textbox' | 'searchbox' | 'radio' | 'checkbox' | 'article' | 'dialog' | 'text';
  /** The accessible name (for `text`, the element's own text), whitespace collapsed, compared whole. */
  name: string;
  /** Only inside the `article` that holds a heading with this text (a product's card). */
  within?: string;
};

/** How often a control is looked for again while it is not there yet. */
export const POLL_MS = 50;

/**
 * Asks `find` every POLL_MS until it finds the element, within the journey's own time limit. A timer, not a frame:
 * while a page loads there is no frame to wait for, and a loop of failed calls alone would never let the time limit
 * run.
 */
export async function waitUntilFound<T>(find: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const found = await find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Does `act` on the control `find` finds; when the page replaced that control between the look and the act (the app
 * rendering the page anew: the driver says the node is detached or stale), looks again and acts on the new one, as a
 * shopper taps the button they now see. Each time is said in the output, and a control replaced three times in a row
 * fails the journey: the store does not keep rendering a control anew.
 */
export async function onFreshControl<T>(find: () => Promise<T>, act: (control: T) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const control = await find();
    try {
      await act(control);
      return;
    } catch (error) {
      const replaced =
        error instanceof Error &&
        (error.name === 'StaleElementReferenceError' || /detached|not attached/i.test(error.message));
      if (!replaced || attempt === 3) throw error;
      console.warn(`The control was replaced before the click (${error.message}); looking for it again.`);
    }
  }
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type Size = { width: number; height: number };

export type Shopper = {
  readonly engine: EngineName;
  /** Starts loading `path` of the store; returns without waiting for the page (a shopper taps what shows). */
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The page's address without the origin. */
  path(): Promise<string>;
  /** Whether `target` is on the page and visible now. */
  isVisible(target: Target): Promise<boolean>;
  /** The value of the field `target` (null when it is not there). */
  valueOf(target: Target): Promise<string | null>;
  /** Whether the button `target` is disabled (null when it is not there). */
  isDisabled(target: Target): Promise<boolean | null>;
  /** Clicks `target` once it is visible and enabled: scrolled into view at once, then the driver's own click. */
  click(target: Target): Promise<void>;
  /** Types `text` into the field `target`, key by key, with the driver's keyboard. */
  type(target: Target, text: string): Promise<void>;
  /** Presses Tab with the driver's keyboard. */
  pressTab(): Promise<void>;
  /** Runs `script` in the page (a function that uses nothing from outside itself) and returns its result. */
  run<Result>(script: (...args: never[]) => Result, ...args: unknown[]): Promise<Result>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Cuts the browser off the network (true) or back on. */
  setOffline(offline: boolean): Promise<void>;
  /** Uncaught errors and console errors seen so far, on every page this shopper opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * In the page: the first visible element matching `role`, `name` and `within` (and enabled, with `enabledOnly`), or
 * null. Self-contained, as each
 * driver sends it as source text. The accessible name is worked out as the store's markup needs it: aria-label,
 * aria-labelledby, a field's label, else the element's text (text nodes joined by spaces).
 */
export function findInPage(
  role: Target['role'],
  name: string,
  within: string | null,
  enabledOnly: boolean,
): Element | null {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (element: Element): string => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? '');
    return collapse(parts.join(' '));
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(' ')
          .map((id) => {
            const labelling = document.getElementById(id);
            return labelling ? textOf(labelling) : '';
          })
          .join(' '),
      );
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
      const labels = element.labels ? [...element.labels] : [];
      if (labels.length > 0) return collapse(labels.map(textOf).join(' '));
      return collapse(element.getAttribute('placeholder') ?? '');
    }
    return textOf(element);
  };
  const selectors: Record<Target['role'], string> = {
    // A `<details>`'s summary is the button that opens it.
    button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea',
    searchbox: 'input[type="search"], [role="searchbox"]',
    radio: 'input[type="radio"]',
    checkbox: 'input[type="checkbox"]',
    article: 'article, [role="article"]',
    dialog: 'dialog, [role="dialog"]',
    text: 'body *',
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    // A control about to be clicked must take the click too, as Playwright waits for.
    return !enabledOnly || !(element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true');
  };
  let scope: ParentNode = document;
  if (within !== null) {
    const article = [...document.querySelectorAll('article, [role="article"]')].find(
      (candidate) =>
        visible(candidate) &&
        [...candidate.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((title) => textOf(title) === within),
    );
    if (!article) return null;
    scope = article;
  }
  const candidates = [...scope.querySelectorAll(selectors[role])];
  if (role === 'text') {
    // The innermost element whose own text is `name`.
    return (
      candidates.find(
        (candidate) =>
          textOf(candidate) === name &&
          ![...candidate.children].some((child) => textOf(child) === name) &&
          visible(candidate),
      ) ?? null
    );
  }
  return candidates.find((candidate) => nameOf(candidate) === name && visible(candidate)) ?? null;
}

import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { holdEarlyTaps } from '../../src/lib/earlyTaps';

/**
 * Each test's page has a root of its own id: the holders of earlier tests, still listening on the document (a page
 * has one, for its life), look for theirs and leave this one alone.
 */
let pages = 0;
const nextRootId = () => {
  pages += 1;
  return `root-${String(pages)}`;
};

/** A painted page: buttons with their own handlers (as the app will have), recording what ran. */
function paintedPage() {
  const rootId = nextRootId();
  document.body.innerHTML = `
    <div id="${rootId}">
      <button type="button" id="plus"><svg><path></path></svg></button>
      <button type="button" id="add">Add to Cart</button>
      <form id="newsletter"><input name="email" /><button id="send">Subscribe</button></form>
      <a href="#about" id="about">About</a>
    </div>
    <button type="button" id="outside">Outside the store</button>`;
  const ran: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', () => ran.push(button.id));
  }
  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };
  return { rootId, ran, byId };
}

describe('holdEarlyTaps', () => {
  beforeAll(() => {
    // Taps play one task apart (yieldToMain): every browser has MessageChannel; jsdom does not, Node does.
    if (typeof globalThis.MessageChannel === 'undefined') {
      Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    }
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves a search to the browser, which sends it, and holds the page’s other buttons', () => {
    const rootId = nextRootId();
    document.body.innerHTML = `
      <div id="${rootId}">
        <form action="/shop"><button id="go">Search</button></form>
        <button type="button" id="more">Load More</button>
      </div>`;
    // jsdom loads no pages: the search the browser would send is counted and stopped here.
    let sent = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => {
      sent += 1;
      event.preventDefault();
    });
    holdEarlyTaps(document, rootId);
    document.getElementById('go')?.click();
    expect(sent).toBe(1);
    expect(document.getElementById('go')).not.toHaveAttribute('aria-busy');
    document.getElementById('more')?.click();
    expect(document.getElementById('more')).toHaveAttribute('aria-busy', 'true');
  });

  it('holds taps on the page buttons and plays each once, in order, when asked', async () => {
    const { rootId, ran, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('plus')
      .querySelector('path')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    byId('add').click();
    byId('plus').click();
    expect(ran).toEqual([]);

    await taps.replay();
    expect(ran).toEqual(['plus', 'add', 'plus']);
    await taps.replay();
    expect(ran).toEqual(['plus', 'add', 'plus']);
    // From then on a tap goes straight to its handler.
    byId('add').click();
    expect(ran).toEqual(['plus', 'add', 'plus', 'add']);
  });

  it('holds a tap made while the held ones play, and plays it after them', async () => {
    const { rootId, ran, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('plus').click();
    byId('add').click();
    const replay = taps.replay();
    // The first held tap has played; the shopper taps again before the second has.
    expect(ran).toEqual(['plus']);
    byId('plus').click();
    await replay;
    expect(ran).toEqual(['plus', 'add', 'plus']);
  });

  it('shows at once that a held tap was taken, and takes the mark off when it plays', async () => {
    const { rootId, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('plus').click();
    expect(byId('plus')).toHaveAttribute('aria-busy', 'true');
    expect(byId('plus')).toHaveAttribute('data-tap-held');
    expect(byId('add')).not.toHaveAttribute('aria-busy');
    await taps.replay();
    expect(byId('plus')).not.toHaveAttribute('aria-busy');
    expect(byId('plus')).not.toHaveAttribute('data-tap-held');
  });

  it('lets the store answer taps at once: an answered tap never plays, a shown one still plays, in order', async () => {
    const { rootId, ran, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    const answered: string[] = [];
    taps.answerWith((button) => {
      answered.push(button.id);
      return button.id === 'add' ? 'answered' : button.id === 'plus' ? 'shown' : undefined;
    });
    byId('plus').click();
    byId('add').click();
    byId('send').click();
    expect(answered).toEqual(['plus', 'add', 'send']);
    // Its answer is on screen: no pending mark. The one the store could not answer is marked.
    expect(byId('plus')).not.toHaveAttribute('aria-busy');
    expect(byId('send')).toHaveAttribute('aria-busy', 'true');
    expect(ran).toEqual([]);
    await taps.replay();
    expect(ran).toEqual(['plus', 'send']);
    // Once the app runs it answers every tap: the store is asked no more.
    byId('add').click();
    expect(answered).toEqual(['plus', 'add', 'send']);
    expect(ran).toEqual(['plus', 'send', 'add']);
  });

  it('answers, in order, the taps made before the store was made', () => {
    const { rootId, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('plus').click();
    byId('add').click();
    const answered: string[] = [];
    taps.answerWith((button) => {
      answered.push(button.id);
      return 'answered';
    });
    expect(answered).toEqual(['plus', 'add']);
    expect(byId('plus')).not.toHaveAttribute('aria-busy');
  });

  it('plays a held tap on the same control when the page rendered it anew meanwhile', async () => {
    const { rootId, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('add').click();
    const rendered = document.createElement('button');
    rendered.type = 'button';
    rendered.textContent = 'Add to Cart';
    const ran: string[] = [];
    rendered.addEventListener('click', () => ran.push('new add'));
    byId('add').replaceWith(rendered);
    await taps.replay();
    expect(ran).toEqual(['new add']);
  });

  it('forgets the held taps, with a warning, when the store cannot start', () => {
    const { rootId, ran, byId } = paintedPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const taps = holdEarlyTaps(document, rootId);
    byId('add').click();
    taps.drop();
    expect(warn).toHaveBeenCalledWith('1 early taps dropped: the store did not start.');
    expect(byId('add')).not.toHaveAttribute('aria-busy');
    byId('add').click();
    expect(ran).toEqual(['add']);
  });

  it('goes on with what the store answers when the app cannot start, and leaves the rest to the browser', () => {
    const { rootId, ran, byId } = paintedPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const taps = holdEarlyTaps(document, rootId);
    const answered: string[] = [];
    taps.answerWith((button) => {
      if (button.id !== 'add') return undefined;
      answered.push(button.id);
      return 'answered';
    });
    byId('add').click();
    taps.drop();
    expect(warn).not.toHaveBeenCalled();
    byId('add').click();
    byId('plus').click();
    expect(answered).toEqual(['add', 'add']);
    expect(ran).toEqual(['plus']);
  });

  it('skips a held tap whose button is gone or disabled by the time it plays', async () => {
    const { rootId, ran, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    byId('plus').click();
    byId('add').click();
    byId('plus').remove();
    (byId('add') as HTMLButtonElement).disabled = true;
    await taps.replay();
    expect(ran).toEqual([]);
  });

  it('leaves links and buttons outside the store alone', async () => {
    const { rootId, ran, byId } = paintedPage();
    const taps = holdEarlyTaps(document, rootId);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('about').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    byId('outside').click();
    expect(ran).toEqual(['outside']);
    await taps.replay();
    expect(ran).toEqual(['outside']);
  });

  it('keeps the browser from sending a form before the store runs', () => {
    const { rootId, byId } = paintedPage();
    holdEarlyTaps(document, rootId);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('newsletter').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  describe('a form that goes somewhere (the shop search, a GET form with an action)', () => {
    function searchPage() {
      const rootId = nextRootId();
      document.body.innerHTML = `
        <div id="${rootId}">
          <form id="search" action="/shop" method="get">
            <input type="search" name="q" />
            <select name="sort"><option value="">Featured</option><option value="rating">Rating</option></select>
            <button type="submit" id="go">Search</button>
          </form>
          <form id="newsletter"><input name="email" /><button id="send">Subscribe</button></form>
        </div>`;
      const search = document.getElementById('search');
      const newsletter = document.getElementById('newsletter');
      if (!(search instanceof HTMLFormElement) || !(newsletter instanceof HTMLFormElement)) {
        throw new Error('no page');
      }
      // What the browser would do with each submission: whether it was left to it (the page does not navigate here).
      const submitted: { form: string; leftToBrowser: boolean }[] = [];
      for (const form of [search, newsletter]) {
        form.addEventListener('submit', (event) => {
          submitted.push({ form: form.id, leftToBrowser: !event.defaultPrevented });
          event.preventDefault();
        });
      }
      return { rootId, search, submitted };
    }

    it('is left to the browser before the store starts: its submit button is not held, its submission goes', () => {
      const { rootId, search, submitted } = searchPage();
      holdEarlyTaps(document, rootId);
      // Sent with the Search button, then the newsletter (a form without an action, which never navigates).
      const go = document.getElementById('go');
      const newsletter = document.getElementById('newsletter');
      if (!(go instanceof HTMLButtonElement) || !(newsletter instanceof HTMLFormElement)) throw new Error('no forms');
      search.requestSubmit(go);
      newsletter.requestSubmit();
      expect(submitted).toEqual([
        { form: 'search', leftToBrowser: true },
        { form: 'newsletter', leftToBrowser: false },
      ]);
    });

    it('submits when one of its selects changes, before the store starts only', async () => {
      const { rootId, search } = searchPage();
      const requestSubmit = jest.spyOn(search, 'requestSubmit').mockImplementation(() => undefined);
      const taps = holdEarlyTaps(document, rootId);
      const select = search.querySelector('select');
      if (!select) throw new Error('no select');
      select.value = 'rating';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(requestSubmit).toHaveBeenCalledTimes(1);

      await taps.replay();
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(requestSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('links', () => {
    /** A page with links of each kind, recording which clicks reached the page (and were not prevented). */
    function pageWithLinks() {
      const rootId = nextRootId();
      document.body.innerHTML = `
        <div id="${rootId}">
          <a href="/cart" id="cart">Cart</a>
          <a href="https://example.org/" id="away">Elsewhere</a>
          <a href="/cart" target="_blank" id="tab">Cart in a tab</a>
          <a href="#reviews" id="part">Reviews</a>
          <a href="/shop" id="shop">Shop</a>
        </div>`;
      const reached: string[] = [];
      document.getElementById(rootId)?.addEventListener('click', (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (!link) return;
        if (!event.defaultPrevented) reached.push(link.id);
        // jsdom loads no pages.
        event.preventDefault();
      });
      const link = (id: string) => {
        const found = document.getElementById(id);
        if (!(found instanceof HTMLAnchorElement)) throw new Error(`no #${id}`);
        return found;
      };
      return { rootId, reached, link };
    }

    it('are left to the browser: they load their pages as links do', () => {
      const { rootId, reached, link } = pageWithLinks();
      holdEarlyTaps(document, rootId);
      for (const id of ['cart', 'away', 'tab', 'part', 'shop']) link(id).click();
      expect(reached).toEqual(['cart', 'away', 'tab', 'part', 'shop']);
      expect(link('cart')).not.toHaveAttribute('aria-busy');
    });
  });
});

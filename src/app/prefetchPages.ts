import { matchRoutes } from 'react-router-dom';
import { catalogApi } from '../features/catalog';
import { hintChunk } from '../lib/chunkHint';
import { savesData } from '../lib/savesData';
import { watchSeenLinks } from '../lib/seenLinks';
import { routerBasename } from './config';
import type { PageName, PageRoute } from './routeTable';
import { routes } from './routes';
import type { AppStore } from './store';

/** What the shopper's hand or keyboard says may be followed: the page is fetched into the cache, not run. */
const INTENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/** How a link was asked for: `${way} ${page}`. */
type Asked = `${'preload' | 'prefetch'} ${PageName}`;

/**
 * Asks the browser for a page's chunk (`page-<name>`, src/app/pages.ts) without running it (the router runs it when
 * the page opens), once per page and way: on a press, a preload at high priority, whose download the router's script
 * takes over when the tap's click lands a moment later (a prefetch's is not: the script would fetch it again); on a
 * pointer over or the focus, a prefetch into the cache at the lowest priority, for a tap that may never come. With a
 * mouse the press comes after the pointer over: its preload then finds the prefetch's download in the cache, or, the
 * prefetch still on its way, fetches it once more. A chunk that cannot be had now is the router's to ask for again.
 */
function fetchPage(doc: Document, page: PageName, pressed: boolean, asked: Set<Asked>) {
  const way = pressed ? 'preload' : 'prefetch';
  if (asked.has(`${way} ${page}`)) return;
  asked.add(`${way} ${page}`);
  if (pressed) hintChunk(doc, `page-${page}`, 'preload', 'high');
  else hintChunk(doc, `page-${page}`, 'prefetch');
}

/**
 * A press that follows the link here, at once: the main button (a finger, the mouse's left button), no key held (a
 * new tab or window opens the page on its own). Any other press is intent only.
 */
function followsHere(event: Event): boolean {
  if (event.type !== 'pointerdown') return false;
  if (!(event instanceof MouseEvent)) return true;
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The page of the store at `pathname`. */
function pageAt(pathname: string): PageName | undefined {
  const matches = matchRoutes(routes, pathname, routerBasename) ?? [];
  const handle = matches.at(-1)?.route.handle as PageRoute | undefined;
  return handle?.page;
}

/** The page a link of the store leads to; undefined for any other link. */
function pageOf(link: HTMLAnchorElement): PageName | undefined {
  if (link.origin !== link.ownerDocument.location.origin) return undefined;
  return pageAt(link.pathname);
}

/**
 * Gets the next page ready before the tap on its link lands (docs/decisions/0015), once the store runs: a link's page
 * chunk, fetched without running (1–4 KiB gzip; see fetchPage), and the catalogue if the store holds no answer of it
 * (it lets one go 60 s after the last page using it; a failed answer stays, for its page's Try again). Asked on
 * intent (a pointer over or pressing a link of the store, or the focus on it), and for a link once it shows on
 * screen, the page loaded and the browser idle, unless the shopper saves data: a phone's first intent is the tap's
 * own press, too late for a chunk to cross a slow network. Not every page: a shopper pays only for the pages their
 * screen offers. Returns the function that stops.
 */
export function prefetchPages(doc: Document, store: Pick<AppStore, 'dispatch' | 'getState'>): () => void {
  const selectCatalogue = catalogApi.endpoints.getCatalog.select(undefined);
  const asked = new Set<Asked>();
  const ready = (link: Element | null, pressed: boolean) => {
    const page = link instanceof HTMLAnchorElement ? pageOf(link) : undefined;
    // The open page's own chunk is here already (another product, say).
    if (!page || page === pageAt(doc.location.pathname)) return;
    fetchPage(doc, page, pressed, asked);
    if (selectCatalogue(store.getState()).isUninitialized) {
      store.dispatch(catalogApi.util.prefetch('getCatalog', undefined, {}));
    }
  };
  let lastLink: Element | null = null;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const pressed = followsHere(event);
    // A pointer moving over a link's parts says nothing new; a press on the link it is over does.
    if (link === lastLink && !pressed) return;
    lastLink = link;
    ready(link, pressed);
  };
  for (const type of INTENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  const stopWatching = savesData() ? () => undefined : watchSeenLinks(doc, (link) => ready(link, false));
  return () => {
    for (const type of INTENTS) doc.removeEventListener(type, onIntent, { capture: true });
    stopWatching();
  };
}

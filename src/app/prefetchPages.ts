import { matchRoutes } from 'react-router-dom';
import { catalogApi } from '../features/catalog';
import { hintChunk } from '../lib/chunkHint';
import { routerBasename } from './config';
import type { PageName, PageRoute } from './routeTable';
import { routes } from './routes';
import type { AppStore } from './store';

/** What the shopper's hand or keyboard says is about to be followed. */
const INTENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/**
 * Asks the browser to fetch a page's chunk (`page-<name>`, src/app/pages.ts) into its cache at the lowest priority,
 * without running it: the router runs it when the page opens. Once per page; a chunk that cannot be had now is the
 * router's to ask for again.
 */
function prefetchPage(doc: Document, page: PageName, asked: Set<PageName>) {
  if (asked.has(page)) return;
  asked.add(page);
  hintChunk(doc, `page-${page}`, 'prefetch');
}

/** The page a link of the store leads to; undefined for any other link. */
function pageOf(link: HTMLAnchorElement): PageName | undefined {
  if (link.origin !== link.ownerDocument.location.origin) return undefined;
  const matches = matchRoutes(routes, link.pathname, routerBasename) ?? [];
  const handle = matches.at(-1)?.route.handle as PageRoute | undefined;
  return handle?.page;
}

/**
 * Gets the next page ready before the tap on its link lands (docs/decisions/0015), once the store runs: on intent (a
 * pointer over or pressing a link of the store, or the focus on it), that link's page chunk, fetched without running
 * (1–4 KiB gzip), and the catalogue if the store holds no answer of it (it lets one go 60 s after the last page using
 * it; a failed answer stays, for its page's Try again). Not every page when idle: scripts fetched ahead would stay the
 * open page's after a release replaced them, and cost a first visit what its shopper may never open. Returns the
 * function that stops.
 */
export function prefetchPages(doc: Document, store: Pick<AppStore, 'dispatch' | 'getState'>): () => void {
  const selectCatalogue = catalogApi.endpoints.getCatalog.select(undefined);
  const asked = new Set<PageName>();
  let lastLink: Element | null = null;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link === lastLink) return;
    lastLink = link;
    const page = link instanceof HTMLAnchorElement ? pageOf(link) : undefined;
    if (!page) return;
    prefetchPage(doc, page, asked);
    if (selectCatalogue(store.getState()).isUninitialized) {
      store.dispatch(catalogApi.util.prefetch('getCatalog', undefined, {}));
    }
  };
  for (const type of INTENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}

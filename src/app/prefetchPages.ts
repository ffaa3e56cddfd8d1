import { matchRoutes } from 'react-router-dom';
import { catalogApi } from '../features/catalog';
import { whenIdle } from '../lib/whenIdle';
import { routerBasename } from './config';
import { pageModules } from './pages';
import { routeTable } from './routeTable';
import type { PageName, PageRoute } from './routeTable';
import { routes } from './routes';
import type { AppStore } from './store';

/** What the shopper's hand or keyboard says is about to be followed. */
const INTENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/** Asks for a page's module (its chunk, once); one that cannot load now is the router's to ask for again. */
function prefetchPage(page: PageName) {
  pageModules[page]().catch(() => undefined);
}

/** The page a link of the store leads to; undefined for any other link. */
function pageOf(link: HTMLAnchorElement): PageName | undefined {
  if (link.origin !== link.ownerDocument.location.origin) return undefined;
  const matches = matchRoutes(routes, link.pathname, routerBasename) ?? [];
  const handle = matches.at(-1)?.route.handle as PageRoute | undefined;
  return handle?.page;
}

/**
 * Gets the next page ready before the tap on its link lands (docs/performance.md), once the store runs:
 * - when the browser is idle, every page's module, one per idle period (their chunks are about 11 KiB gzip in all);
 * - on intent (a pointer over or pressing a link of the store, or the focus on it), that link's page module, and the
 *   catalogue if the store holds no answer of it (it lets one go 60 s after the last page using it; a failed answer
 *   stays, for its page's Try again).
 * The first paint and its main picture never share the network with it: the store runs only after both. Returns the
 * function that stops.
 */
export function prefetchPages(doc: Document, store: Pick<AppStore, 'dispatch' | 'getState'>): () => void {
  const selectCatalogue = catalogApi.endpoints.getCatalog.select(undefined);
  let lastLink: Element | null = null;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link === lastLink) return;
    lastLink = link;
    const page = link instanceof HTMLAnchorElement ? pageOf(link) : undefined;
    if (!page) return;
    prefetchPage(page);
    if (selectCatalogue(store.getState()).isUninitialized) {
      store.dispatch(catalogApi.util.prefetch('getCatalog', undefined, {}));
    }
  };
  for (const type of INTENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });

  const pending = routeTable.map((route) => route.page);
  let stopped = false;
  whenIdle(function next() {
    const page = pending.shift();
    if (stopped || !page) return;
    prefetchPage(page);
    whenIdle(next);
  });

  return () => {
    stopped = true;
    for (const type of INTENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}

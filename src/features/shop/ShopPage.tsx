import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { useHydrated } from '../../lib/useHydrated';
import { useRenderedLater } from '../../lib/useRenderedLater';
import { whenIdle } from '../../lib/whenIdle';
import { BuyableProductCard } from '../cart';
import {
  NO_DISCOVERY,
  ingredientsMatching,
  prepareSearch,
  selectDiscovered,
  useNeedCounts,
  useProducts,
} from '../catalog';
import type { Discovery, LeftOut, Product } from '../catalog';
// The panel of the avoid list is the shop's alone: it comes in the shop page's chunk, not with the avoid feature's
// index, which every page's cards load.
import { AvoidList } from '../avoid';
import { FREE_FROM_WORDS, SKIN_WORDS } from '../ingredients';
import { MembershipBanner } from './MembershipBanner';
import { PAGE_SIZE, canLoadMore, canShowLess, fullPages, loadMore, showLess } from './paging';
import { ShopDiscovery } from './ShopDiscovery';
import type { DiscoveryChange } from './ShopDiscovery';
import { ShopHero } from './ShopHero';
import { useAvoidListInShop, useHiddenByAvoid } from './avoidedInShop';
import { revealResults } from './keepInView';
import { keepPagingInView } from './keepPagingInView';
import { RESULTS_HEADING_ID } from '../../lib/pageContract';
import { discoveryKey, isEverything, namesDiscovery, readDiscovery, withDiscovery } from './shopQuery';
import { Button, ButtonLink } from '../../components/Button/Button';
import styles from './ShopPage.module.css';

/** A history entry made by typing in the search field (its `state`): the field is ahead of it, or equal. */
const TYPED = { typedSearch: true };
const isTypedEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'typedSearch' in state && state.typedSearch === true;

/**
 * The discovery the query string asks for, and how to change it (src/features/shop/shopQuery.ts). While a
 * prerendered page hydrates, the shop renders what the server did, which never saw the query: everything, or, on
 * the shop's page for a query, nothing yet (`pending`). Right after, the URL decides.
 *
 * A keystroke shows its results in the same render (`typed`), and the URL follows in a transition (the router
 * renders the whole page for it): the grid answers the key at once, and the URL is the state again a moment later.
 * Any other new entry (Back, Forward, a link, a select) ends the typing: the URL decides.
 */
function useShopDiscovery() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = useMemo(() => readDiscovery(params), [params]);
  const [typed, setTyped] = useState<{ q: string; key: string } | null>(null);
  const caughtUp =
    typed !== null &&
    (fromUrl.q === typed.q ||
      (location.key !== typed.key && (navigationType === NavigationType.Pop || !isTypedEntry(location.state))));
  if (caughtUp) setTyped(null);
  const shown = typed && !caughtUp ? typed.q : null;
  const discovery = useMemo(
    (): Discovery => (!hydrated ? NO_DISCOVERY : shown === null ? fromUrl : { ...fromUrl, q: shown }),
    [hydrated, fromUrl, shown],
  );

  const change = useCallback<DiscoveryChange>(
    (next, { replace, typing }) => {
      if (typing) setTyped({ q: next.q, key: location.key });
      // The router's own updates are urgent (src/app/start.tsx). This one is a transition because the router
      // completes a change of the shop's query within the call: its routes have no loader to wait for. A loader,
      // middleware or a router context added to them would let the update out of the transition, after an await.
      startTransition(() => {
        setParams((current) => withDiscovery(current, next), {
          replace,
          preventScrollReset: true,
          ...(typing ? { state: TYPED } : {}),
        });
      });
    },
    [setParams, location.key],
  );
  /** The shop's URL's query for `next`, the other parameters kept: a link to another discovery. */
  const searchFor = useCallback(
    (next: Discovery) => {
      const search = withDiscovery(params, next).toString();
      return search === '' ? '' : `?${search}`;
    },
    [params],
  );
  return { discovery, pending: !hydrated && namesDiscovery(params), change, searchFor };
}

/**
 * What the grid holds, in words: "All products", "Tones", "Results for “rose”", "Results for “rose” in Tones", and
 * the filters after it: "Tones, for sensitive skin, free from fragrance, without ingredients you avoid".
 */
function resultsTitle({ q, need, skin, free, avoid }: Discovery): string {
  const filters = [
    skin && `for ${SKIN_WORDS[skin].toLowerCase()} skin`,
    free && `free from ${FREE_FROM_WORDS[free].toLowerCase()}`,
    avoid && 'without ingredients you avoid',
  ].filter((filter) => filter !== null);
  const searched = need === null ? `Results for “${q}”` : `Results for “${q}” in ${need}`;
  const base = q !== '' ? searched : (need ?? (filters.length > 0 ? 'Products' : 'All products'));
  return [base, ...filters].join(', ');
}

/** What a card says of a product the search found by its ingredients: "Contains Sodium Hyaluronate". */
function foundThrough(product: Product, q: string): string | undefined {
  const ingredients = q === '' ? [] : ingredientsMatching(product, q);
  return ingredients.length === 0 ? undefined : `Contains ${ingredients.join(', ')}`;
}

const productCount = (count: number) => `${String(count)} ${count === 1 ? 'product' : 'products'}`;

/**
 * 'All products' without the search, the need and the filters, in the same order, and hiding what the shopper avoids
 * if it was hidden: a choice about the shopper, not about what they looked for.
 */
function allProductsSearch({ sort, avoid }: Discovery): string {
  const search = withDiscovery(new URLSearchParams(), { ...NO_DISCOVERY, sort, avoid }).toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * What `?avoid=hide` left out, said beside the number found, never hidden silently: "2 products hidden: they contain
 * ingredients you avoid. Show them", the link to the same list with them. Nothing when none is hidden. One element
 * while the shop hides, so screen readers follow its changes.
 */
function HiddenByAvoid({ count, showThem }: { count: number; showThem: string }) {
  return (
    <p className={styles.hiddenByAvoid} role="status">
      {count > 0 && (
        <>
          {`${productCount(count)} hidden: ${count === 1 ? 'it contains' : 'they contain'} ingredients you avoid. `}
          <Link to={{ pathname: paths.shop, search: showThem }} preventScrollReset>
            Show them
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * The cards of the grid's first row at most: 4 across the widest page (its 1200 px hold 4 of at least 15.5rem). They
 * are the first screen's: their pictures load at once, and a page a link opens renders them first.
 */
const FIRST_ROW_CARDS = 4;

type ProductGridProps = {
  discovery: Discovery;
  /** Renders the first row of cards and nothing under it: what follows is added below, nothing on screen moves. */
  firstRowOnly: boolean;
  /** What `?avoid=hide` leaves out (./avoidedInShop.ts), and whether that is still on its way. */
  hidden: { leftOut: LeftOut; pending: boolean };
  /** The query of the same list with nothing hidden: "Show them". */
  showHidden: string;
};

/** The products found, paged, and what `?avoid=hide` left out of them, said. */
function ProductGrid({ discovery, firstRowOnly, hidden, showHidden }: ProductGridProps) {
  const { leftOut } = hidden;
  const everything = isEverything(discovery);
  // Paging (spec §4: 8, +8, −8, never below 8) starts again whenever the discovery changes.
  const key = discoveryKey(discovery);
  const [paging, setPaging] = useState({ key, visible: PAGE_SIZE });
  const asked = paging.key === key ? paging.visible : PAGE_SIZE;

  // Everything: the first `asked` products, which a prerendered page painted. A discovery: the whole catalogue.
  const catalogue = useProducts(everything ? asked : undefined);
  const { status, refetch } = catalogue;
  // Until the avoid list has come, what `?avoid=hide` leaves out is not known: the results wait for it.
  const results = useMemo(
    () =>
      everything || status !== 'ready' || hidden.pending
        ? null
        : selectDiscovered(catalogue.products, discovery, leftOut),
    [everything, status, hidden.pending, catalogue.products, discovery, leftOut],
  );
  // How many the same discovery finds that `?avoid=hide` left out (its matches are remembered: no search again).
  const hiddenCount = results && leftOut ? selectDiscovered(catalogue.products, discovery).length - results.length : 0;
  // The whole catalogue, once it is there: its searchable texts are made while the browser is idle.
  const { status: allStatus, products: allProducts } = useProducts();
  useEffect(() => {
    if (allStatus !== 'ready') return undefined;
    return whenIdle(() => {
      prepareSearch(allProducts);
    });
  }, [allStatus, allProducts]);
  const pagingRef = useRef<HTMLDivElement>(null);
  const total = results ? results.length : catalogue.total;
  // Until the catalogue answers, a painted page does not know how many products the file holds: Load More keeps
  // asking for 8 more. Once it has, the grid shows at most the pages the products fill, and paging goes on from there.
  const loading = status === 'loading';
  const visible = loading ? asked : Math.min(asked, fullPages(total));
  const page = (step: (count: number) => number) => {
    setPaging({ key, visible: step(visible) });
  };
  const products = results ? results.slice(0, visible) : catalogue.products;

  if (status === 'error') return <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />;
  const noResults = results !== null && total === 0;
  // The number of results, said politely whenever a search, a need, a filter or an order shows a new list. One element
  // throughout, so screen readers follow its changes.
  const summary = (
    <p className={noResults ? 'visually-hidden' : styles.summary} role="status">
      {results === null ? '' : noResults ? 'No products found' : `${productCount(total)} found`}
    </p>
  );
  // Always in the page, empty unless hiding: a status region filled as it is inserted is often not said.
  const hiddenSaid = <HiddenByAvoid count={discovery.avoid === 'hide' ? hiddenCount : 0} showThem={showHidden} />;
  // A discovery needs the whole catalogue: until the file answers, a painted page's first products are not it.
  if ((loading && (products.length === 0 || !everything)) || hidden.pending) {
    return (
      <>
        {summary}
        {hiddenSaid}
        {/* A screen tall: the results that replace it push nothing on screen (a shared link's first paint). */}
        <div className={styles.pending}>
          <Loading />
        </div>
      </>
    );
  }
  if (noResults) {
    return (
      <>
        {summary}
        {hiddenSaid}
        <div className={styles.noResults}>
          <h3>No products found</h3>
          {hiddenCount > 0 ? (
            <p>Every product that matches contains an ingredient you avoid.</p>
          ) : (
            <p>
              Nothing in the shop matches{' '}
              {discovery.q !== ''
                ? `“${discovery.q}”`
                : discovery.skin || discovery.free || discovery.avoid
                  ? 'these choices'
                  : 'this need'}
              {discovery.q !== '' && discovery.need !== null ? ` in ${discovery.need}` : ''}. Try another word or need,
              or browse everything.
            </p>
          )}
          <ButtonLink to={{ pathname: paths.shop, search: allProductsSearch(discovery) }} preventScrollReset>
            Show all products
          </ButtonLink>
        </div>
      </>
    );
  }

  return (
    <>
      {summary}
      {hiddenSaid}
      <ul className={styles.grid} aria-label="Products">
        {(firstRowOnly ? products.slice(0, FIRST_ROW_CARDS) : products).map((product, index) => (
          <li key={String(product.id)}>
            <BuyableProductCard
              product={product}
              headingLevel={3}
              eager={everything && index < FIRST_ROW_CARDS}
              note={foundThrough(product, discovery.q)}
            />
          </li>
        ))}
      </ul>
      {!firstRowOnly && (
        <>
          {/* While more than the page painted is on its way (the catalogue has not answered), the count's line says
              so, in the count's own box: Load More stays under the shopper's thumb for the next tap, which asks for 8
              more as it would once the products are here. */}
          <p className={styles.count} role="status">
            {loading ? 'Products loading...' : `Showing ${String(products.length)} of ${String(total)} products`}
          </p>
          <div className={styles.paging} ref={pagingRef}>
            {(loading || canLoadMore(visible, total)) && (
              <Button
                className={styles.loadMore}
                onClick={() => {
                  page(loadMore);
                }}
              >
                Load More
              </Button>
            )}
            {canShowLess(visible) && (
              <Button
                variant="ghost"
                className={styles.showLess}
                onClick={() => {
                  // The shorter grid is on the page before it is brought into view.
                  flushSync(() => {
                    page(showLess);
                  });
                  keepPagingInView(pagingRef.current);
                }}
              >
                Show Less
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}

/**
 * How many products each need holds for the search and the filters, as the shop would show them: without what
 * `?avoid=hide` leaves out (unknown while that is on its way).
 */
function useShownNeedCounts(discovery: Discovery, { leftOut, pending }: { leftOut: LeftOut; pending: boolean }) {
  const counts = useNeedCounts(discovery, leftOut);
  return pending ? undefined : counts;
}

export function ShopPage() {
  const { discovery, pending, change, searchFor } = useShopDiscovery();
  const hiding = discovery.avoid === 'hide';
  const { avoided, bring } = useAvoidListInShop(hiding);
  const hidden = useHiddenByAvoid(hiding, avoided);
  const needCounts = useShownNeedCounts(discovery, hidden);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Opened by a link, the page paints its first screen (the hero, the search and the first row of products) first.
  const later = useRenderedLater();
  const showResults = useCallback(() => {
    revealResults(resultsHeading.current);
  }, []);
  return (
    <>
      <ShopHero />
      <section className={styles.products} aria-labelledby={RESULTS_HEADING_ID}>
        <div className="container">
          <ShopDiscovery
            discovery={discovery}
            needCounts={needCounts}
            hidden={pending}
            onChange={change}
            onAsk={showResults}
          />
          {/* The avoid list's disclosure, drawn above the heading's end (ShopPage.module.css), read after it: it takes
              no room, and opened it lies over the grid, moving nothing. */}
          <div className={styles.resultsHead}>
            <h2 id={RESULTS_HEADING_ID} ref={resultsHeading}>
              {resultsTitle(discovery)}
            </h2>
            <div className={styles.avoidPlace}>
              <AvoidList
                avoided={avoided}
                onOpen={bring}
                hiding={hiding}
                toggleHiding={{
                  pathname: paths.shop,
                  search: searchFor({ ...discovery, avoid: hiding ? null : 'hide' }),
                }}
              />
            </div>
          </div>
          <div className={styles.results}>
            <ProductGrid
              discovery={discovery}
              firstRowOnly={!later}
              hidden={hidden}
              showHidden={searchFor({ ...discovery, avoid: null })}
            />
          </div>
        </div>
      </section>
      {later && <MembershipBanner />}
    </>
  );
}

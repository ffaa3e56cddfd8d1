import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useHref } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NEEDS, SORT_KEYS } from '../catalog';
import type { Discovery, Need, SortKey } from '../catalog';
import { Button } from '../../components/Button/Button';
import { usePopovers } from '../../lib/usePopovers';
import { FREE_FROM, FREE_FROM_WORDS, SKIN_TYPES, SKIN_WORDS } from '../ingredients';
import { SEARCH_MAX_LENGTH, discoveryKey, readSearch } from './shopQuery';
import styles from './ShopDiscovery.module.css';

/** The sort select's choices, in the order shoppers expect them. */
const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  rating: 'Rating',
  name: 'Name, A–Z',
};

/**
 * How the query string changes: typing (`typing`) refines the current entry of the history after its first
 * keystroke, anything else adds one.
 */
export type DiscoveryChange = (next: Discovery, options: { replace: boolean; typing?: boolean }) => void;

type ShopDiscoveryProps = {
  discovery: Discovery;
  /** How many products each need holds for the current search; undefined while the catalogue is not known. */
  needCounts: ReadonlyMap<Need, number> | undefined;
  /**
   * The shop's page for a query, hydrating: the server did not know the query, so the form is not shown (its space
   * kept) until the store fills it in from the URL, at once after hydration.
   */
  hidden: boolean;
  onChange: DiscoveryChange;
  /** The shopper asked for results (Enter, the Search button, a need, an order), not only typed: show them. */
  onAsk: () => void;
};

/** The popover that holds the skin type and free-from filters on a phone. */
const FILTERS_ID = 'shop-filters';

/** A sort key as the select's option values spell it: the catalogue's own order is the empty, default choice. */
const sortOption = (sort: SortKey) => (sort === 'featured' ? '' : sort);

/** Whether two discoveries ask for the same list: every part of them, as the grid's paging tells them apart. */
const sameDiscovery = (a: Discovery, b: Discovery) => discoveryKey(a) === discoveryKey(b);

/**
 * A ref for a select that shows `value` whenever `value` changes (Back, Forward, a link). Between changes the
 * select is the browser's: a choice is never undone by a render, and one made before the store started is kept.
 */
function useSelectShowing(value: string): RefObject<HTMLSelectElement | null> {
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    const field = select.current;
    if (!field || shown.current === value) return;
    shown.current = value;
    if (field.value !== value) field.value = value;
  }, [value]);
  return select;
}

/**
 * Search, need, the two filters and sort, in one GET form to the shop: before the store starts, submitting it
 * (Enter, the Search button, or a select's change: src/lib/earlyTaps.ts) loads `/shop?q=…` as a link would; once
 * started, each keystroke and choice updates the query string at once, and the grid follows.
 *
 * The fields are left to the browser (uncontrolled): what they hold is what the shopper asked for, a keystroke or
 * a choice is never lost to a render, and what was typed or chosen before the store started is taken up when it
 * starts. Every change sends the whole form. When the query changes from outside (Back, Forward, the 'Show all
 * products' link), the fields are set to it. The browser does not refill them on a page come back to
 * (`autoComplete="off"`): that page's URL says what it shows.
 */
export function ShopDiscovery({ discovery, needCounts, hidden, onChange, onAsk }: ShopDiscoveryProps) {
  const input = useRef<HTMLInputElement>(null);
  const needField = useSelectShowing(discovery.need ?? '');
  const skinField = useSelectShowing(discovery.skin ?? '');
  const freeField = useSelectShowing(discovery.free ?? '');
  const sortField = useSelectShowing(sortOption(discovery.sort));
  /** The searches this field sent that the URL may still come back with; the last one is the newest. */
  const sent = useRef<string[]>([]);
  /** What the form last asked for, until the URL next changes: the same ask twice makes one history entry. */
  const asked = useRef<Discovery | null>(null);

  /** The shopper's discovery, as the fields hold it; hiding what they avoid is the avoid list's panel's, kept as is. */
  const read = (): Discovery => ({
    q: readSearch(input.current?.value ?? ''),
    need: NEEDS.find((name) => name === needField.current?.value) ?? null,
    skin: SKIN_TYPES.find((type) => type === skinField.current?.value) ?? null,
    free: FREE_FROM.find((word) => word === freeField.current?.value) ?? null,
    sort: SORT_KEYS.find((key) => sortOption(key) === sortField.current?.value) ?? 'featured',
    avoid: discovery.avoid,
  });

  /**
   * Asks for what the fields hold. A keystroke that changes a search already under way refines the current
   * history entry; the first keystroke, a choice and a submit add one.
   */
  const send = ({ keystroke }: { keystroke: boolean }) => {
    const next = read();
    const last = asked.current ?? discovery;
    if (sameDiscovery(next, last)) return;
    asked.current = next;
    const newSearch = next.q !== last.q;
    if (newSearch) sent.current.push(next.q);
    onChange(next, { replace: keystroke && newSearch && last.q !== '', typing: newSearch });
  };

  // A new query string: the next ask is compared with it.
  const seen = useRef(discovery);
  useEffect(() => {
    if (sameDiscovery(seen.current, discovery)) return;
    seen.current = discovery;
    asked.current = null;
  }, [discovery]);

  // The fields follow a query string that changed from outside the form. The search field may be ahead of it.
  const shownSearch = useRef(discovery.q);
  useEffect(() => {
    const field = input.current;
    if (!field || shownSearch.current === discovery.q) return;
    shownSearch.current = discovery.q;
    const index = sent.current.indexOf(discovery.q);
    if (index >= 0) {
      // The URL caught up with what was typed (maybe not yet with the last keystrokes): the field is ahead.
      sent.current.splice(0, index + 1);
      return;
    }
    sent.current = [];
    if (readSearch(field.value) !== discovery.q) field.value = discovery.q;
  }, [discovery.q]);

  // Starting, or showing a query page's form: what the shopper typed or chose on the painted page before the store
  // started, even before any script ran (the page's first script holds nothing then), is the shopper's discovery.
  // It runs after the fields have followed the URL, so a query page's form, which could not be used, only shows it.
  const started = useRef(false);
  useEffect(() => {
    if (hidden || started.current) return;
    started.current = true;
    send({ keystroke: false });
    // Once, when the form first shows: `send` reads the fields and the latest props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);

  /** A choice in a select: the grid follows, and the results show. */
  const choose = () => {
    send({ keystroke: false });
    onAsk();
  };

  const action = useHref(paths.shop);
  const filtersChosen = [discovery.skin, discovery.free].filter((filter) => filter !== null).length;
  // Where the browser has none (and in the tests' jsdom), the filters are the form's own fields.
  const popovers = usePopovers();
  const needCount = (need: Need) => needCounts?.get(need);
  return (
    <form
      role="search"
      aria-label="Products"
      className={`${styles.form} ${hidden ? styles.hidden : ''}`}
      action={action}
      method="get"
      inert={hidden}
      onSubmit={(event) => {
        event.preventDefault();
        send({ keystroke: false });
        onAsk();
      }}
    >
      <div className={`${styles.field} ${styles.searchField}`}>
        <label className={styles.label} htmlFor="shop-search">
          Search products
        </label>
        <div className={styles.searchRow}>
          <input
            ref={input}
            id="shop-search"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={discovery.q}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Rose, serum, hydrates…"
            onChange={() => {
              send({ keystroke: true });
            }}
          />
          <Button type="submit" className={styles.submit}>
            Search
          </Button>
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="shop-need">
          Skin need
        </label>
        <select
          ref={needField}
          id="shop-need"
          className={styles.input}
          name="need"
          autoComplete="off"
          defaultValue={discovery.need ?? ''}
          onChange={() => {
            send({ keystroke: false });
            onAsk();
          }}
        >
          <option value="">All needs</option>
          {NEEDS.map((need) => {
            const count = needCount(need);
            return (
              <option key={need} value={need} disabled={count === 0 && need !== discovery.need}>
                {count === undefined ? need : `${need} (${String(count)})`}
              </option>
            );
          })}
        </select>
      </div>
      {/* The filters: on a wide screen in the form's row; on a phone and a tablet in a popover that "Filters" opens,
          the browser's own (it opens before the store starts too), so the first screen still shows products. */}
      <div
        id={FILTERS_ID}
        {...(popovers ? { popover: 'auto' as const } : {})}
        className={styles.filters}
        role="group"
        aria-label="Filters"
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor="shop-skin">
            Skin type
          </label>
          <select
            ref={skinField}
            id="shop-skin"
            className={styles.input}
            name="skin"
            autoComplete="off"
            defaultValue={discovery.skin ?? ''}
            onChange={choose}
          >
            <option value="">All skin types</option>
            {SKIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {SKIN_WORDS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="shop-free">
            Free from
          </label>
          <select
            ref={freeField}
            id="shop-free"
            className={styles.input}
            name="free"
            autoComplete="off"
            defaultValue={discovery.free ?? ''}
            onChange={choose}
          >
            <option value="">No preference</option>
            {FREE_FROM.map((word) => (
              <option key={word} value={word}>
                {FREE_FROM_WORDS[word]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" className={styles.filtersDone} popoverTarget={FILTERS_ID} popoverTargetAction="hide">
          Done
        </Button>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="shop-sort">
          Sort by
        </label>
        <select
          ref={sortField}
          id="shop-sort"
          className={styles.input}
          name="sort"
          autoComplete="off"
          defaultValue={sortOption(discovery.sort)}
          onChange={() => {
            send({ keystroke: false });
            onAsk();
          }}
        >
          {(Object.entries(SORT_LABELS) as [SortKey, string][]).map(([key, label]) => (
            <option key={key} value={sortOption(key)}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {/* Always there, so the painted page's button stays the store's; shown only where the browser has popovers, on
          a phone or a tablet, beside the need and the order (ShopDiscovery.module.css). */}
      <Button type="button" variant="ghost" className={styles.filtersButton} popoverTarget={FILTERS_ID}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">Filters</span>
        {filtersChosen > 0 && (
          <span className={styles.filtersCount}>
            {' ('}
            {filtersChosen}
            <span className="visually-hidden"> chosen</span>
            {')'}
          </span>
        )}
      </Button>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { useHref } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NEEDS, SORT_KEYS } from '../catalog';
import type { Discovery, Need, SortKey } from '../catalog';
import { Button } from '../../components/Button/Button';
import { SEARCH_MAX_LENGTH, readSearch } from './shopQuery';
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
};

/**
 * Search, need and sort, in one GET form to the shop: before the store starts, submitting it (Enter, the Search
 * button, or a select's change: src/lib/earlyTaps.ts) loads `/shop?q=…` as a link would; once started, each
 * keystroke and choice updates the query string at once, and the grid follows.
 *
 * The search field is left to the browser (uncontrolled): a keystroke is never lost to a render, and text typed
 * before the store started is taken up when it starts. When the query changes from outside (Back, Forward, the
 * 'Show all products' link), the field is set to it.
 */
export function ShopDiscovery({ discovery, needCounts, hidden, onChange }: ShopDiscoveryProps) {
  const input = useRef<HTMLInputElement>(null);
  const needField = useRef<HTMLSelectElement>(null);
  const sortField = useRef<HTMLSelectElement>(null);
  /** The searches this field sent that the URL may still come back with; the last one is the newest. */
  const sent = useRef<string[]>([]);
  const started = useRef(false);

  const search = (text: string, replace: boolean) => {
    const q = readSearch(text);
    const newest = sent.current.at(-1) ?? discovery.q;
    if (q === newest) return;
    sent.current.push(q);
    onChange({ ...discovery, q }, { replace: replace && newest !== '', typing: true });
  };

  useEffect(() => {
    const field = input.current;
    if (!field || hidden) return;
    if (!started.current) {
      // What the shopper typed or chose on the painted page before the store started, even before any script ran
      // (the page's first script holds nothing then), is the shopper's discovery.
      started.current = true;
      const chosen: Discovery = {
        q: readSearch(field.value),
        need: NEEDS.find((name) => name === needField.current?.value) ?? null,
        sort: SORT_KEYS.find((key) => key === sortField.current?.value) ?? 'featured',
      };
      if (chosen.q === discovery.q && chosen.need === discovery.need && chosen.sort === discovery.sort) return;
      if (chosen.q !== discovery.q) sent.current.push(chosen.q);
      onChange(chosen, { replace: false, typing: chosen.q !== discovery.q });
      return;
    }
    const index = sent.current.indexOf(discovery.q);
    if (index >= 0) {
      // The URL caught up with what was typed (maybe not yet with the last keystrokes): the field is ahead.
      sent.current.splice(0, index + 1);
      return;
    }
    sent.current = [];
    if (readSearch(field.value) !== discovery.q) field.value = discovery.q;
    // `search` reads the latest props; only a new query from the URL, or the form showing, runs this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [discovery.q, hidden]);

  const action = useHref(paths.shop);
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
        if (input.current) search(input.current.value, false);
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
            onChange={(event) => {
              search(event.currentTarget.value, true);
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
          value={discovery.need ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const need = NEEDS.find((name) => name === value) ?? null;
            onChange({ ...discovery, need }, { replace: false });
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor="shop-sort">
          Sort by
        </label>
        <select
          ref={sortField}
          id="shop-sort"
          className={styles.input}
          name="sort"
          value={discovery.sort === 'featured' ? '' : discovery.sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const sort = (Object.keys(SORT_LABELS) as SortKey[]).find((key) => key === value) ?? 'featured';
            onChange({ ...discovery, sort }, { replace: false });
          }}
        >
          {(Object.entries(SORT_LABELS) as [SortKey, string][]).map(([key, label]) => (
            <option key={key} value={key === 'featured' ? '' : key}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

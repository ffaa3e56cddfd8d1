import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { To } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { AVOIDED_SECTION_ID } from '../../app/paths';
import { announce } from '../../lib/liveRegion';
import { useHydrated } from '../../lib/useHydrated';
import { withAvoidList } from './avoided';
import styles from './AvoidList.module.css';

type AvoidListProps = {
  /** The ingredients the shopper avoids, once the list has come to the store; undefined until then. */
  avoided: readonly string[] | undefined;
  /** The panel was opened: the list is wanted now. */
  onOpen: () => void;
  /** Whether the shop hides the products that contain them (`?avoid=hide`). */
  hiding: boolean;
  /** The shop hiding them, or showing them again when `hiding`: the current discovery otherwise. */
  toggleHiding: To;
};

/**
 * "Ingredients you avoid": the one place where the avoid list is seen and emptied, a disclosure of the shop's (a
 * `<details>`, which opens before any script). Each ingredient with its "Remove", "Empty the list", and the link that
 * hides the products that contain them from the shop, or shows them again. The list is the browser's, which the
 * prerendered page never saw: it shows once the page has hydrated and the list has come, and the summary's count with
 * it, in a slot of its own width, so nothing moves when it arrives. Opened, it lies over the grid: opening it (by a
 * tap, or by a link to `#avoided` once the app runs) moves nothing on the page.
 */
export function AvoidList({ avoided, onOpen, hiding, toggleHiding }: AvoidListProps) {
  const hydrated = useHydrated();
  const names = hydrated ? avoided : undefined;
  const dispatch = useAppDispatch();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** Where the focus goes once the list has changed under it: the Remove at that place, or the summary (-1). */
  const focusAfter = useRef<number | null>(null);
  const { hash } = useLocation();

  // A link to the panel opens it (the browser only scrolls to a closed <details>); the toggle then brings the list.
  useEffect(() => {
    const panel = details.current;
    if (panel && hash === `#${AVOIDED_SECTION_ID}`) panel.open = true;
  }, [hash]);

  // Opened, it lies over the grid: it closes when the focus moves from it to something outside it, so it never hides
  // the control the focus is on (WCAG 2.4.11). A tap on its own text moves the focus nowhere, and leaves it open; so
  // does the focus a new page sets on its heading when a link opens the shop at the list. Escape, within it, closes
  // it too, and the focus goes back to its summary.
  useEffect(() => {
    const inside = (node: EventTarget | null) => node instanceof Node && details.current?.contains(node) === true;
    const leave = (event: FocusEvent) => {
      const panel = details.current;
      if (panel?.open && inside(event.relatedTarget) && !inside(event.target)) panel.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      const panel = details.current;
      if (event.key !== 'Escape' || !panel?.open || !inside(event.target)) return;
      panel.open = false;
      summary.current?.focus();
    };
    document.addEventListener('focusin', leave);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('focusin', leave);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  // The Remove pressed is gone: the focus goes to the next one, or the one before, or the summary when none is left.
  useEffect(() => {
    const place = focusAfter.current;
    if (place === null || names === undefined) return;
    focusAfter.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(place, buttons.length - 1)] ?? summary.current)?.focus();
  }, [names]);

  const remove = (name: string, place: number) => {
    focusAfter.current = place;
    void withAvoidList(dispatch, ({ avoidRemoved }) => avoidRemoved(name)).then(() => {
      announce(document, `You no longer avoid ${name}.`);
    });
  };
  const empty = () => {
    focusAfter.current = -1;
    void withAvoidList(dispatch, ({ avoidEmptied }) => avoidEmptied()).then(() => {
      announce(document, 'You avoid no ingredients now.');
    });
  };

  return (
    <details
      ref={details}
      id={AVOIDED_SECTION_ID}
      className={styles.avoided}
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen();
      }}
    >
      <summary ref={summary} className={styles.summary}>
        <span className={styles.label}>Ingredients you avoid</span>{' '}
        <span className={styles.count}>{names === undefined ? '' : `(${String(names.length)})`}</span>
      </summary>
      <div className={styles.panel}>
        {names === undefined ? (
          <p className={styles.words}>Your list shows here once the page has loaded.</p>
        ) : names.length === 0 ? (
          <p className={styles.words}>You avoid no ingredients. Mark them on a product’s page, under Ingredients.</p>
        ) : (
          <>
            <ul ref={list} className={styles.list} aria-label="Ingredients you avoid">
              {names.map((name, place) => (
                <li key={name} className={styles.item}>
                  <span>{name}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => {
                      remove(name, place);
                    }}
                  >
                    Remove<span className="visually-hidden"> {name}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link className={styles.link} to={toggleHiding} preventScrollReset>
                {hiding ? 'Show products that contain them' : 'Hide products that contain them'}
              </Link>
              <button type="button" className={styles.empty} onClick={empty}>
                Empty the list
              </button>
            </div>
          </>
        )}
      </div>
    </details>
  );
}

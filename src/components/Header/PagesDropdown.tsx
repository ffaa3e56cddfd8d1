import { useEffect, useId, useRef, useState } from 'react';
import { usePopovers } from '../../lib/usePopovers';
import styles from './Header.module.css';

/** The page names the Pages menu lists. They are plain text, not links (spec §2). */
export const PAGE_NAMES = [
  'Home',
  'About',
  'Shop',
  'Product Details',
  'Cart',
  'Checkout',
  'Order Confirmation',
  'Contact Us',
  'Blog',
  'Licenses',
  'Changelog',
  '404',
] as const;

function PagesButtonContent() {
  return (
    <>
      Pages
      <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </>
  );
}

function PageNames() {
  return PAGE_NAMES.map((name) => <li key={name}>{name}</li>);
}

/**
 * The Pages dropdown: a button that opens the list of page names; a click outside or Escape closes it.
 *
 * Where the browser has popovers, the list is one, in the page from its first paint: the browser opens it before any
 * script, closes it on a click outside it and on Escape (focus stays on the button), and says whether it is open (a
 * `popovertarget` button is expanded or collapsed by itself; HTML forbids it an `aria-expanded`). Where it has none
 * (Safari 16), the component opens and closes it. Either way the button and the list are the painted page's own
 * elements, so a tap on Pages while the store starts is not lost.
 */
export function PagesDropdown() {
  const popovers = usePopovers();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (popovers || !open) return undefined;
    const closeOnOutsidePress = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [popovers, open]);

  return (
    <div className={styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navItem} ${styles.pagesButton}`}
        aria-controls={listId}
        {...(popovers
          ? { popoverTarget: listId }
          : {
              'aria-expanded': open,
              onClick: () => {
                setOpen((value) => !value);
              },
            })}
      >
        <PagesButtonContent />
      </button>
      <ul
        id={listId}
        className={styles.dropdownList}
        aria-label="Pages"
        {...(popovers ? { popover: 'auto' as const } : { hidden: !open })}
      >
        <PageNames />
      </ul>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
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

/** The Pages dropdown: a button that opens the list; a click outside or Escape closes it. */
export function PagesDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
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
  }, [open]);

  return (
    <div className={styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        Pages
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open} aria-label="Pages">
        {PAGE_NAMES.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

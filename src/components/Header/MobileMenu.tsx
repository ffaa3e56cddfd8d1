import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import styles from './Header.module.css';

type MobileMenuProps = {
  id: string;
  onClose: () => void;
  /** The hamburger button, which gets the focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile menu panel, a modal dialog: focus moves in when it opens and stays inside while it is open;
 * Escape or the close button closes it, and focus goes back to the hamburger.
 */
export function MobileMenu({ id, onClose, returnFocusTo, children }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const returnTarget = returnFocusTo.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
  }, [onClose, returnFocusTo]);

  return (
    <div className={styles.mobileBackdrop}>
      <div ref={panelRef} id={id} className={styles.mobilePanel} role="dialog" aria-modal="true" aria-label="Menu">
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close menu">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}

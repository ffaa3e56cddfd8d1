import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject, ToggleEvent } from 'react';
import { supportsPopover } from '../../lib/popover';
import { usePopovers } from '../../lib/usePopovers';
import styles from './Header.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** While `active`, Tab and Shift+Tab go round the focusable elements of `panel` and never leave it. */
function useFocusKeptIn(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    };
  }, [panel, active]);
}

const CloseMenu = createContext<(() => void) | undefined>(undefined);

/** Inside the menu, what closes it (a link followed does); outside it, nothing. */
export function useCloseMenu(): (() => void) | undefined {
  return useContext(CloseMenu);
}

/**
 * The phone header's menu button, and the modal panel it opens, holding `children` (a link in it calls
 * `useCloseMenu()` when followed).
 *
 * Where the browser has popovers, the panel is one, in the page from its first paint: the browser opens it before any
 * script, moves the focus in (to the close button), and closes it on Escape or a tap beside it. Once the app runs,
 * focus also stays inside while it is open, a link followed closes it, and closing gives the focus back to the menu
 * button. Where it has none (Safari 16), the app renders the panel while it is open, as a modal dialog: focus moves
 * in and stays inside, Escape or the close button closes it, and focus goes back to the menu button.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const popovers = usePopovers();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Opened on the painted page before the app ran: the state starts where the page is.
  useLayoutEffect(() => {
    if (popovers && supportsPopover() && panelRef.current?.matches(':popover-open')) setOpen(true);
  }, [popovers]);
  useFocusKeptIn(panelRef, open);
  useEffect(() => {
    if (popovers || !open) return undefined;
    const returnTarget = buttonRef.current;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
  }, [popovers, open]);
  const close = useCallback(() => {
    if (popovers) panelRef.current?.hidePopover();
    else setOpen(false);
  }, [popovers]);
  const followToggle = (event: ToggleEvent) => {
    const opened = event.newState === 'open';
    setOpen(opened);
    // The painted page's close button has `autofocus`, which the browser focuses as the menu opens; a page React
    // rendered itself has none (React never writes it): the close button takes the focus here.
    if (opened && !panelRef.current?.contains(document.activeElement)) {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    // The browser gives the focus back to where it was before; where that was nowhere (a tap on a button does not
    // focus it in Safari), the menu button takes it.
    const focused = document.activeElement;
    if (!opened && (focused === null || focused === document.body || panelRef.current?.contains(focused))) {
      buttonRef.current?.focus();
    }
  };

  const closeButton = (
    <button
      type="button"
      className={styles.closeButton}
      aria-label="Close menu"
      {...(popovers
        ? { popoverTarget: id, popoverTargetAction: 'hide' as const, autoFocus: true }
        : { onClick: close })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
  const panel = (
    <div
      ref={panelRef}
      id={id}
      className={styles.mobilePanel}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      {...(popovers ? { popover: 'auto' as const, onToggle: followToggle } : {})}
    >
      {closeButton}
      <CloseMenu value={close}>{children}</CloseMenu>
    </div>
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        // A `popovertarget` button says by itself whether its popover is open (HTML forbids it an `aria-expanded`).
        aria-expanded={popovers ? undefined : open}
        aria-controls={popovers || open ? id : undefined}
        aria-label="Open menu"
        {...(popovers
          ? { popoverTarget: id }
          : {
              onClick: () => {
                setOpen(true);
              },
            })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {popovers ? panel : open && <div className={styles.mobileBackdrop}>{panel}</div>}
    </>
  );
}

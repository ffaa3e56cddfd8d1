import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMatch } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button/Button';
import { ATTR_NOTICE, MAIN_ID } from '../../lib/pageContract';
import { useOnline } from '../../lib/useOnline';
import { ASK_AGAIN_MS, dismissUpdate, letUpdateIn, startServiceWorker, workerState } from './serviceWorker';
import styles from './StoreNotices.module.css';

/** Focus goes back to the page when the notice holding it closes, not to the document's start. */
const focusPage = () => {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
};

/** A notice's close button. */
function Close({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={`Close: ${what}`}
      onClick={() => {
        onClose();
        focusPage();
      }}
    >
      ×
    </button>
  );
}

/** How long a notice that only informs stays before it goes by itself (its news stays in the footer). */
export const INFORM_FOR_MS = 6000;

/**
 * Keeps the element that has focus clear of the notices: the page scrolls it above them (the document's
 * scroll-padding grows by their height while one shows), so a notice never hides what the keyboard is on.
 */
function useFocusKeptClear(showing: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (!showing) return undefined;
    root.setAttribute(ATTR_NOTICE, '');
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'nearest' });
    return () => {
      root.removeAttribute(ATTR_NOTICE);
    };
  }, [showing]);
}

/**
 * The store's news that needs the shopper's eye, said politely at the foot of the screen, beside the page: offline
 * (prices may have changed), which goes by itself after a few seconds, and a new release waiting for the shopper's
 * word, which stays until answered. They float above the page, so nothing on it moves; never over the header or the
 * open menu, and the page keeps the focused element above them. The live regions are there from the first paint,
 * empty, so a screen reader hears what appears in them. A new release is not offered at checkout: nothing changes
 * under a shopper who is paying. That the store now opens offline is said in the footer (OfflineStatus).
 */
export function StoreNotices() {
  const online = useOnline();
  const worker = useSyncExternalStore(workerState.subscribe, workerState.get, workerState.server);
  // Closed, or gone by itself, until the store is next back online.
  const [offlineClosed, setOfflineClosed] = useState(false);
  if (online && offlineClosed) setOfflineClosed(false);
  const atCheckout = useMatch(paths.checkout) !== null;

  useEffect(() => {
    startServiceWorker();
  }, []);

  const sayOffline = !online && !offlineClosed;
  useEffect(() => {
    if (!sayOffline) return undefined;
    const timer = setTimeout(() => {
      setOfflineClosed(true);
    }, INFORM_FOR_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sayOffline]);
  const offerUpdate = worker.update !== null && worker.dismissed !== worker.update && !atCheckout;
  // The shopper said Reload and a checkout in another tab holds the release back: it comes in once that checkout is
  // done, as the prompt says, with no second tap. Not while this tab is at checkout, nor once the prompt is closed.
  const heldBack = offerUpdate && worker.updateHeld;
  useEffect(() => {
    if (!heldBack) return undefined;
    const timer = setInterval(letUpdateIn, ASK_AGAIN_MS);
    return () => {
      clearInterval(timer);
    };
  }, [heldBack]);
  useFocusKeptClear(sayOffline || offerUpdate);
  return (
    <div className={styles.notices}>
      <div role="status">
        {sayOffline && (
          <p className={styles.notice}>
            <span className={styles.text}>
              You are offline. Prices may have changed since the store was last online.
            </span>
            <Close
              what="offline"
              onClose={() => {
                setOfflineClosed(true);
              }}
            />
          </p>
        )}
      </div>
      <div role="status">
        {offerUpdate && (
          <p className={styles.notice}>
            <span className={styles.text}>
              {worker.updateHeld
                ? 'A new version of the store is ready. It comes in once the checkout open in another tab is done.'
                : 'A new version of the store is ready.'}
            </span>
            <Button className={styles.action} onClick={letUpdateIn}>
              Reload
            </Button>
            <Close what="new version" onClose={dismissUpdate} />
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The store's standing with the network, in the footer's last line, where saying it moves nothing: offline (and
 * that prices may have changed), or, after the first visit, that the store now opens on this device without a
 * connection. A polite live region, so a screen reader hears it once.
 */
export function OfflineStatus() {
  const online = useOnline();
  const worker = useSyncExternalStore(workerState.subscribe, workerState.get, workerState.server);
  const text = !online
    ? 'Offline: prices may have changed since the store was last online.'
    : worker.offlineReady
      ? 'The store now opens on this device without a connection.'
      : '';
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  );
}

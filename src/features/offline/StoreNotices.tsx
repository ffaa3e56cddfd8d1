import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMatch } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button/Button';
import { useOnline } from '../../lib/useOnline';
import { dismiss, letUpdateIn, startServiceWorker, workerState } from './serviceWorker';
import styles from './StoreNotices.module.css';

/** Focus goes back to the page when the notice holding it closes, not to the document's start. */
const focusPage = () => {
  document.getElementById('main')?.focus({ preventScroll: true });
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

/**
 * The store's own news, said politely at the foot of the screen: offline (prices may have changed), ready to open
 * offline after the first visit, and a new release waiting for the shopper's word. The live regions are there from
 * the first paint, empty, so a screen reader hears what appears in them. A new release is not offered at checkout:
 * nothing changes under a shopper who is paying.
 */
export function StoreNotices() {
  const online = useOnline();
  const worker = useSyncExternalStore(workerState.subscribe, workerState.get, workerState.server);
  // Closed until the store is next back online.
  const [offlineClosed, setOfflineClosed] = useState(false);
  if (online && offlineClosed) setOfflineClosed(false);
  const atCheckout = useMatch(paths.checkout) !== null;

  useEffect(() => {
    startServiceWorker();
  }, []);

  const sayOffline = !online && !offlineClosed;
  const sayReady = worker.offlineReady && online && !worker.dismissed.ready;
  const offerUpdate = worker.update !== null && worker.dismissed.update !== worker.update && !atCheckout;
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
        {sayReady && (
          <p className={styles.notice}>
            <span className={styles.text}>The store now opens on this device without a connection.</span>
            <Close
              what="works offline"
              onClose={() => {
                dismiss('ready');
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
            <Close
              what="new version"
              onClose={() => {
                dismiss('update');
              }}
            />
          </p>
        )}
      </div>
    </div>
  );
}

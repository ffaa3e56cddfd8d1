import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { MAIN_ID } from '../lib/pageContract';
import { add, CartAnnouncer, selectCartCount, selectIsKeptCartRead } from '../features/cart';
import { CompareControl } from '../features/compare';
import { OfflineStatus, StoreNotices } from '../features/offline';
import { useAppSelector } from './hooks';
import { RouteMeta } from './RouteMeta';
import { useRouteFocus } from './useRouteFocus';
import styles from './RootLayout.module.css';

type RootLayoutProps = {
  /** The error page passes its content here; routes render through the outlet. */
  children?: ReactNode;
  /** True while the first page's module is still loading (the router's hydrate fallback). */
  busy?: boolean;
};

/**
 * The header, the one part of the frame that follows the cart: a cart change re-renders it alone, not the page. The
 * count is the kept cart's from the entry script on (the prerendered page has none), so hydration finds what the
 * entry painted.
 */
function HeaderWithCartCount() {
  const cartCount = useAppSelector((state) => (selectIsKeptCartRead(state) ? selectCartCount(state) : null));
  return <Header cartCount={cartCount} compare={COMPARE} />;
}

/** The comparison adds to the cart by the cart's own add (spec §4): the cart shows Compare, so it is given here. */
const COMPARE = <CompareControl addToCart={add} place="header" />;

/**
 * The site frame around every page: skip link, header with the cart count, the page, footer. It names the
 * page in the document head (from the route table) and moves focus to the new page's heading on navigation.
 */
export function RootLayout({ children, busy = false }: RootLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <div className={styles.layout}>
      {/* The error page names itself; the routes' pages take their names from the route table. */}
      {children === undefined && <RouteMeta />}
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <HeaderWithCartCount />
      <main id={MAIN_ID} ref={mainRef} className={styles.main} tabIndex={-1} aria-busy={busy || undefined}>
        {children ?? <Outlet />}
      </main>
      {/* On a phone, "Compare (n)" floats at the screen's foot: the header has no room for it. */}
      <CompareControl addToCart={add} place="floating" />
      <Footer status={<OfflineStatus />} />
      <CartAnnouncer />
      <StoreNotices />
      <ScrollRestoration />
    </div>
  );
}

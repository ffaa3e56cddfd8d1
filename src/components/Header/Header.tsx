import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ABOUT_SECTION_ID, paths } from '../../app/paths';
import { Logo } from '../Logo/Logo';
import { ATTR_CART_COUNT } from '../../lib/pageContract';
import { itemsWord } from './cartCount';
import { MobileMenu, useCloseMenu } from './MobileMenu';
import { PAGE_NAMES, PagesDropdown } from './PagesDropdown';
import { useScrolledPast } from './useScrolledPast';
import styles from './Header.module.css';

type HeaderProps = {
  /** How many lines the cart holds; null while the kept cart is not known (the prerendered page). */
  cartCount: number | null;
  /** The "Compare (n)" control, beside the cart where it shows (the app gives it: a feature's). */
  compare?: ReactNode;
};

/** Shop, About, Login: the same links in the desktop bar and the mobile menu (which a link followed closes). */
function NavLinks() {
  const onNavigate = useCloseMenu();
  return (
    <>
      <li>
        <NavLink to={paths.shop} className={styles.navItem} onClick={onNavigate}>
          Shop
        </NavLink>
      </li>
      <li>
        {/* A real link to the about section, which works before the app has started; in the app it also asks the
            home page to scroll there smoothly and focus it. */}
        <Link
          to={paths.about}
          state={{ scrollTo: ABOUT_SECTION_ID }}
          preventScrollReset
          className={styles.navItem}
          onClick={onNavigate}
        >
          About
        </Link>
      </li>
      <li>
        <Link to={paths.login} className={styles.navItem} onClick={onNavigate}>
          Login
        </Link>
      </li>
    </>
  );
}

function CartLink({ count }: { count: number | null }) {
  const onNavigate = useCloseMenu();
  return (
    <NavLink to={paths.cart} className={styles.cartLink} onClick={onNavigate}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
      <span>Cart</span>
      {/* No number at all until the kept cart is read, never a wrong one: the entry paints it (./cartCount.ts), and
          may paint a newer one (an Add to Cart) while the page hydrates, so the painted text is not React's to check. */}
      <span className={styles.cartCount} {...{ [ATTR_CART_COUNT]: count ?? '' }} suppressHydrationWarning>
        {count}
        {count !== null && (
          <span className="visually-hidden" suppressHydrationWarning>
            {` ${itemsWord(count)}`}
          </span>
        )}
      </span>
    </NavLink>
  );
}

export function Header({ cartCount, compare }: HeaderProps) {
  const scrolled = useScrolledPast();
  const pagesLabelId = useId();

  return (
    <header className={`${styles.header} ${scrolled ? styles.blurred : ''}`} data-scrolled={scrolled}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.logoLink} aria-label="Mossbloom, home">
          <Logo />
        </Link>
        {/* One navigation landmark at every width: on a phone it holds the cart and the menu button. */}
        <nav className={styles.nav} aria-label="Main">
          <ul className={`${styles.navList} ${styles.desktopNav}`}>
            <li>
              <PagesDropdown />
            </li>
            <NavLinks />
          </ul>
          <div className={styles.actions}>
            {compare}
            <CartLink count={cartCount} />
            <MobileMenu>
              <nav aria-label="Mobile">
                <ul className={styles.mobileList}>
                  <NavLinks />
                  <li>
                    <CartLink count={cartCount} />
                  </li>
                </ul>
                {/* A label, not a heading: the menu is in every painted page, hidden, and its headings would come
                    before the page's own h1. */}
                <p id={pagesLabelId} className={styles.mobileHeading}>
                  Pages
                </p>
                <ul className={styles.mobilePages} aria-labelledby={pagesLabelId}>
                  {PAGE_NAMES.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </nav>
            </MobileMenu>
          </div>
        </nav>
      </div>
    </header>
  );
}

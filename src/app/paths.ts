/** Every URL of the store, in one place. Use these builders instead of writing paths by hand. */
export const paths = {
  home: '/',
  about: { pathname: '/', hash: '#about' },
  shop: '/shop',
  /** The shop's list of the ingredients a shopper avoids, opened. */
  avoided: { pathname: '/shop', hash: '#avoided' },
  product: (id: string | number) => `/selectedproduct/${encodeURIComponent(String(id))}`,
  cart: '/cart',
  checkout: '/checkout',
  thankYou: '/thank-you',
  login: '/login',
} as const;

export const ABOUT_SECTION_ID = 'about';
/** The shop's "Ingredients you avoid", which `paths.avoided` opens. */
export const AVOIDED_SECTION_ID = 'avoided';

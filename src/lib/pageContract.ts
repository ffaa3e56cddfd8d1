// Every attribute and id that the prerendered page's markup and the entry script share: the components render them
// (`<div {...{ [ATTR_PRODUCT_ID]: id }}>`), scripts/prerender.mjs writes them (it reads this module from the build's
// server bundle), and the entry finds what the page shows by them. All name them from here only; stylesheets spell
// them, and test/lib/pageContract.test.ts checks that each is one of these and that no code of src/ or scripts/ spells
// one. Names only: the entry carries whatever this module holds.

/** A product's own controls (AddToCart): the product's id. */
export const ATTR_PRODUCT_ID = 'data-product-id';
/** A quantity stepper's button: which way it steps (`Step`). */
export const ATTR_STEP = 'data-step';
/** The Add to Cart button of a product's controls. */
export const ATTR_ADD_TO_CART = 'data-add-to-cart';
/** On Add to Cart for a moment after an add: the line's quantity, drawn as "✓ 2 in cart" (AddToCart.module.css). */
export const ATTR_ADDED = 'data-added';
/** On #root: the page's own chunks, by id, separated by spaces (scripts/prerender.mjs writes it). */
export const ATTR_CHUNKS = 'data-chunks';
/** On <html>: whether the kept cart has lines (`empty`, `lines`), before the store reads it (CartPlace.module.css). */
export const ATTR_KEPT_CART = 'data-kept-cart';
/** On a control whose tap waits for the app: its pending look (src/styles/global.css). */
export const ATTR_TAP_HELD = 'data-tap-held';
/** On each of the header's count badges: the count they show, '' while it is not known (Header.module.css). */
export const ATTR_CART_COUNT = 'data-cart-count';
/** On <html> while one of the store's notices shows: what takes focus is scrolled clear of it (StoreNotices). */
export const ATTR_NOTICE = 'data-notice';
/** On <html> with `ATTR_KEPT_CART`: how many lines the kept cart has, which sizes the cart pages' frame. */
export const KEPT_CART_LINES = '--kept-cart-lines';
/** With it: how many of those lines have a size, which each says on a line of its own (src/lib/size.ts). */
export const KEPT_CART_SIZED_LINES = '--kept-cart-sized-lines';
/** A product's heart, which saves it for later (SaveToggle); the product is the button's own `ATTR_PRODUCT_ID`. */
export const ATTR_SAVE_TOGGLE = 'data-save-toggle';
/** An ingredient's "Avoid ‹ingredient›" toggle (AvoidToggle): its value is the ingredient's name, as its list names it. */
export const ATTR_AVOID_TOGGLE = 'data-avoid-toggle';
/** On <html>: whether products are saved for later (`none`, `some`), before the store reads the saved list. */
export const ATTR_SAVED_LIST = 'data-saved-list';
/** On <html> with `ATTR_SAVED_LIST`: how many, which sizes the place of the cart page's "Saved for later". */
export const SAVED_LIST_ITEMS = '--saved-list-items';

/** A product's "Compare ‹name›" toggle (CompareToggle); the product is the button's own `ATTR_PRODUCT_ID`. */
export const ATTR_COMPARE_TOGGLE = 'data-compare-toggle';
/** On <html>: whether products are chosen to compare (`none`, `some`), before the store reads the compare list. */
export const ATTR_COMPARE_LIST = 'data-compare-list';
/** On <html> with `ATTR_COMPARE_LIST`: how many. */
export const COMPARE_LIST_ITEMS = '--compare-list-items';
/** On each "Compare (n)" button: how many it compares, '' while not known (CompareControl.module.css). */
export const ATTR_COMPARE_COUNT = 'data-compare-count';
/** On <html> while the "up to 3 products" message shows (a fourth product refused); its Close button has it too. */
export const ATTR_COMPARE_REFUSED = 'data-compare-refused';

/** A carousel's slide (Slider): its index. The one not `aria-hidden` is shown. */
export const ATTR_SLIDE = 'data-slide';
/** A carousel's control (Slider): where it takes the slides, `previous`, `next` or a slide's index. */
export const ATTR_SLIDE_TO = 'data-slide-to';

/** The element the store renders into; the prerendered page's markup is in it (public/index.html has it empty). */
export const ROOT_ID = 'root';
/** The page's <main>, whose h1 takes the focus a route change gives (src/app/focusHeading.ts). */
export const MAIN_ID = 'main';
/** The JSON script with what the page painted (src/features/catalog/pageSnapshot.ts). */
export const PAGE_SNAPSHOT_ID = 'page-snapshot';
/** The shop's results heading (ShopPage.tsx), which a shop page opened for a query shows first. */
export const RESULTS_HEADING_ID = 'products-title';

/**
 * The preload of a page's main picture in its <head>, by its attributes (scripts/prerender.mjs writes it, and
 * src/lib/afterFirstPaint.ts waits for that picture): the one image a page preloads at high priority.
 */
export const MAIN_PICTURE_PRELOAD = { rel: 'preload', as: 'image', fetchpriority: 'high' } as const;

export type Step = 'increase' | 'decrease';

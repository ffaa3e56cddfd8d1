import type { AppStore } from '../../app/hooks';
import { paintCartCount } from '../../components/Header/cartCount';
import { ATTR_ADDED, ATTR_CART_COUNT } from '../../lib/pageContract';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { followStorage } from '../../lib/storage';
import type { KeyValueStorage } from '../../lib/storage';
import { paintedProductsOf } from '../catalog';
import type { CartState } from './cartRules';
import { addToSavedCart, answerPaintedCartTaps } from './paintedCartTaps';
import { SAVED_CART_KEY, markSavedCart, readSavedCart } from './savedCart';

// No Redux here: this runs in the entry, before the store exists (docs/decisions/0010).

/** The saved cart as the store will read it. Quietly: the store says once what it drops. */
const savedCartOf = (storage: KeyValueStorage) => readSavedCart(storage, () => undefined);

/**
 * The cart on the painted page (src/lib/paintedPage.ts): before the first paint it marks <html> with the saved cart's
 * lines, so the cart pages paint their frame; once the body is parsed it paints the header's count and follows the
 * saved cart for it (another tab, the back/forward cache), and answers a painted product's Add to Cart (saved at
 * once), '+' and '−' (./paintedCartTaps.ts). Once the store is made, Add to Cart is the store's `add`; once React
 * renders the count, the entry stops painting it.
 */
export const cartOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: 'cart',
  // The count's badges, Add to Cart's "✓ 2 in cart", and the '−' a '+' enabled.
  sets: [ATTR_CART_COUNT, ATTR_ADDED, 'disabled'],
  beforeFirstPaint(doc, storage) {
    markSavedCart(doc.documentElement, savedCartOf(storage).items.length);
  },
  onPaintedPage(page) {
    const { doc, root, storage } = page;
    // The header's count, until React renders it (`stop`): one writer at a time.
    let painting = true;
    const paintCount = (cart: CartState) => {
      if (painting) paintCartCount(root, cart.items.length);
    };
    const showSavedCart = () => {
      const cart = savedCartOf(storage);
      markSavedCart(doc.documentElement, cart.items.length);
      paintCount(cart);
    };
    showSavedCart();
    const view = doc.defaultView;
    const stopFollowing = view ? followStorage(view, SAVED_CART_KEY, showSavedCart) : () => undefined;
    const taps = answerPaintedCartTaps(paintedProductsOf(page), page.announce, addToSavedCart(storage), paintCount);
    return {
      answer: taps.answer,
      handOver: async () => {
        const { addThroughTheStore } = await import(/* webpackChunkName: "app" */ './cartHandOver');
        return (store) => {
          taps.addThrough(addThroughTheStore(store));
        };
      },
      stop: () => {
        painting = false;
        stopFollowing();
      },
    };
  },
};

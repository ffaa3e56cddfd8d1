import type { AppStore } from '../../app/hooks';
import { paintCartCount } from '../../components/Header/cartCount';
import { markKept, paintKept } from '../../lib/keptList';
import { ATTR_ADDED, ATTR_CART_COUNT } from '../../lib/pageContract';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { paintedProductsOf } from '../catalog';
import { keptCart } from './keptCart';
import { addToKeptCart, answerPaintedCartTaps } from './paintedCartTaps';

// No Redux here: this runs in the entry, before the store exists (docs/decisions/0010).

/**
 * The cart on the painted page (src/lib/paintedPage.ts): before the first paint it marks <html> with the kept cart's
 * lines, so the cart pages paint their frame; once the body is parsed it paints the header's count and follows the
 * kept cart for it (another tab, the back/forward cache: src/lib/keptList.ts's `paintKept`), and answers a painted
 * product's Add to Cart (kept at once), '+' and '−' (./paintedCartTaps.ts). Once the store is made, Add to Cart is
 * the store's `add`; once React renders the count, the entry stops painting it.
 */
export const cartOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: 'cart',
  // The count's badges, Add to Cart's "✓ 2 in cart", and the '−' a '+' enabled.
  sets: [ATTR_CART_COUNT, ATTR_ADDED, 'disabled'],
  beforeFirstPaint(doc, storage) {
    markKept(keptCart, doc, storage);
  },
  onPaintedPage(page) {
    // The header's count, until React renders it (`stop`): one writer at a time.
    const count = paintKept(page, keptCart, (cart) => {
      paintCartCount(page.root, cart.items.length);
    });
    const taps = answerPaintedCartTaps(
      paintedProductsOf(page),
      page.announce,
      addToKeptCart(page.storage),
      count.paint,
    );
    return {
      answer: taps.answer,
      handOver: async () => {
        const { addThroughTheStore } = await import(/* webpackChunkName: "app" */ './cartHandOver');
        return (store) => {
          taps.addThrough(addThroughTheStore(store));
        };
      },
      stop: count.stop,
    };
  },
};

import { ATTR_PRODUCT_ID, ATTR_SAVE_TOGGLE } from '../../lib/pageContract';
import { pressedToggle } from '../../lib/pressedToggle';
import { paintedProductWithId } from '../catalog';
import { savedList } from './savedList';
import { withToggled } from './savedRules';

/**
 * Saved for later on the painted page: the heart, a pressed toggle (src/lib/pressedToggle.ts). Before the first
 * paint, <html> is marked with how many products are saved, so the cart page keeps their section's place; the
 * hearts of the saved products are pressed, and a heart tapped on a painted product saves or unsaves it at once, by
 * the rule the store applies (./savedRules.ts); once the store is made, a heart is its `heartToggled`.
 */
export const savedOnThePaintedPage = pressedToggle({
  name: 'saved for later',
  attribute: ATTR_SAVE_TOGGLE,
  keyAttribute: ATTR_PRODUCT_ID,
  list: savedList,
  rule: withToggled,
  subjects: paintedProductWithId,
  handOver: () => import(/* webpackChunkName: "app" */ './savedHandOver'),
});

import type { AppStore } from '../../app/hooks';
import { ATTR_AVOID_TOGGLE } from '../../lib/pageContract';
import { pressedToggle } from '../../lib/pressedToggle';
import { inciKey } from '../../lib/inciName';
import { avoidList } from './avoidList';
import { withToggled } from './avoidRules';

/**
 * The avoid list on the painted page: each "Avoid ‹ingredient›" of a product page, a pressed toggle
 * (src/lib/pressedToggle.ts) whose button names its ingredient. The toggles of the avoided ingredients are pressed,
 * and a tap before the app marks or unmarks the ingredient at once, by the rule the store applies (./avoidRules.ts);
 * once the store is made, a tap is its `avoidToggled`. One of the features whose taps may wait a moment
 * (src/app/paintedPageFeaturesLater.ts): only a product page shows its toggles, so no other page loads it.
 */
export const avoidOnThePaintedPage = pressedToggle<AppStore, string, string>({
  name: 'avoid list',
  attribute: ATTR_AVOID_TOGGLE,
  keyAttribute: ATTR_AVOID_TOGGLE,
  keyOfButton: inciKey,
  list: avoidList,
  rule: withToggled,
  subjects: () => (name) => name,
  handOver: () => import(/* webpackChunkName: "app" */ './avoidHandOver'),
});

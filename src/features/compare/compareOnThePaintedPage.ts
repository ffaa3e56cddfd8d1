import type { AppStore } from '../../app/hooks';
import { quiet } from '../../lib/keptList';
import { ATTR_COMPARE_COUNT, ATTR_COMPARE_REFUSED, ATTR_COMPARE_TOGGLE, ATTR_PRODUCT_ID } from '../../lib/pageContract';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { pressedToggle } from '../../lib/pressedToggle';
import { compareList } from './compareList';
import { isRefused, withToggled } from './compareRules';
import { hideRefusal, paintCompareCount, showRefusal } from './refusal';

/**
 * "Compare ‹name›" on the painted page: a pressed toggle (src/lib/pressedToggle.ts) whose button names its product
 * by id; the list keeps ids only, so any painted card's toggle answers. Once the store is made, a tap is its
 * `compareToggled`.
 */
const compareToggles = pressedToggle<AppStore, string, string>({
  name: 'compare',
  attribute: ATTR_COMPARE_TOGGLE,
  keyAttribute: ATTR_PRODUCT_ID,
  list: compareList,
  rule: withToggled,
  subjects: () => (id) => id,
  // "Compare (n)": its mark on <html> (which shows it from one product on) and its words.
  alsoPaint: (page, ids) => {
    compareList.mark(page.doc.documentElement, ids);
    paintCompareCount(page.root, ids.length);
  },
  handOver: () => import(/* webpackChunkName: "app" */ './compareHandOver'),
});

/**
 * Compare on the painted page: its toggles, and what the toggle alone does not do. Before the first paint <html> is
 * marked with how many products are chosen, so the header's "Compare (n)" shows at once; once the body is parsed its
 * count is painted and follows the list (another tab, the back/forward cache, a tap). A fourth product tapped is
 * refused by the rule, its toggle stays unpressed, and the message says why, on screen and aloud; its Close button
 * is answered here too. The "Compare (n)" button itself waits for the app, which opens the comparison.
 */
export const compareOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: compareToggles.name,
  sets: [...compareToggles.sets, ATTR_COMPARE_COUNT],
  beforeFirstPaint: compareToggles.beforeFirstPaint,
  onPaintedPage(page) {
    const toggles = compareToggles.onPaintedPage(page);
    return {
      answer: (button) => {
        if (button.hasAttribute(ATTR_COMPARE_REFUSED)) {
          hideRefusal(page.doc);
          return 'answered';
        }
        const id = button.hasAttribute(ATTR_COMPARE_TOGGLE) ? button.getAttribute(ATTR_PRODUCT_ID) : null;
        if (id === null) return undefined;
        const refused = isRefused(compareList.read(page.storage, quiet), id);
        const answered = toggles.answer?.(button);
        if (answered === undefined) return undefined;
        if (refused) showRefusal(page.doc, page.announce);
        else hideRefusal(page.doc);
        return answered;
      },
      handOver: toggles.handOver,
      stop: toggles.stop,
    };
  },
};

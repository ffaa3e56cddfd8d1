import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ATTR_AVOID_TOGGLE } from '../../lib/pageContract';
import { useHydrated } from '../../lib/useHydrated';
import { withAvoidList, selectAvoided } from './avoided';
import { isAvoided } from './avoidRules';
import styles from './AvoidToggle.module.css';

/**
 * "Avoid ‹ingredient›": a toggle beside an ingredient of the product page's list, pressed while the shopper avoids it.
 * Marked by the page contract (src/lib/pageContract.ts), so on a painted page a tap marks it at once, by the same
 * rule, before the app runs (./avoidOnThePaintedPage.ts). Its visible word, "Avoid", starts its name, which a speech
 * user says to press it (WCAG 2.5.3).
 */
export function AvoidToggle({ ingredient }: { ingredient: string }) {
  const dispatch = useAppDispatch();
  // Hydrated as prerendered (not pressed), whatever the store holds by then: the painted page's own answer may not
  // have pressed it (its chunk came after the app), and React leaves an attribute as it finds it while hydrating. It
  // is pressed in the render after, from the list.
  const hydrated = useHydrated();
  const avoided = useAppSelector((state) => isAvoided(selectAvoided(state), ingredient));
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={hydrated && avoided}
      {...{ [ATTR_AVOID_TOGGLE]: ingredient }}
      onClick={() => void withAvoidList(dispatch, ({ avoidToggled }) => avoidToggled(ingredient))}
    >
      Avoid<span className="visually-hidden"> {ingredient}</span>
    </button>
  );
}

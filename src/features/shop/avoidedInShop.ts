import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getOrMake } from '../../lib/getOrMake';
import { aheadWhenIdle } from '../../lib/whenIdle';
import { avoidedInProduct, selectAvoided, selectAvoidListKnown, withAvoidList } from '../avoid';
import type { LeftOut, Product } from '../catalog';

// The avoid list as the shop uses it: the panel that shows and empties it, and `?avoid=hide`, which leaves out the
// products holding an ingredient of it. The list itself (its slice, its keeping) comes in its own chunk; the shop only
// says when it wants it.

/**
 * The products holding an ingredient of `avoided` (the avoid list's own rule, `avoidedInProduct`: a card says
 * "Contains …, which you avoid" of exactly these), each asked once: what `?avoid=hide` leaves out. None when nothing
 * is avoided.
 */
export function holdingAvoided(avoided: readonly string[]): LeftOut {
  if (avoided.length === 0) return undefined;
  const answers = new WeakMap<Product, boolean>();
  return (product) => getOrMake(answers, product, () => avoidedInProduct(product, avoided).length > 0);
}

/**
 * The ingredients the shopper avoids, for the shop: undefined until the list has come to the store. It is brought
 * once the page has hydrated: at once when the URL hides what it holds (the results wait for it, so no product that
 * should be hidden shows first), otherwise once the page has loaded and the browser is idle, so the panel knows its
 * count; `bring` brings it at once (the panel opened).
 */
export function useAvoidListInShop(hide: boolean) {
  const dispatch = useAppDispatch();
  const avoided = useAppSelector(selectAvoided);
  // Already here when the list came before this page (Back to a hiding shop renders its grid at once).
  const came = useAppSelector(selectAvoidListKnown);
  const [here, setHere] = useState(came);
  const asked = useRef(false);
  const bring = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    // Settled either way: a list that cannot load (offline before it was ever kept) is no list, and the shop shows all.
    void withAvoidList(dispatch).then(() => {
      setHere(true);
    });
  }, [dispatch]);
  useEffect(() => {
    // Ahead of the panel's opening only for a shopper who does not save data.
    if (!hide) return aheadWhenIdle(window, bring);
    bring();
    return undefined;
  }, [hide, bring]);
  return { avoided: here || came ? avoided : undefined, bring };
}

/**
 * What `?avoid=hide` leaves out of the shop (`leftOut`: nothing when the URL does not ask, or nothing is avoided), and
 * whether that is not known yet (`pending`: the URL asks, and the list is on its way).
 */
export function useHiddenByAvoid(hide: boolean, avoided: readonly string[] | undefined) {
  const leftOut = useMemo(() => (hide && avoided ? holdingAvoided(avoided) : undefined), [hide, avoided]);
  return { leftOut, pending: hide && avoided === undefined };
}

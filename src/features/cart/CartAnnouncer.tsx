import { isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/listeners';
import { announce, announcerOf } from '../../lib/liveRegion';
import { cartLineSaved, describeLeftOut, isLeftOut, movedToCart, savedCheckedAgainstCatalogue } from '../saved';
import { describeLineChange } from './cartAnnouncement';
import { describeCartCheck } from './cartCheckAnnouncement';
import { add, checkedAgainstCatalogue, remove, subtract } from './cartSlice';

/**
 * Tells screen-reader users, through the page's one live region (src/lib/liveRegion.ts), what their last cart change
 * did, wherever they made it (a product card, the product page, the cart, its saved list), and what the catalogue
 * file changed in the cart or the saved list (a new price, a product withdrawn). It listens to those actions while
 * mounted; before the app runs, the entry says the painted page's adds through the same region
 * (./paintedCartTaps.ts). It renders nothing.
 */
export function CartAnnouncer() {
  const dispatch = useAppDispatch();
  // The region is in the page before anything is said in it.
  useEffect(() => {
    announcerOf(document);
  }, []);

  useEffect(
    () =>
      dispatch(
        addAppListener({
          matcher: isAnyOf(
            add,
            subtract,
            remove,
            checkedAgainstCatalogue,
            movedToCart,
            cartLineSaved,
            savedCheckedAgainstCatalogue,
          ),
          effect: (action, api) => {
            const { cart: before, cartCheck, saved } = api.getOriginalState();
            const after = api.getState().cart;
            let text: string | null = null;
            if (checkedAgainstCatalogue.match(action)) {
              text = describeCartCheck(action.payload, before, cartCheck);
            } else if (add.match(action) || movedToCart.match(action)) {
              text = describeLineChange(action.payload.id, before, after);
            } else if (cartLineSaved.match(action)) {
              text = describeLineChange(action.payload.id, before, after, 'saved for later');
            } else if (savedCheckedAgainstCatalogue.match(action)) {
              // Each product once: another tab's list, read against this tab's file, finds it withdrawn each time.
              const untold = action.payload.withdrawn.filter(({ id }) => !isLeftOut(saved.leftOut, id));
              text = untold.length > 0 ? describeLeftOut(untold.map(({ name }) => name)) : null;
            } else if (subtract.match(action) || remove.match(action)) {
              text = describeLineChange(action.payload, before, after);
            }
            if (text !== null) announce(document, text);
          },
        }),
      ),
    [dispatch],
  );

  return null;
}

import { isAnyOf } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/listeners';
import { cartLineSaved, describeLeftOut, isLeftOut, movedToCart, savedCheckedAgainstCatalogue } from '../saved';
import { describeLineChange } from './cartAnnouncement';
import { describeCartCheck } from './cartCheckAnnouncement';
import { add, checkedAgainstCatalogue, remove, subtract } from './cartSlice';

/**
 * A polite live region that tells screen-reader users what their last cart change did, wherever they made it
 * (a product card, the product page, the cart, its saved list), and what the catalogue file changed in the cart or
 * the saved list (a new price, a product withdrawn). It listens to those actions while mounted; before the app runs,
 * the entry says the painted page's adds in a region of its own (./paintedCartTaps.ts).
 */
export function CartAnnouncer() {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');

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
            if (text !== null) setMessage(text);
          },
        }),
      ),
    [dispatch],
  );

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

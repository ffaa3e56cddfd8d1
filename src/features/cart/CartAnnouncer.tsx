import { isAnyOf } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/listeners';
import { describeCartChange } from './cartAnnouncement';
import { add, remove, subtract } from './cartSlice';

/**
 * A polite live region that tells screen-reader users what their last cart change did, wherever they made it
 * (a product card, the product page, the cart). It listens to the shopper's own cart actions while mounted.
 */
export function CartAnnouncer() {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');

  useEffect(
    () =>
      dispatch(
        addAppListener({
          matcher: isAnyOf(add, subtract, remove),
          effect: (action, api) => {
            const text = describeCartChange(action, api.getOriginalState().cart, api.getState().cart);
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

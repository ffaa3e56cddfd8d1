import { useEffect } from 'react';
import { loadCart, syncedFromStorage } from '../features/cart';
import { useAppDispatch } from './hooks';
import type { AppThunk } from './store';

/** Reads the saved cart through the store's own storage, as `syncedFromStorage`: never saved back. */
const restoreSavedCart =
  (): AppThunk =>
  (dispatch, _getState, { storage }) => {
    dispatch(syncedFromStorage(loadCart(storage)));
  };

/**
 * Reads the saved cart into the store once the first render is on screen (an effect: never on the server).
 * A prerendered page and the browser's first render both show an empty cart, since storage exists only in the
 * browser and both renders must match; this then brings the shopper's cart in. The server renders it too
 * (src/prerender.tsx), so both trees have the same shape and React's generated ids match.
 */
export function RestoreSavedCart() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(restoreSavedCart());
  }, [dispatch]);
  return null;
}

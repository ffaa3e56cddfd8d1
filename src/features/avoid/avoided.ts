import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/hooks';
import { announce } from '../../lib/liveRegion';
import { useHydrated } from '../../lib/useHydrated';
import { aheadWhenIdle } from '../../lib/whenIdle';
import { avoidedInProduct } from './avoidRules';

// What every page that shows a product needs of the avoid list, small enough for the app's chunk: whether the list
// holds anything, and when to bring the rest. The rest (the slice, its keeping in storage) comes in the list's own
// chunk (./avoidFeature.ts): when storage holds a list as the store starts (./avoidStart.ts), when another tab keeps
// one, once idle on a page that shows the toggles or the list (a product page, the shop), or at the first tap.

const NONE: readonly string[] = [];

/** The ingredients the shopper avoids: none until the list has come to the store. */
export const selectAvoided = (state: RootState): readonly string[] => state.avoid?.names ?? NONE;

/** Whether the list has come to the store and been read: what it avoids is known. */
export const selectAvoidListKnown = (state: RootState): boolean => state.avoid?.read === true;

/** The list's chunk. */
const loadAvoidList = () => import(/* webpackChunkName: "avoid" */ './avoidFeature');

/** Brings the list to the store (./avoidFeature.ts), then dispatches `act` of it, if given: a tap on the list. */
export async function withAvoidList(
  dispatch: AppDispatch,
  act?: (feature: Awaited<ReturnType<typeof loadAvoidList>>) => UnknownAction,
): Promise<void> {
  try {
    const feature = await loadAvoidList();
    feature.bringAvoidList(dispatch);
    if (act) dispatch(act(feature));
  } catch (error) {
    // Said to the shopper, in the page's live region: the tap did nothing.
    announce(document, 'Your list of ingredients to avoid could not be loaded. Check the connection and try again.');
    console.warn('The ingredients you avoid could not be loaded.', error);
  }
}

/** The ingredients of `product`'s list that the shopper avoids, in label order; none while the page hydrates. */
export function useAvoidedIn(product: object): string[] {
  const hydrated = useHydrated();
  const avoided = useAppSelector(selectAvoided);
  return useMemo(() => (hydrated ? avoidedInProduct(product, avoided) : []), [hydrated, product, avoided]);
}

/**
 * Brings the list to the store once the page has loaded and is idle: a page that shows its toggles (the product
 * page's ingredients) then answers the first tap on one in the same frame, not after its chunk's round trip.
 */
export function useAvoidListReady(): void {
  const dispatch = useAppDispatch();
  // Nothing ahead for a shopper who saves data: the first tap brings it.
  useEffect(() => aheadWhenIdle(window, () => void withAvoidList(dispatch)), [dispatch]);
}

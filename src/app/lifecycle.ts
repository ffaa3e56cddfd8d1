import { createAction } from '@reduxjs/toolkit';

/**
 * The browser's store is made (src/app/start.tsx): the kept cart is read now, and followed from here on
 * (src/features/cart/keptCartListeners.ts). Never dispatched while the build prerenders.
 */
export const booted = createAction('app/booted');

/**
 * The app's first render is on screen and its effects have run. Whatever differs between the prerendered page and
 * the browser (the kept cart's lines, a query the server never saw) shows from here on, never during hydration.
 */
export const appStarted = createAction('app/started');

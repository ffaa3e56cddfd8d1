import { createAction } from '@reduxjs/toolkit';

/**
 * The browser's store is made: the boot (src/main.tsx) has it before the app's scripts arrive, and the painted page
 * answers taps through it from here on. The saved cart is read now (src/features/cart/cartPersistence.ts).
 */
export const booted = createAction('app/booted');

/** The app has given the boot's store the catalogue's reducers and middleware (src/app/store.ts). */
export const catalogAttached = createAction('app/catalogAttached');

/**
 * The app's first render is on screen and its effects have run. Whatever differs between the prerendered page and
 * the browser (the saved cart's lines, a query the server never saw) shows from here on, never during hydration.
 */
export const appStarted = createAction('app/started');

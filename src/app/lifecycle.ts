import { createAction } from '@reduxjs/toolkit';

/**
 * The app's first render is on screen and its effects have run. Features that need the browser (the saved cart)
 * start from here, never during a render: the prerendered page and the browser's first render must match.
 */
export const appStarted = createAction('app/started');

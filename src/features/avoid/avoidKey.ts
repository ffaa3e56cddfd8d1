/**
 * Where the ingredients the shopper avoids are kept in the browser's storage (./avoidList.ts). A module of its own:
 * the store's start looks for it (./avoidStart.ts) without the list.
 */
export const AVOID_KEY = 'avoid';

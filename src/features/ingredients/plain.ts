// What's in the jar without React or CSS: what runs outside the page, such as the operators' catalogue check in Node
// (src/features/catalog/catalogCheck.ts) and the routine finder's rules it loads (src/features/routine/). The pages
// use ./index.ts.
export { detailProblems } from './detailChecks';
export { FREE_FROM, isFreeFrom, isSkinType, readDetails, SKIN_TYPES, USE_TIMES } from './details';
export type { FreeFrom, ProductDetails, SkinType, UseTime } from './details';
export { FREE_FROM_WORDS, SKIN_WORDS } from './words';

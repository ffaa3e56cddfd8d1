// The catalogue without React, the store or CSS: what runs outside the page, such as the operators' check in Node
// and the routine finder's rules (src/features/routine/routineRules.ts). The pages use ./index.ts.
export { isNeed, NEEDS } from './needs';
export type { Need } from './needs';
export type { Product } from './types';

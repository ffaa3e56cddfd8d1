// The routine finder without React or CSS, for what runs outside the page: the operators' catalogue check in Node
// (src/features/catalog/catalogCheck.ts) warns of a product whose type fills no step.
export { STEP_OF_TYPE, stepOfType } from './routineRules';
export type { StepName } from './routineRules';

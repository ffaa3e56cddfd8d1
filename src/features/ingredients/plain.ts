// What's in the jar without React or CSS: what runs outside the page, such as the operators' catalogue check in Node
// (src/features/catalog/catalogCheck.ts). The pages use ./index.ts.
export { detailProblems } from './detailChecks';

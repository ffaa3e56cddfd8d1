// Types of scripts/webpack/droppable-react-router.cjs for the TypeScript that imports it
// (test/build/droppableReactRouter.test.ts). Its default export is the webpack loader.

/** The module's source with its React definitions made droppable (see the .cjs). */
export function makeDefinitionsDroppable(source: string): string;

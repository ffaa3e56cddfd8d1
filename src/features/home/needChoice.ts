// What the home page's need filter writes in its markup and the painted page reads back (./sections/CategoryProducts.tsx,
// ./needsOnThePaintedPage.ts). No imports: the entry carries it.

/** Between the choices of `ATTR_SHOWN_FOR`: no need's name holds it. */
const SEPARATOR = '|';

/** The value of `ATTR_SHOWN_FOR` for what shows for `choices`. */
export function shownFor(choices: readonly string[]): string {
  return choices.join(SEPARATOR);
}

/** Whether what `ATTR_SHOWN_FOR` says (`value`) shows for `choice`. */
export function showsFor(value: string | null, choice: string): boolean {
  return value?.split(SEPARATOR).includes(choice) === true;
}

/** The name of the list of a choice's products. */
export function needListName(choice: string): string {
  return `${choice} products`;
}

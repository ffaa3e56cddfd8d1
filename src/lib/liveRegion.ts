/** The id of the page's one polite live region: a feature says a short message through it (`announce`). */
export const ANNOUNCER_ID = 'mossbloom-announcer';

/**
 * The page's one polite live region, outside the app's root: made once, by the entry on a built page (a region must
 * be in the page before what it says, or a screen reader may not read it), by the app where no entry ran before it.
 * The painted page speaks through it until the app starts, and the app from then on.
 */
export function announcerOf(doc: Document): HTMLElement {
  const found = doc.getElementById(ANNOUNCER_ID);
  if (found) return found;
  const region = doc.createElement('div');
  region.id = ANNOUNCER_ID;
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  doc.body.append(region);
  return region;
}

/** Says `message` politely, once (a screen reader reads each new text once; the same text again is not news). */
export function announce(doc: Document, message: string): void {
  const region = announcerOf(doc);
  if (region.textContent !== message) region.textContent = message;
}

/** Empties the region: what the painted page said last is not left for the app's page to be read with. */
export function hushAnnouncer(doc: Document): void {
  const region = doc.getElementById(ANNOUNCER_ID);
  if (region) region.textContent = '';
}

/**
 * A polite live region of its own, outside the app's root, for what is said before the app runs. Returns a function
 * that says `message` (a screen reader reads each new text once).
 */
export function createLiveRegion(doc: Document): (message: string) => void {
  const region = doc.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  doc.body.append(region);
  return (message) => {
    region.textContent = message;
  };
}

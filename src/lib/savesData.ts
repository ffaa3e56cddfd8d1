/**
 * Whether the shopper asked the browser to save data (Chromium's `navigator.connection.saveData`): then nothing is
 * fetched ahead of what they open. Safari and Firefox have no `navigator.connection`: no.
 */
export function savesData(): boolean {
  // An `if`, which the browser policy's lint reads as the check it is.
  if ('connection' in navigator && typeof navigator.connection === 'object' && navigator.connection !== null) {
    return 'saveData' in navigator.connection && navigator.connection.saveData === true;
  }
  return false;
}

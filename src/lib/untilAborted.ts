/**
 * Resolves once `signal` aborts, having called `atAbort` the moment it did. A store's listener that keeps the window's
 * listeners while it runs awaits it with the function that removes them: removed by hand, not with addEventListener's
 * `signal` option, which rejects a signal from another realm than the window's (jsdom).
 */
export function untilAborted(signal: AbortSignal, atAbort: () => void): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      atAbort();
      resolve();
    };
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
  });
}

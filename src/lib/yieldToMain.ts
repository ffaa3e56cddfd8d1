/**
 * Resolves in a new task of the browser's event loop, so that the work before and after it are two tasks: the
 * browser can paint and answer input in between. The store's start-up is a chain of such steps, none long enough
 * to hold a slow phone's main thread (src/app/start.tsx).
 *
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued work); otherwise a
 * message on a MessageChannel. Never a timer: a page whose clock is paused (a test's fake clock) or throttled (a
 * background tab) must still start.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

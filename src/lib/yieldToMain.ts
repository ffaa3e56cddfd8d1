/**
 * Resolves in a new task, so the browser can paint and answer input between the work before and after it.
 * `scheduler.yield()` where there is one, else a MessageChannel message; never a timer (docs/decisions/0002).
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

/**
 * jsdom plays no media (its play() and pause() only say "not implemented"): these act as a browser's do on a muted
 * video, so a test can read `paused` after the store started or paused it.
 */
export function playMediaLikeABrowser() {
  const playing = new WeakSet<HTMLMediaElement>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return !playing.has(this);
    },
  });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    playing.add(this);
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    playing.delete(this);
  };
}

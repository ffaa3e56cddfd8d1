/**
 * jsdom lays nothing out and has no IntersectionObserver. `useScreen()` gives the test one whose screen it moves: an
 * element shows on screen when the test says so (`screenShows(element)`), as a scroll or an opened menu would have
 * it in a browser.
 */
import { afterEach, beforeEach } from '@jest/globals';

class ScreenObserver {
  static all = new Set<ScreenObserver>();
  readonly watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    ScreenObserver.all.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
    ScreenObserver.all.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  show(element: Element) {
    if (!this.watched.has(element)) return;
    const box = element.getBoundingClientRect();
    const entry = {
      target: element,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: box,
      intersectionRect: box,
      rootBounds: null,
      time: performance.now(),
    };
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

export function useScreen() {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: ScreenObserver,
    });
  });
  afterEach(() => {
    for (const observer of ScreenObserver.all) observer.disconnect();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
}

/** `element` now shows on screen: each observer watching it is told, as the browser tells it after a frame. */
export function screenShows(element: Element) {
  for (const observer of ScreenObserver.all) observer.show(element);
}

/** Whether any observer watches `element`, i.e. it would be told when the element shows. */
export function screenWatches(element: Element): boolean {
  return [...ScreenObserver.all].some((observer) => observer.watched.has(element));
}

/** How many observers watch the screen: none when nothing asked to. */
export function screenObservers(): number {
  return ScreenObserver.all.size;
}

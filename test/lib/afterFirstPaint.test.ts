import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from '../../src/lib/afterFirstPaint';

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
}

/**
 * Stands in for the browser's Image (jsdom loads no pictures): each probe is complete at once when the picture
 * has finished downloading, or waits for the test to `finish('load' | 'error')` it.
 */
function pictureDownload({ finished }: { finished: boolean }) {
  const probes: FakeImage[] = [];
  class FakeImage extends EventTarget {
    src = '';
    get complete() {
      return finished;
    }
    constructor() {
      super();
      probes.push(this);
    }
  }
  Object.defineProperty(window, 'Image', { value: FakeImage, configurable: true });
  return {
    finish(outcome: 'load' | 'error') {
      finished = true;
      for (const probe of probes) probe.dispatchEvent(new Event(outcome));
    },
    probedUrls: () => probes.map((probe) => probe.src),
  };
}

/** A PerformanceObserver (jsdom has none) whose paint entries the test reports with `paint()`. */
function paintObserver({ painted }: { painted: boolean }) {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
  const entriesList = (): PerformanceObserverEntryList =>
    ({
      getEntriesByName: (name: string) =>
        painted && name === 'first-contentful-paint' ? [{ name, entryType: 'paint' } as PerformanceEntry] : [],
    }) as unknown as PerformanceObserverEntryList;
  class FakeObserver {
    static readonly supportedEntryTypes = ['paint', 'resource'];
    private readonly registration;
    constructor(callback: PerformanceObserverCallback) {
      this.registration = { callback, self: this as unknown as PerformanceObserver };
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.add(this.registration);
      if (painted) this.registration.callback(entriesList(), this.registration.self);
    }
    disconnect() {
      observers.delete(this.registration);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint() {
      painted = true;
      for (const { callback, self } of [...observers]) callback(entriesList(), self);
    },
    observing: () => observers.size,
  };
}

function preloadPicture(href = '/images/hero-1.svg') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
  return link;
}

/** The page's #root, as the browser entry passes it. */
function root() {
  const element = document.getElementById('root');
  if (!element) throw new Error('the test page has no #root');
  return element;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><h1>Dew Drop Serum</h1></div>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('waits for the first contentful paint, then stops observing', async () => {
    const paints = paintObserver({ painted: false });
    const painted = afterFirstPaint(root());
    expect(await settled(painted)).toBe(false);
    paints.paint();
    expect(await settled(painted)).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  describe('the second after the load, for a paint not reported', () => {
    // A fake clock: each test moves the page's timer on itself.
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('resolves without a reported paint a second after the page has loaded, and not before', async () => {
      const paints = paintObserver({ painted: false });
      expect(document.readyState).toBe('complete');
      const painted = afterFirstPaint(root());
      // Two frames are not enough: Chromium reports a paint once it is on the screen, later on a busy machine.
      jest.advanceTimersByTime(999);
      expect(await settled(painted)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(painted)).toBe(true);
      expect(paints.observing()).toBe(0);
    });

    it('stops its timer once the paint is reported', async () => {
      const paints = paintObserver({ painted: false });
      const painted = afterFirstPaint(root());
      expect(jest.getTimerCount()).toBe(1);
      paints.paint();
      expect(await settled(painted)).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    });

    it('on a page still loading, counts from the load, and not once the paint is reported', async () => {
      const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      const paints = paintObserver({ painted: false });
      const unreported = afterFirstPaint(root());
      jest.advanceTimersByTime(5000);
      expect(await settled(unreported)).toBe(false);
      expect(jest.getTimerCount()).toBe(0);
      loading.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
      expect(await settled(unreported)).toBe(true);

      loading.mockReturnValue('loading');
      const reported = afterFirstPaint(root());
      paints.paint();
      expect(await settled(reported)).toBe(true);
      window.dispatchEvent(new Event('load'));
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('resolves at once when the page painted before it was asked', async () => {
    paintObserver({ painted: true });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
  });

  it('also waits for the preloaded main picture', async () => {
    paintObserver({ painted: true });
    const link = preloadPicture();
    const download = pictureDownload({ finished: false });
    const painted = afterFirstPaint(root());
    expect(await settled(painted)).toBe(false);
    expect(download.probedUrls()).toEqual([link.href]);
    download.finish('load');
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a picture that failed to load', async () => {
    paintObserver({ painted: true });
    preloadPicture();
    const download = pictureDownload({ finished: false });
    const painted = afterFirstPaint(root());
    download.finish('error');
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a picture that finished downloading before it was asked', async () => {
    paintObserver({ painted: true });
    preloadPicture();
    pictureDownload({ finished: true });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
  });

  it('ignores pictures preloaded without high priority (not the page’s main one)', async () => {
    paintObserver({ painted: true });
    preloadPicture('/images/other.svg').removeAttribute('fetchpriority');
    const download = pictureDownload({ finished: false });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
    expect(download.probedUrls()).toEqual([]);
  });

  it('does not wait for a paint on a page with nothing prerendered (the app renders it)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const paints = paintObserver({ painted: false });
    preloadPicture();
    pictureDownload({ finished: false });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('does not wait for a paint in a hidden tab, which paints nothing until shown', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    paintObserver({ painted: false });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
  });

  it('starts at once where paints are not reported', async () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    expect(await settled(afterFirstPaint(root()))).toBe(true);
  });
});

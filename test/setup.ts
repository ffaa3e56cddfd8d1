import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { forgetTheLiveRegion, hidePopoversAsABrowserWithoutThem } from './support/dom';
import { playMediaLikeABrowser } from './support/media';

// findBy* and waitFor give up after 5 s instead of 1 s: a loaded CI machine can take longer than a second to
// load a lazy page module or answer from the loopback catalogue server.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Tests of the build's scripts run in Node (`@jest-environment node`), without a page.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  // jsdom has no layout, so no scrolling: record the calls instead.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
  playMediaLikeABrowser();
  hidePopoversAsABrowserWithoutThem();
});

afterEach(() => {
  jest.useRealTimers();
  if (typeof document !== 'undefined') forgetTheLiveRegion();
});

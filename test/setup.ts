import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { ANNOUNCER_ID } from '../src/lib/liveRegion';
import { hidePopoversAsABrowserWithoutThem } from './support/dom';
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
  // The page's live region lives outside the roots a test renders into, which the Testing Library removes: what one
  // test said must not be read by the next. No query of the Testing Library removes an element.
  // eslint-disable-next-line testing-library/no-node-access
  if (typeof document !== 'undefined') document.getElementById(ANNOUNCER_ID)?.remove();
});

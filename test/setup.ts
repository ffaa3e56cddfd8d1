import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';

beforeEach(() => {
  window.localStorage.clear();
  // jsdom has no layout, so no scrolling: record the calls instead.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
});

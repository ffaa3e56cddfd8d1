import { jest } from '@jest/globals';

/**
 * jsdom has no matchMedia. This answers each query from `matches` (false when not listed), e.g.
 * `{ '(prefers-reduced-motion: reduce)': true }`.
 */
export function mockMatchMedia(matches: Record<string, boolean> = {}) {
  const matchMedia = jest.fn((query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

export function removeMatchMedia() {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: undefined });
}

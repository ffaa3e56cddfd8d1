/*
 * The few places a test must look at the DOM itself, because no role or label describes what it checks:
 * where keyboard focus is, the value beside a term in a description list, a decorative video, the products a
 * prerendered page carries for the script (src/features/catalog/pageSnapshot.ts), the stylesheet jsdom lacks, the
 * hints in the <head>, the page's live region, which lives outside the roots a test renders into, and the card or
 * cart line that holds an element (an `article` or `li` has no name of its own).
 */
/* eslint-disable testing-library/no-node-access -- see above: these have no accessible query */
import { act, screen } from '@testing-library/react';
import { ANNOUNCER_ID } from '../../src/lib/liveRegion';
import { PAGE_SNAPSHOT_ID } from '../../src/lib/pageContract';

export function focusedElement(): Element | null {
  return document.activeElement;
}

/** Moves keyboard focus out of whatever holds it, as tabbing away would. */
export function blurFocus() {
  act(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

/** The value shown beside a term of a description list, e.g. the order summary's 'Total'. */
export function describedValue(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

export function queryVideo(): HTMLVideoElement | null {
  return document.querySelector('video');
}

/** The products a prerendered page carries for its script, as JSON: not part of what a shopper sees. */
export function paintedSnapshotBlock(): HTMLElement | null {
  return document.getElementById(PAGE_SNAPSHOT_ID);
}

/**
 * jsdom has no popovers and reads none of the site's stylesheet: as in a browser without popovers
 * (src/styles/global.css), the popovers a painted page holds for other browsers are not shown.
 */
export function hidePopoversAsABrowserWithoutThem() {
  if (document.getElementById('no-popovers')) return;
  const style = document.createElement('style');
  style.id = 'no-popovers';
  style.textContent = '[popover] { display: none; }';
  document.head.append(style);
}

/** The chunks the page asked the browser to prefetch (src/lib/chunkHint.ts): each one's `as` and address. */
export function prefetchHints(): [string | null, string | null][] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);
}

/** The chunks the page asked the browser to preload (src/lib/chunkHint.ts): each one's `as`, address and priority. */
export function preloadHints(): [string | null, string | null, string | null][] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);
}

/**
 * Removes the page's one live region (src/lib/liveRegion.ts) after a test: the Testing Library removes only the roots
 * it rendered, and what one test said must not be read by the next.
 */
export function forgetTheLiveRegion() {
  document.getElementById(ANNOUNCER_ID)?.remove();
}

/** What holds `element`, found by `selector` (a card's `article`, a cart's `li`), to look within it. */
export function holderOf(element: HTMLElement, selector: string): HTMLElement {
  const holder = element.closest<HTMLElement>(selector);
  if (!holder) throw new Error(`Nothing of ${selector} holds this element.`);
  return holder;
}

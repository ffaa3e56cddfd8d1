/** How the page was loaded: 'navigate' (a link, a typed address, a form), 'reload' or 'back_forward'. */
export function navigationType(view: Window): NavigationTimingType {
  // None where the browser keeps no timing.
  const [entry] = view.performance.getEntriesByType('navigation');
  return entry?.type ?? 'navigate';
}

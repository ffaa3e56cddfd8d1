/** How the page was loaded: 'navigate' (a link, a typed address, a form), 'reload' or 'back_forward'. */
export function navigationType(view: Window): NavigationTimingType {
  // The navigation entries are PerformanceNavigationTiming by the spec; none where the browser keeps no timing.
  const [entry] = view.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

import { whenLoadedAndIdle } from './whenIdle';

/**
 * Calls `seen` once for each link of `doc` as it first shows on screen (any part of it in the viewport; a link in a
 * closed menu shows once the menu opens), the links a page renders later too; a link the page removes is let go. It
 * starts once the page has loaded (its pictures on screen) and the browser is idle, so what it leads to takes nothing
 * from the first paint. A link is watched by its element: one whose `href` changes after it has shown is not seen
 * again. Nothing in a browser without IntersectionObserver. Returns the function that stops.
 */
export function watchSeenLinks(doc: Document, seen: (link: HTMLAnchorElement) => void): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function') return () => undefined;
  const inView = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      seen(entry.target as HTMLAnchorElement);
    }
  });
  const linksIn = (node: Node): HTMLAnchorElement[] => {
    if (!(node instanceof win.Element)) return [];
    const links = [...node.querySelectorAll<HTMLAnchorElement>('a[href]')];
    return node instanceof win.HTMLAnchorElement && node.hasAttribute('href') ? [node, ...links] : links;
  };
  const rendered = new win.MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => {
        for (const link of linksIn(node)) inView.unobserve(link);
      });
      record.addedNodes.forEach((node) => {
        for (const link of linksIn(node)) inView.observe(link);
      });
    }
  });
  const cancel = whenLoadedAndIdle(win, () => {
    for (const link of linksIn(doc.body)) inView.observe(link);
    rendered.observe(doc.body, { childList: true, subtree: true });
  });
  return () => {
    cancel();
    rendered.disconnect();
    inView.disconnect();
  };
}

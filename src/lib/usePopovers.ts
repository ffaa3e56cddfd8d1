import { useSyncExternalStore } from 'react';
import { supportsPopover } from './popover';

// Apart from ./popover.ts, which the entry carries: this one needs React.

const noChanges = () => () => undefined;

/**
 * In a component: whether its menus are popovers the browser handles. While a prerendered page hydrates, true, as
 * the page was written; then whether this browser has them. Where it does not, the component renders the menu it
 * opens and closes itself.
 */
export function usePopovers(): boolean {
  return useSyncExternalStore(noChanges, supportsPopover, () => true);
}

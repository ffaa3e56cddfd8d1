import type { UnknownAction } from '@reduxjs/toolkit';

// What an action says of what it read from storage: the store's side of following the browser's storage
// (./storage.ts's `followStorage`), kept apart so the entry, which follows storage before the store exists, carries
// none of it.

/**
 * What an action that read storage, or checked what it read, says of it: `followed` when storage changed under the
 * page (another tab wrote it, or the page came back from the back/forward cache), not read at start-up. What a page
 * makes of what it followed is shown, never written back: the other tab's catalogue file may differ from this one's,
 * and two tabs writing back each other's reading would never settle.
 */
export type FollowedMeta = { followed: boolean };

/** An action's payload with its `FollowedMeta`: a slice's `prepare` for the actions that read or check storage. */
export const followedOrNot = <Payload>(
  payload: Payload,
  followed = false,
): { payload: Payload; meta: FollowedMeta } => ({
  payload,
  meta: { followed },
});

/** Whether an action says it was `followed` from another tab's save (`FollowedMeta`). */
export const isFollowed = (action: UnknownAction): boolean =>
  typeof action.meta === 'object' && action.meta !== null && 'followed' in action.meta && action.meta.followed === true;

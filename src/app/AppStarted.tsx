import { useEffect } from 'react';
import { useAppDispatch } from './hooks';
import { appStarted } from './lifecycle';

/**
 * Says the app has started once its first render is committed: rendered last, its effect runs after every other.
 * From here on the pages show what only the browser knows (the kept cart's lines), then `onStarted` runs.
 * The prerender renders it too, so both trees have the same shape and React's generated ids match.
 */
export function AppStarted({ onStarted }: { onStarted?: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(appStarted());
    onStarted?.();
  }, [dispatch, onStarted]);
  return null;
}

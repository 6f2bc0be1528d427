import { lazy } from 'react';

/**
 * The live unread channel (features/message/use-unread-counts.ts) as a component that renders
 * nothing, loaded only once someone is signed in: its event stream and contracts are not in a
 * visitor's first load.
 */
export const UnreadLive = lazy(async () => {
  const { useUnreadLive } = await import('@/features/message/use-unread-counts');
  function UnreadLiveChannel() {
    useUnreadLive();

    return null;
  }

  return { default: UnreadLiveChannel };
});

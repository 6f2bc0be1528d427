import { useEffect, useSyncExternalStore } from 'react';
import { currentFlashNotice, dismissFlashNotice, subscribeFlashNotice } from '@/lib/flash-notice';

/** How long a notice stays, as antd's message does by default. */
export const FLASH_NOTICE_MS = 3000;

/**
 * The notice of lib/flash-notice.ts, in plain markup (the layout loads no Ant Design), styled like
 * antd's message so both kinds of toast look alike. A live region, so screen readers say it too.
 * Its time runs only once the next page has `settled` (loaded), so a slow page load cannot use it up.
 */
export function FlashNoticeOutlet({ settled = true }: { settled?: boolean }) {
  const notice = useSyncExternalStore(subscribeFlashNotice, currentFlashNotice, () => null);

  useEffect(() => {
    if (!notice || !settled) return;
    const timer = window.setTimeout(() => dismissFlashNotice(notice.id), FLASH_NOTICE_MS);

    return () => window.clearTimeout(timer);
  }, [notice, settled]);

  return (
    <div className="flash-notice" role="status" aria-live="polite">
      {notice && (
        <span key={notice.id} className={`flash-notice__text flash-notice__text--${notice.tone}`}>
          {notice.text}
        </span>
      )}
    </div>
  );
}

import type { Notification } from '@frog/contracts';
import { Link } from 'react-router';
import { isSameSitePath } from '@/lib/same-site-path';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';
import { NotificationIcon } from './notification-icon';

type NotificationItemProps = { notice: Notification; onOpen: (notice: Notification) => void };

/**
 * One notice: unread dot, title, body and time (relative, the exact time on hover). The whole
 * notice links to what it is about; opening it marks it read.
 */
export function NotificationItem({ notice, onOpen }: NotificationItemProps) {
  const content = (
    <>
      <NotificationIcon kind={notice.kind} />
      <div className="notice__main">
        <div className="notice__head">
          <span className="notice__title">
            {!notice.read && <span className="notice__dot" role="img" aria-label="未读" />}
            {notice.title}
          </span>
          <time className="notice__time" dateTime={notice.createdAt} title={formatDateTime(notice.createdAt)}>
            {formatRelativeTime(notice.createdAt)}
          </time>
        </div>
        {notice.body && <p className="notice__body">{notice.body}</p>}
      </div>
    </>
  );
  const className = `notice inbox-row${notice.read ? '' : ' is-unread'}`;
  const link = notice.link && isSameSitePath(notice.link) ? notice.link : null;

  return (
    <li>
      {link ? (
        <Link to={link} className={className} onClick={() => onOpen(notice)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(notice)}>
          {content}
        </button>
      )}
    </li>
  );
}

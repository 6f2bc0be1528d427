import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { messageHref, unreadLabel } from '../lib/message-entry';
import { useUnreadCounts } from '../use-unread-counts';
import './message.css';

/** The top bar's bell: the total unread, leading to the tab that has news. */
export function MessageEntry() {
  const counts = useUnreadCounts();
  const total = counts?.total ?? 0;

  return (
    <Link to={messageHref(counts)} className="message-entry" aria-label={unreadLabel('消息', total)}>
      <Badge count={total} size="small" overflowCount={99} offset={[2, -2]}>
        <BellOutlined className="message-entry__icon" aria-hidden="true" />
      </Badge>
    </Link>
  );
}

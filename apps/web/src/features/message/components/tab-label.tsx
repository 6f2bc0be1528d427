import { Badge } from 'antd';
import './message.css';

/** A message tab's name with its unread count (nothing when there is none); heard as 系统通知，3 条未读. */
export function UnreadTabLabel({ name, count }: { name: string; count: number | undefined }) {
  return (
    <span className="unread-tab">
      {name}
      {count ? (
        <>
          <Badge count={count} size="small" overflowCount={99} aria-hidden="true" />
          <span className="visually-hidden">，{count} 条未读</span>
        </>
      ) : null}
    </span>
  );
}

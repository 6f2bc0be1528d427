import type { AdminUserRef } from '@frog/contracts';
import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A user in a console row: nickname linking to their profile, then id and phone for finding them. */
export function UserRef({ user }: { user: AdminUserRef }) {
  return (
    <span className="admin-user-ref">
      <Link to={paths.user.href(user.slug)}>{user.nickname || '（未设置昵称）'}</Link>
      <span className="admin-muted">
        ID {user.id} · {user.phone}
      </span>
    </span>
  );
}

/**
 * An order's 买家 and 创作者 rows, for inside a Descriptions (a function, not a component: Descriptions
 * reads its items from its children, fragments flattened).
 */
export function partyItems(order: { buyer: AdminUserRef; creator: AdminUserRef }) {
  return (
    <>
      <Descriptions.Item label="买家">
        <UserRef user={order.buyer} />
      </Descriptions.Item>
      <Descriptions.Item label="创作者">
        <UserRef user={order.creator} />
      </Descriptions.Item>
    </>
  );
}

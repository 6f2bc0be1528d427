import type { AdminUserRef } from '@frog/contracts';
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

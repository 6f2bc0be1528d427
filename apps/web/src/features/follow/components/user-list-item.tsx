import type { UserCard } from '@frog/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { FollowButton } from './follow-button';

/** A user in a list (search results, follow lists): avatar, nickname, bio, followers, follow button. */
export function UserListItem({ user }: { user: UserCard }) {
  return (
    <li className="user-list-item">
      <Link to={paths.user.href(user.slug)} className="user-list-item__main">
        <UserAvatar avatarUrl={user.avatarUrl} nickname={user.nickname} size={48} />
        <span className="user-list-item__text">
          <span className="user-list-item__name">
            <strong>{user.nickname}</strong>
            {user.isCreator && (
              <Tag color="green" bordered={false}>
                创作者
              </Tag>
            )}
          </span>
          <small className="user-list-item__bio">{user.bio || '这个人很懒，什么都没写'}</small>
          <small className="user-list-item__meta">
            @{user.slug} · {user.followerCount} 粉丝
          </small>
        </span>
      </Link>
      {user.abilities.follow && (
        <FollowButton userId={user.id} isFollowing={user.isFollowing} size="middle" />
      )}
    </li>
  );
}

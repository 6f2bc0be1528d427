import { LockOutlined } from '@ant-design/icons';
import type { UnlockedPost } from '@frog/contracts';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { useMyUnlocked } from '../api/get-my-unlocked';
import { PagedList } from './list-states';

function UnlockedRow({ item }: { item: UnlockedPost }) {
  const cover = item.post.coverUrl ? (
    <img className="unlocked-post__cover" src={item.post.coverUrl} alt="" />
  ) : (
    <div className="unlocked-post__cover unlocked-post__cover--empty" aria-hidden="true">
      <LockOutlined />
    </div>
  );

  return (
    <article className="unlocked-post" aria-label={item.post.title}>
      {cover}
      <div className="unlocked-post__body">
        <h3 className="unlocked-post__title">
          {item.post.available ? (
            <Link to={paths.post.href(item.post.id)}>{item.post.title}</Link>
          ) : (
            <span>{item.post.title}</span>
          )}
        </h3>
        <Link to={paths.user.href(item.creator.slug)} className="unlocked-post__creator">
          <UserAvatar nickname={item.creator.nickname} avatarUrl={item.creator.avatarUrl} size={22} />
          <span>{item.creator.nickname}</span>
        </Link>
        <p className="unlocked-post__meta">
          {item.post.available ? '' : '作品已下架 · '}解锁于 {formatDateTime(item.unlockedAt)}
        </p>
      </div>
    </article>
  );
}

/** 我的支持 → 已解锁: posts the supporter unlocked, newest first, linking to them. */
export function UnlockedPosts() {
  const unlocked = useMyUnlocked();
  const items = unlocked.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <PagedList query={unlocked} count={items.length} empty="还没有解锁过作品。解锁的付费作品会一直留在这里">
      {items.map((item) => (
        <UnlockedRow key={item.post.id} item={item} />
      ))}
    </PagedList>
  );
}

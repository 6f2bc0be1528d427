import type { PublicUser } from '@frog/contracts';
import { Link } from 'react-router';
import { PlainRetry } from '@/components/plain-retry';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useFeaturedCreators } from '../api/get-featured-creators';

function CreatorCard({ creator }: { creator: PublicUser }) {
  return (
    <Link to={paths.user.href(creator.slug)} className="promo-creator">
      <UserAvatar nickname={creator.nickname} avatarUrl={creator.avatarUrl} size={64} />
      <h3 className="promo-creator__name">{creator.nickname}</h3>
      <p className="promo-creator__bio">{creator.bio || '这位创作者还没有写简介。'}</p>
      <span className="promo-creator__link">查看主页 →</span>
    </Link>
  );
}

/** Featured creators from /api/promotion/featured-creators. Plain markup: `/` loads no Ant Design. */
export function FeaturedCreators() {
  const { data, isPending, isError, refetch } = useFeaturedCreators();

  return (
    <section className="promo-section">
      <h2 className="promo-section__title">推荐创作者</h2>
      {isPending && (
        <div className="frog-skeleton" role="status" aria-label="加载中">
          <span />
          <span />
          <span />
        </div>
      )}
      {isError && (
        <PlainRetry
          text="暂时无法加载推荐创作者"
          className="promo-creators__failed"
          onRetry={() => refetch()}
        />
      )}
      {data && data.list.length === 0 && (
        <p className="promo-creators__empty">还没有推荐的创作者，快来成为第一位吧</p>
      )}
      {data && data.list.length > 0 && (
        <div className="promo-creators">
          {data.list.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} />
          ))}
        </div>
      )}
    </section>
  );
}

import './series.css';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthorSeries } from '../api/list-author-series';

/** A profile's 合集 section: each series with its post count; nothing when the creator has none. */
export function ProfileSeries({ authorId }: { authorId: number }) {
  const { data: series } = useAuthorSeries(authorId);
  if (!series || series.length === 0) return null;

  return (
    <section className="profile-section" aria-label="合集">
      <h2 className="profile-section__title">合集</h2>
      <div className="profile-series">
        {series.map((one) => (
          <Link key={one.id} className="profile-series__card" to={paths.series.href(one.id)}>
            <strong>{one.title}</strong>
            <span>共 {one.postCount} 篇</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

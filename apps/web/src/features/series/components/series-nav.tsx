import './series.css';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePostSeriesNav } from '../api/get-post-series-nav';

/**
 * The post page's series bar: the series, this post's place in it, 上一篇 / 下一篇. Plain markup: the
 * post page loads no Ant Design at first. Nothing when the post is in no series.
 */
export function SeriesNav({ postId }: { postId: number }) {
  const { data: nav } = usePostSeriesNav(postId);
  if (!nav) return null;

  return (
    <nav className="series-nav" aria-label="合集导航">
      <p className="series-nav__title">
        合集 <Link to={paths.series.href(nav.series.id)}>{nav.series.title}</Link> · 第 {nav.position} /{' '}
        {nav.total} 篇
      </p>
      <div className="series-nav__links">
        {nav.previous ? (
          <Link className="series-nav__link" to={paths.post.href(nav.previous.id)} rel="prev">
            <small>上一篇</small>
            {nav.previous.title || '无标题'}
          </Link>
        ) : (
          <span className="series-nav__link series-nav__link--none">已是第一篇</span>
        )}
        {nav.next ? (
          <Link
            className="series-nav__link series-nav__link--next"
            to={paths.post.href(nav.next.id)}
            rel="next"
          >
            <small>下一篇</small>
            {nav.next.title || '无标题'}
          </Link>
        ) : (
          <span className="series-nav__link series-nav__link--next series-nav__link--none">已是最后一篇</span>
        )}
      </div>
    </nav>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './discovery.css';

/** A post's tags under it, each a link to its tag page. Plain markup: the post page loads no Ant Design first. */
export function PostTagLinks({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;

  return (
    <ul className="post-tags" aria-label="标签">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={paths.tag.href(tag)} className="post-tags__tag">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

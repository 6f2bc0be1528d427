import type { CreatorCategory } from '@frog/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The categories to browse, each a link to its creators. */
export function CategoryLinks({ categories }: { categories: { key: CreatorCategory; label: string }[] }) {
  return (
    <nav aria-label="创作类别">
      <ul className="category-links">
        {categories.map((category) => (
          <li key={category.key}>
            <Link
              to={paths.exploreCategory.href(category.key)}
              className={`category-links__item category-links__item--${category.key}`}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

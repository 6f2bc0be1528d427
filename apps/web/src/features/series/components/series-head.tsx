import './series.css';
import type { SeriesPage } from '@frog/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The series page's heading: whose series, its title, description and how many posts. */
export function SeriesHead({ series }: { series: SeriesPage }) {
  return (
    <header className="series-head">
      <p className="series-head__kicker">
        <Link to={paths.user.href(series.author.slug)}>{series.author.nickname}</Link> 的合集
      </p>
      <h1 className="series-head__title">{series.title}</h1>
      {series.description && <p className="series-head__description">{series.description}</p>}
      <p className="series-head__kicker">共 {series.postCount} 篇</p>
    </header>
  );
}

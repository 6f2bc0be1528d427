import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The 创作蛙 mark: a small frog face and the name. */
export function Logo() {
  return (
    <Link to={paths.promotion.href()} className="logo" aria-label="创作蛙 首页">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="18" r="12" fill="#00b96b" />
        <circle cx="9.5" cy="9.5" r="5" fill="#00b96b" />
        <circle cx="22.5" cy="9.5" r="5" fill="#00b96b" />
        <circle cx="9.5" cy="9.5" r="2.6" fill="#fff" />
        <circle cx="22.5" cy="9.5" r="2.6" fill="#fff" />
        <circle cx="10" cy="10" r="1.3" fill="#1f2a24" />
        <circle cx="22" cy="10" r="1.3" fill="#1f2a24" />
        <path d="M10 20 Q16 25 22 20" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo__text">创作蛙</span>
    </Link>
  );
}

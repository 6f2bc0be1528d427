import { SearchOutlined } from '@ant-design/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_KEYWORD_MAX } from '@frog/contracts/search-limits';
import { paths } from '@/config/paths';

/**
 * Searches creators: goes to /search?keyword=… A plain form that looks like the theme's
 * Input.Search with its button (site-layout.css), so the frame carries no Ant Design. Its action
 * and field name are the same address, so a search sent from a server-painted page before the
 * scripts have run still lands on the results.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = location.pathname === paths.search.pattern ? (searchParams.get('keyword') ?? '') : '';
  const [value, setValue] = useState(current);

  useEffect(() => setValue(current), [current]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return;
    navigate(paths.search.href(trimmed));
  };

  return (
    <search>
      <form className="search-box" action={paths.search.pattern} method="get" onSubmit={handleSubmit}>
        <input
          className="search-box__input"
          type="search"
          name="keyword"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="搜索创作者、作品"
          maxLength={SEARCH_KEYWORD_MAX}
          aria-label="搜索"
          enterKeyHint="search"
        />
        <button type="submit" className="search-box__button" aria-label="开始搜索">
          <SearchOutlined />
        </button>
      </form>
    </search>
  );
}

import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** Searches creators: goes to /search?keyword=… */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = location.pathname === paths.search.pattern ? (searchParams.get('keyword') ?? '') : '';
  const [value, setValue] = useState(current);

  useEffect(() => setValue(current), [current]);

  const handleSearch = (keyword: string) => {
    const trimmed = keyword.trim();
    if (!trimmed) return;
    navigate(paths.search.href(trimmed));
  };

  return (
    <Input.Search
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={handleSearch}
      placeholder="搜索创作者、作品"
      allowClear
      enterButton
      maxLength={50}
      aria-label="搜索"
    />
  );
}

import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A primary button that goes to `to` in the app: a Result's way on (返回首页, 搜索创作者 …). */
export function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button type="primary">{children}</Button>
    </Link>
  );
}

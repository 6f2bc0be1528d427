import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * 页面走丢了: an address that names nothing, and a page the viewer may not know exists (the
 * console for anyone but operators), which must look the same.
 */
export function NotFoundScreen() {
  return (
    <div className="page page--narrow">
      <Result
        status="404"
        title="页面走丢了"
        subTitle="你访问的页面不存在，可能已被删除，或链接有误。"
        extra={[
          <Link key="home" to={paths.promotion.href()}>
            <Button type="primary">返回首页</Button>
          </Link>,
          <Link key="search" to={paths.search.href()}>
            <Button>搜索创作者</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

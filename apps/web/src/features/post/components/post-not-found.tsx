import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A post that does not exist, was deleted, or may not be seen: all look the same. */
export function PostNotFound() {
  return (
    <Result
      status="404"
      title="作品不存在或已删除"
      subTitle="它可能被作者删除或隐藏了，去看看别的作品吧。"
      extra={
        <Link to={paths.promotion.href()}>
          <Button type="primary">回到首页</Button>
        </Link>
      }
    />
  );
}

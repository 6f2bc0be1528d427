import { POST_TAKEN_DOWN_TEXT } from '@frog/contracts/post';
import { Result } from 'antd';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';

/**
 * A post that does not exist, was deleted, or may not be seen: all look the same, except one an
 * operator took down (the server says so, reason post_taken_down), which says 该作品已被下架.
 */
export function PostNotFound({ takenDown = false }: { takenDown?: boolean }) {
  return (
    <Result
      status={takenDown ? 'warning' : '404'}
      title={takenDown ? POST_TAKEN_DOWN_TEXT : '作品不存在或已删除'}
      subTitle={
        takenDown
          ? '它因违反平台规则已被下架，暂时无法查看。'
          : '它可能被作者删除或隐藏了，去看看别的作品吧。'
      }
      extra={<PrimaryLink to={paths.promotion.href()}>回到首页</PrimaryLink>}
    />
  );
}

import { COMMENT_BAN_LIMIT } from '@frog/contracts';
import { App, Button, Empty, List } from 'antd';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useCommentBans, useUnbanCommenter } from '../api/comment-ban';
import './comment-setting.css';

/**
 * 禁止评论的用户 in 创作者设置: whom the creator banned (禁止TA评论, on a comment under their post),
 * each with 解除.
 */
export function CommentBanSection() {
  const { message } = App.useApp();
  const bans = useCommentBans();
  const unban = useUnbanCommenter();
  const users = bans.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className="comment-setting" aria-labelledby="comment-bans-title">
      <h2 id="comment-bans-title" className="comment-setting__title">
        禁止评论的用户
      </h2>
      <p className="comment-setting__hint">
        在你作品的评论上点“禁止TA评论”即可添加，最多{COMMENT_BAN_LIMIT}
        人。被禁止的用户不能在你的所有作品下评论和回复；TA之前发的评论会保留，需要的话请到作品下逐条删除。
      </p>
      <List
        loading={bans.isPending}
        dataSource={users}
        locale={{ emptyText: <Empty description="没有禁止任何人评论" /> }}
        renderItem={(user) => (
          <List.Item
            actions={[
              <Button
                key="unban"
                size="small"
                loading={unban.isPending && unban.variables === user.id}
                onClick={() =>
                  unban.mutate(user.id, {
                    onSuccess: () => message.success(`已解除对${user.nickname}的评论限制`),
                    onError: (error) => message.error(errorMessage(error)),
                  })
                }
              >
                解除
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />}
              title={user.nickname}
              description={`${formatDateTime(user.bannedAt)} 禁止`}
            />
          </List.Item>
        )}
      />
      {bans.hasNextPage && (
        <Button block onClick={() => bans.fetchNextPage()} loading={bans.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </section>
  );
}

import { COMMENT_BAN_LIMIT } from '@frog/contracts';
import { List } from 'antd';
import { UndoList } from '@/components/undo-list';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/utils/format-time';
import { useCommentBans, useUnbanCommenter } from '../api/comment-ban';
import { CommentSettingSection } from './comment-setting-section';

/**
 * 禁止评论的用户 in 创作者设置: whom the creator banned (禁止TA评论, on a comment under their post),
 * each with 解除.
 */
export function CommentBanSection() {
  const bans = useCommentBans();
  const unban = useUnbanCommenter();

  return (
    <CommentSettingSection
      id="comment-bans-title"
      title="禁止评论的用户"
      hint={
        <>
          在你作品的评论上点“禁止TA评论”即可添加，最多{COMMENT_BAN_LIMIT}
          人。被禁止的用户不能在你的所有作品下评论和回复；TA之前发的评论会保留，需要的话请到作品下逐条删除。
        </>
      }
    >
      <UndoList
        query={bans}
        empty="没有禁止任何人评论"
        undo={{
          mutation: unban,
          label: '解除',
          variablesOf: (user) => user.id,
          done: (user) => `已解除对${user.nickname}的评论限制`,
          itemOf: (userId) => userId,
        }}
        renderMeta={(user) => (
          <List.Item.Meta
            avatar={<UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />}
            title={user.nickname}
            description={`${formatDateTime(user.bannedAt)} 禁止`}
          />
        )}
      />
    </CommentSettingSection>
  );
}

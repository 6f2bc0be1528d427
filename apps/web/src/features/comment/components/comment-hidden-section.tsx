import { hiddenCommentReasonText } from '@frog/contracts';
import { List } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { UndoList } from '@/components/undo-list';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { useHiddenComments, useUnhideComment } from '../api/comment-hide';
import { CommentSettingSection } from './comment-setting-section';

/**
 * 被隐藏的评论 in 创作者设置: comments and replies on the creator's posts that only their writers see,
 * because the creator hid them (被你隐藏) or they hold one of the creator's words (含屏蔽词), newest
 * first, each with 恢复显示.
 */
export function CommentHiddenSection() {
  const hidden = useHiddenComments();
  const unhide = useUnhideComment();

  return (
    <CommentSettingSection
      id="comment-hidden-title"
      title="被隐藏的评论"
      hint="你隐藏的评论和含有你的屏蔽词的评论，只有写的人自己看得到，也不计入评论数。恢复显示后所有人都能看到，并会出现在你收到的评论里。"
    >
      <UndoList
        query={hidden}
        empty="没有被隐藏的评论"
        undo={{
          mutation: unhide,
          label: '恢复显示',
          variablesOf: (item) => ({ commentId: item.id, postId: item.postId }),
          done: () => '已恢复显示',
          itemOf: ({ commentId }) => commentId,
        }}
        renderMeta={(item) => (
          <List.Item.Meta
            avatar={
              <UserAvatar nickname={item.author.nickname} avatarUrl={item.author.avatarUrl} size={32} />
            }
            title={
              <>
                {item.author.nickname}
                {item.rootId === null ? ' 评论了 ' : ' 回复于 '}
                <Link to={paths.post.href(item.postId)}>{item.postTitle || '无标题作品'}</Link>
              </>
            }
            description={
              <>
                <p className="comment-setting__content">{item.content}</p>
                <span className="comment-setting__meta">
                  <StatusTag tone={item.reason === 'hidden' ? 'neutral' : 'waiting'}>
                    {hiddenCommentReasonText[item.reason]}
                  </StatusTag>
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </span>
              </>
            }
          />
        )}
      />
    </CommentSettingSection>
  );
}

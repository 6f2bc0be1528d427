import { COMMENT_WORD_LIMIT, COMMENT_WORD_MAX_LENGTH } from '@frog/contracts';
import { App, Button, Input, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useChangeCommentWord, useCommentWords } from '../api/comment-words';
import { CommentSettingSection } from './comment-setting-section';
import './comment-setting.css';

/** What is wrong with a word before it is sent, or null; the server also refuses one written another way. */
export function commentWordProblem(word: string, words: readonly string[]): string | null {
  if (word.length === 0) return '请输入屏蔽词';
  if (word.length > COMMENT_WORD_MAX_LENGTH) return `屏蔽词不能超过${COMMENT_WORD_MAX_LENGTH}个字`;
  if (words.includes(word)) return `已经添加过屏蔽词“${word}”`;
  if (words.length >= COMMENT_WORD_LIMIT) return `最多可以设置${COMMENT_WORD_LIMIT}个屏蔽词`;

  return null;
}

/**
 * 评论区屏蔽词 in 创作者设置: the creator's own words. A comment or reply on their posts holding one is
 * seen by its writer alone.
 */
export function CommentWordSection() {
  const { message } = App.useApp();
  const list = useCommentWords();
  const change = useChangeCommentWord();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const words = list.data?.words ?? [];

  const handleAdd = () => {
    const word = typed.trim();
    const found = commentWordProblem(word, words);
    setProblem(found);
    if (found) return;
    change.mutate(
      { word, add: true },
      {
        onSuccess: () => {
          setTyped('');
          message.success('已添加屏蔽词');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const handleRemove = (word: string) =>
    change.mutate(
      { word, add: false },
      {
        onSuccess: () => message.success(`已删除屏蔽词“${word}”`),
        onError: (error) => message.error(errorMessage(error)),
      },
    );

  return (
    <CommentSettingSection
      id="comment-words-title"
      title="评论区屏蔽词"
      hint={
        <>
          含有屏蔽词的评论和回复只有写的人自己看得到，不计入评论数，也不会出现在你的“收到的评论”里；繁体、全角和夹杂空格或符号的写法同样算。只对添加之后发的评论起作用，你自己的评论不受影响。最多
          {COMMENT_WORD_LIMIT}个，每个1–{COMMENT_WORD_MAX_LENGTH}个字。
        </>
      }
    >
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
            <Input
              aria-label="屏蔽词"
              placeholder="输入要屏蔽的词"
              value={typed}
              status={problem ? 'error' : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setProblem(null);
              }}
              onPressEnter={handleAdd}
            />
            <Button type="primary" loading={change.isPending && change.variables?.add} onClick={handleAdd}>
              添加
            </Button>
          </Space.Compact>
          {problem && (
            <div role="alert" className="comment-setting__error">
              {problem}
            </div>
          )}
          <p className="comment-setting__count">
            已设置 {words.length}/{COMMENT_WORD_LIMIT} 个
          </p>
          <div className="comment-setting__words">
            {words.map((word) => (
              <Tag key={word}>
                {word}
                <button
                  type="button"
                  className="comment-setting__remove"
                  aria-label={`删除屏蔽词${word}`}
                  disabled={change.isPending}
                  onClick={() => handleRemove(word)}
                >
                  ×
                </button>
              </Tag>
            ))}
          </div>
        </>
      )}
    </CommentSettingSection>
  );
}

import {
  type AdminWordList,
  type WordAction,
  wordActionSchema,
  wordActionText,
  wordCategoryText,
} from '@frog/contracts';
import { App, Button, Card, Descriptions, Select } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';
import { ReasonDialog } from '../shared/reason-dialog';
import { useChangeWordList, useEditWords } from './api/word-lists';
import { EditWordsDialog } from './edit-words-dialog';
import { WordsPanel } from './words-panel';

type Dialog = 'add' | 'toggle' | { action: WordAction } | null;

/** One word list: what it does, how many words, and its edits (each with a reason, audited). */
export function WordListCard({ list }: { list: AdminWordList }) {
  const { message } = App.useApp();
  const change = useChangeWordList();
  const edit = useEditWords();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showWords, setShowWords] = useState(false);
  const actionChange = typeof dialog === 'object' && dialog !== null ? dialog.action : null;

  return (
    <Card size="small" className="admin-card" data-testid={`word-list-${list.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">{list.name}</span>
        <span>
          <StatusTag tone="neutral">{wordCategoryText[list.category]}</StatusTag>{' '}
          {list.enabled ? (
            <StatusTag tone="done">启用中</StatusTag>
          ) : (
            <StatusTag tone="waiting">已停用</StatusTag>
          )}
        </span>
      </div>
      <Descriptions column={{ xs: 1, sm: 3 }} size="small">
        <Descriptions.Item label="处理方式">
          <Select
            aria-label={`${list.name}的处理方式`}
            size="small"
            value={list.action}
            options={wordActionSchema.options.map((action) => ({
              value: action,
              label: wordActionText[action],
            }))}
            onChange={(action) => setDialog({ action })}
            popupMatchSelectWidth={false}
          />
        </Descriptions.Item>
        <Descriptions.Item label="词数">{list.wordCount}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{formatDateTime(list.updatedAt)}</Descriptions.Item>
      </Descriptions>
      <div className="admin-card__actions">
        <Button onClick={() => setShowWords((shown) => !shown)} aria-expanded={showWords}>
          {showWords ? '收起词语' : '查看词语'}
        </Button>
        <Button type="primary" onClick={() => setDialog('add')}>
          添加词语
        </Button>
        <Button danger={list.enabled} onClick={() => setDialog('toggle')}>
          {list.enabled ? '停用' : '启用'}
        </Button>
      </div>
      {showWords && <WordsPanel listId={list.id} />}
      <EditWordsDialog
        open={dialog === 'add'}
        edit="add"
        listName={list.name}
        onSubmit={(values) =>
          edit.mutateAsync({ edit: 'add', listId: list.id, ...values }).then(() => message.success('已添加'))
        }
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'toggle'}
        title={list.enabled ? `停用「${list.name}」？` : `启用「${list.name}」？`}
        description={
          list.enabled
            ? '停用后，这个词表里的词不再拦截、送审或替换任何文字。'
            : '启用后，这个词表几秒内对所有新发布的文字生效。'
        }
        label="操作原因"
        okText={list.enabled ? '停用' : '启用'}
        danger={list.enabled}
        onSubmit={(reason) => change.mutateAsync({ listId: list.id, enabled: !list.enabled, reason })}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={actionChange !== null}
        title={`把「${list.name}」改为${actionChange ? wordActionText[actionChange] : ''}？`}
        description="只影响之后发布的文字，已发布的不会改变。"
        label="操作原因"
        okText="修改"
        onSubmit={(reason) =>
          change.mutateAsync({ listId: list.id, action: actionChange ?? list.action, reason })
        }
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}

import {
  type CommentPolicy,
  commentPolicySchema,
  commentPolicyText,
  type PostDisplayStatus,
  type PostVisibility,
} from '@frog/contracts';
import { Alert, Button, Card, Checkbox, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fromShanghaiInputValue, toShanghaiInputValue } from '@/utils/format-time';
import { useMyPlans } from '../api/get-my-plans';
import type { PostFields } from './post-editor';

export type PublishChoice = { at?: Date };

const VISIBILITY_OPTIONS: { value: PostVisibility; label: string; hint: string }[] = [
  { value: 'free', label: '免费', hint: '所有人可看全文' },
  { value: 'paid', label: '付费', hint: '单篇购买后可看' },
  { value: 'plan', label: '仅方案成员', hint: '所选方案的成员可看' },
  { value: 'plan_or_paid', label: '方案或付费', hint: '方案成员免费，其他人可单篇购买' },
];

type Props = {
  fields: PostFields;
  status: PostDisplayStatus;
  busy: boolean;
  onChange: (patch: Partial<PostFields>) => void;
  onPublish: (choice: PublishChoice) => void;
  onSaveChanges: () => void;
  onSaveDraft: () => void;
};

/** Who may read the post (and for how much), then publish now, later, or save. */
export function PublishPanel({
  fields,
  status,
  busy,
  onChange,
  onPublish,
  onSaveChanges,
  onSaveDraft,
}: Props) {
  const plans = useMyPlans();
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => toShanghaiInputValue(new Date(Date.now() + 3600_000)));
  const needsPrice = fields.visibility === 'paid' || fields.visibility === 'plan_or_paid';
  const needsPlans = fields.visibility === 'plan' || fields.visibility === 'plan_or_paid';
  const isLive = status === 'published' || status === 'scheduled' || status === 'in_review';
  // An operator took it down: edits are kept, but only an operator's restore shows it again.
  const isTakenDown = status === 'taken_down';
  // The input reads and writes China time, like every time on screen, whatever the device's zone.
  const scheduledAt = fromShanghaiInputValue(at);
  const badTime =
    mode === 'later' && (Number.isNaN(scheduledAt.getTime()) || scheduledAt.getTime() <= Date.now() + 60_000);

  return (
    <Card title="发布设置" size="small" className="publish-panel">
      <div className="publish-panel__section">
        <div className="post-editor__label" id="visibility-label">
          谁可以看全文
        </div>
        <Radio.Group
          aria-labelledby="visibility-label"
          value={fields.visibility}
          onChange={(e) => onChange({ visibility: e.target.value })}
          className="publish-panel__options"
        >
          {VISIBILITY_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value}>
              {o.label}
              <small className="publish-panel__hint">{o.hint}</small>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {needsPrice && (
        <div className="publish-panel__section">
          <label className="post-editor__label" htmlFor="post-price">
            单篇价格
          </label>
          <Input
            id="post-price"
            prefix="¥"
            suffix="元"
            inputMode="decimal"
            placeholder="例如 9.90"
            value={fields.price}
            status={fields.price !== '' && !/^\d{1,5}(\.\d{1,2})?$/.test(fields.price) ? 'error' : undefined}
            onChange={(e) => onChange({ price: e.target.value.trim() })}
          />
        </div>
      )}
      {needsPlans && (
        <div className="publish-panel__section">
          <div className="post-editor__label">哪些方案的成员可看</div>
          {plans.data && plans.data.length > 0 ? (
            <Checkbox.Group
              className="publish-panel__options"
              value={fields.planIds}
              onChange={(ids) => onChange({ planIds: ids as number[] })}
              options={plans.data.map((p) => ({ value: p.id, label: `${p.name}（¥${p.price}/月）` }))}
            />
          ) : (
            <p className="publish-panel__empty">
              {plans.isPending ? '正在读取你的支持方案…' : '你还没有支持方案，'}
              {!plans.isPending && <Link to={paths.creatorSettings.href()}>去创建方案</Link>}
            </p>
          )}
        </div>
      )}
      <div className="publish-panel__section">
        <div className="post-editor__label" id="comment-policy-label">
          谁可以评论
        </div>
        <Radio.Group
          aria-labelledby="comment-policy-label"
          value={fields.commentPolicy}
          onChange={(e) => onChange({ commentPolicy: e.target.value as CommentPolicy })}
          className="publish-panel__options"
          options={commentPolicySchema.options.map((value) => ({
            value,
            label: commentPolicyText[value].choice,
          }))}
        />
        {isLive && (
          <small className="publish-panel__hint">改动在点击「保存修改」后生效；已有的评论会保留。</small>
        )}
      </div>
      {!isLive && !isTakenDown && (
        <div className="publish-panel__section">
          <div className="post-editor__label" id="publish-mode-label">
            发布时间
          </div>
          <Radio.Group
            aria-labelledby="publish-mode-label"
            value={mode}
            onChange={(e) => setMode(e.target.value)}
          >
            <Radio value="now">立即发布</Radio>
            <Radio value="later">定时发布</Radio>
          </Radio.Group>
          {mode === 'later' && (
            <Input
              type="datetime-local"
              className="publish-panel__time"
              aria-label="定时发布时间"
              value={at}
              min={toShanghaiInputValue(new Date())}
              status={badTime ? 'error' : undefined}
              onChange={(e) => setAt(e.target.value)}
            />
          )}
          {mode === 'later' && <small className="publish-panel__hint">按北京时间</small>}
          {badTime && <small className="publish-panel__error">定时发布时间须晚于现在</small>}
        </div>
      )}
      <Space direction="vertical" className="publish-panel__buttons">
        {isTakenDown ? (
          <>
            <Alert type="error" showIcon message="该作品已被平台下架，不能重新发布；如有异议请联系客服。" />
            <Button block loading={busy} onClick={onSaveChanges}>
              保存修改（保持下架）
            </Button>
          </>
        ) : isLive ? (
          <>
            {status === 'in_review' && (
              <Alert
                type="warning"
                showIcon
                message="作品正在审核中，通过后公开；审核结果会通过系统通知告诉你。"
              />
            )}
            <Button type="primary" block loading={busy} onClick={onSaveChanges}>
              保存修改
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            block
            loading={busy}
            disabled={badTime}
            onClick={() => onPublish(mode === 'later' ? { at: scheduledAt } : {})}
          >
            {mode === 'later' ? '定时发布' : '立即发布'}
          </Button>
        )}
        {status === 'hidden' && (
          <Button block onClick={onSaveChanges}>
            保存修改（保持隐藏）
          </Button>
        )}
        {status === 'draft' && (
          <Button block onClick={onSaveDraft}>
            保存草稿
          </Button>
        )}
      </Space>
    </Card>
  );
}

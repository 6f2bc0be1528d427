import { EditOutlined, LinkOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Reward, rewardsPerCreatorMax } from '@frog/contracts';
import { Alert, App, Button, Empty, Progress, Space, Tag } from 'antd';
import { useState } from 'react';
import { QueryFallback } from '@/components/query-failure';
import { errorMessage } from '@/lib/api-client';
import { confirmDanger } from '@/lib/confirm-danger';
import { useClearRewardCodes, useSetRewardStatus } from '../api/change-reward';
import { useMyRewards } from '../api/get-my-rewards';
import { type PlanChoice, RewardFormModal } from './reward-form-modal';
import { RewardGrantsDrawer } from './reward-grants-drawer';

type Editing = { reward?: Reward } | null;

/** antd's orange tag writes at 3.3:1 on its ground; the orange text colour reads at 5.4:1. */
/** Who the reward is for, as a tag: a plan's name or a tip threshold. */
export function RewardTarget({ reward }: { reward: Pick<Reward, 'kind' | 'planName' | 'minTipAmount'> }) {
  return reward.kind === 'plan' ? (
    <Tag color="green">支持方案「{reward.planName}」</Tag>
  ) : (
    <Tag color="orange">单笔打赏满 ¥{reward.minTipAmount}</Tag>
  );
}

function CodePool({ reward }: { reward: Reward }) {
  const { total, left, given } = reward.codes;
  if (total === 0) return <div className="reward-card__pool reward-muted">没有兑换码，只发送消息</div>;

  return (
    <div className="reward-card__pool">
      <div className="reward-card__pool-line">
        <span>
          兑换码剩余 <strong>{left}</strong> / 共 {total} 个
        </span>
        <span className="reward-muted">已发出 {given}</span>
      </div>
      <Progress
        percent={Math.round((given / total) * 100)}
        showInfo={false}
        size="small"
        strokeColor="#00b96b"
        status={left === 0 ? 'exception' : 'normal'}
        aria-label={`兑换码已发出 ${given} 个，共 ${total} 个`}
      />
      {reward.poolEmpty && (
        <Alert
          type="warning"
          showIcon
          title="兑换码已发完"
          description={`之后的支持者只会收到消息${
            reward.withoutCodeCount > 0 ? `；已有 ${reward.withoutCodeCount} 位没拿到兑换码` : ''
          }。编辑奖励可追加兑换码。`}
        />
      )}
    </div>
  );
}

type RewardCardProps = {
  reward: Reward;
  onEdit: () => void;
  onGrants: () => void;
};

function RewardCard({ reward, onEdit, onGrants }: RewardCardProps) {
  const { message, modal } = App.useApp();
  const setStatus = useSetRewardStatus();
  const clearCodes = useClearRewardCodes();
  const paused = reward.status === 'paused';

  const handleToggle = () =>
    setStatus
      .mutateAsync({ id: reward.id, status: paused ? 'active' : 'paused' })
      .then(() => message.success(paused ? '奖励已启用' : '奖励已暂停，新的支持者不会收到'))
      .catch((e) => message.error(errorMessage(e)));

  const handleClear = () =>
    confirmDanger(modal, {
      title: `清空「${reward.title}」未发出的 ${reward.codes.left} 个兑换码？`,
      content: '已发出的兑换码留在支持者那里。清空后新的支持者只会收到消息，可随时追加新的兑换码。',
      okText: '清空',
      onOk: () =>
        clearCodes
          .mutateAsync(reward.id)
          .then(() => message.success('未发出的兑换码已清空'))
          .catch((e) => message.error(errorMessage(e))),
    });

  return (
    <article className={`reward-card${paused ? ' is-paused' : ''}`} aria-label={reward.title}>
      <header className="reward-card__head">
        <h3 className="reward-card__title">{reward.title}</h3>
        <Space size={4} wrap>
          <RewardTarget reward={reward} />
          {paused && <Tag>已暂停</Tag>}
        </Space>
      </header>
      <p className="reward-card__message">{reward.message}</p>
      {reward.linkUrl && (
        <div className="reward-card__link">
          <LinkOutlined /> <span>{reward.linkUrl}</span>
        </div>
      )}
      <CodePool reward={reward} />
      <div className="reward-card__foot">
        <span className="reward-muted">已发放 {reward.grantCount} 次</span>
        <Space wrap size={[8, 8]}>
          <Button size="small" icon={<UnorderedListOutlined />} onClick={onGrants}>
            发放记录
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
            编辑
          </Button>
          <Button size="small" onClick={handleToggle} loading={setStatus.isPending}>
            {paused ? '启用' : '暂停'}
          </Button>
          {reward.codes.left > 0 && (
            <Button size="small" danger className="reward-danger" onClick={handleClear}>
              清空未发出的兑换码
            </Button>
          )}
        </Space>
      </div>
    </article>
  );
}

/** 充电奖励: the creator's rewards with their code pools; create, edit, pause, see who got which. */
export function RewardManager() {
  const query = useMyRewards();
  const [editing, setEditing] = useState<Editing>(null);
  const [grantsOf, setGrantsOf] = useState<Reward | null>(null);

  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const { data } = query;
  const rewards = data.list;
  const plans: PlanChoice[] = data.plans;
  const full = rewards.length >= rewardsPerCreatorMax;

  return (
    <section className="reward-manager">
      <div className="manager-head">
        <p className="reward-manager__hint">
          支持者付款成功后自动收到奖励：加入某个支持方案，或单笔打赏达到门槛。奖励内容、链接和兑换码只有你和收到的支持者能看到。
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} disabled={full}>
          新建奖励
        </Button>
      </div>
      {rewards.length === 0 ? (
        <Empty description="还没有充电奖励。给支持者准备一封感谢信、一个下载链接或一批兑换码吧">
          <Button type="primary" onClick={() => setEditing({})}>
            新建奖励
          </Button>
        </Empty>
      ) : (
        <div className="reward-manager__list">
          {rewards.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              onEdit={() => setEditing({ reward })}
              onGrants={() => setGrantsOf(reward)}
            />
          ))}
        </div>
      )}
      {editing && <RewardFormModal reward={editing.reward} plans={plans} onClose={() => setEditing(null)} />}
      {grantsOf && (
        <RewardGrantsDrawer
          reward={rewards.find((r) => r.id === grantsOf.id) ?? grantsOf}
          onClose={() => setGrantsOf(null)}
        />
      )}
    </section>
  );
}

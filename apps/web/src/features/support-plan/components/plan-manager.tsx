import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { plansPerCreatorMax, type SupportPlan } from '@frog/contracts';
import { App, Button, Empty, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { QueryFallback } from '@/components/query-failure';
import { errorMessage } from '@/lib/api-client';
import { confirmDanger } from '@/lib/confirm-danger';
import { useMyPlans } from '../api/get-my-plans';
import { useSetPlanOpen } from '../api/set-plan-open';
import { useSortPlans } from '../api/sort-plans';
import { moveItem } from '../lib/move-item';
import { PlanFormModal } from './plan-form-modal';
import { PlanPreviewCard } from './plan-preview-card';

type Editing = { plan?: SupportPlan } | null;

/** The creator's plans: create, edit, move up/down, close and reopen, each shown as supporters see it. */
export function PlanManager({ creatorId }: { creatorId: number }) {
  const { message, modal } = App.useApp();
  const query = useMyPlans(creatorId);
  const sort = useSortPlans();
  const setOpen = useSetPlanOpen();
  const [editing, setEditing] = useState<Editing>(null);

  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const { data } = query;
  const plans = data.list;

  const handleMove = (index: number, direction: -1 | 1) => {
    const ids = moveItem(
      plans.map((p) => p.id),
      index,
      direction,
    );
    sort.mutate(ids, { onError: (e) => message.error(errorMessage(e)) });
  };

  const handleToggle = (plan: SupportPlan) => {
    const closing = plan.status === 'active';
    const run = () =>
      setOpen
        .mutateAsync({ id: plan.id, open: !closing })
        .then(() => message.success(closing ? '方案已关闭' : '方案已重新开放'))
        .catch((e) => message.error(errorMessage(e)));
    if (!closing) return void run();
    confirmDanger(modal, {
      title: `关闭「${plan.name}」？`,
      content: '关闭后新的支持者无法加入，已加入的支持者权益不受影响，可随时重新开放。',
      okText: '关闭方案',
      onOk: run,
    });
  };

  return (
    <section className="plan-manager">
      <div className="manager-head">
        <div>
          <h2 className="plan-manager__title">支持方案</h2>
          <p className="plan-manager__hint">支持者按月加入你的方案；排在前面的方案优先展示。</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          disabled={plans.length >= plansPerCreatorMax}
        >
          新建方案
        </Button>
      </div>
      {plans.length === 0 && (
        <Empty description="还没有支持方案，新建一个让粉丝按月支持你吧">
          <Button type="primary" onClick={() => setEditing({})}>
            新建方案
          </Button>
        </Empty>
      )}
      <div className="plan-manager__list">
        {plans.map((plan, index) => (
          <div key={plan.id} className={`plan-manager__item${plan.status === 'closed' ? ' is-closed' : ''}`}>
            <PlanPreviewCard plan={plan} />
            <div className="plan-manager__actions">
              <Space wrap>
                <Tooltip title="上移">
                  <Button
                    aria-label={`上移 ${plan.name}`}
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0 || sort.isPending}
                    onClick={() => handleMove(index, -1)}
                  />
                </Tooltip>
                <Tooltip title="下移">
                  <Button
                    aria-label={`下移 ${plan.name}`}
                    icon={<ArrowDownOutlined />}
                    disabled={index === plans.length - 1 || sort.isPending}
                    onClick={() => handleMove(index, 1)}
                  />
                </Tooltip>
                {plan.abilities.edit && (
                  <Button icon={<EditOutlined />} onClick={() => setEditing({ plan })}>
                    编辑
                  </Button>
                )}
                {plan.abilities.edit && (
                  <Button danger={plan.status === 'active'} onClick={() => handleToggle(plan)}>
                    {plan.status === 'active' ? '关闭' : '重新开放'}
                  </Button>
                )}
              </Space>
              {plan.status === 'closed' && <Tag>已关闭，访客不可见</Tag>}
            </div>
          </div>
        ))}
      </div>
      {editing && <PlanFormModal open plan={editing.plan} onClose={() => setEditing(null)} />}
    </section>
  );
}

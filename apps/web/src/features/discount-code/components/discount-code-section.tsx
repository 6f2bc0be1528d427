import type { DiscountCode } from '@frog/contracts';
import { App, Button, Empty, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useChangeDiscountCode, useDiscountCodes } from '../api/discount-codes';
import { DiscountCodeForm } from './discount-code-form';
import './discount-code.css';

const STATUS: Record<DiscountCode['status'], { text: string; color?: string }> = {
  active: { text: '可用', color: 'green' },
  expired: { text: '已过期' },
  used_up: { text: '已用完' },
  disabled: { text: '已停用' },
};

const offText = (code: DiscountCode) =>
  code.kind === 'percent' ? `减 ${code.percentOff}%` : `减 ¥${code.amountOff}`;

const limitsText = (code: DiscountCode) =>
  [
    code.maxUses === null ? '次数不限' : `限 ${code.maxUses} 次`,
    code.expiresOn ? `${code.expiresOn} 截止` : '长期有效',
    code.firstPurchaseOnly ? '仅限首次支持' : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * 优惠码 in 创作者设置: the creator's codes with what they take off, their limits, and from the orders
 * that used them: uses, orders still awaiting payment, revenue and what buyers saved.
 */
export function DiscountCodeSection({ creatorId }: { creatorId: number }) {
  const { message } = App.useApp();
  const codes = useDiscountCodes();
  const { disable } = useChangeDiscountCode();
  const [creating, setCreating] = useState(false);

  return (
    <section className="discount-codes" aria-labelledby="discount-codes-title">
      <div className="discount-codes__head">
        <h2 id="discount-codes-title">优惠码</h2>
        <Button type="primary" onClick={() => setCreating(true)}>
          新建优惠码
        </Button>
      </div>
      <p className="discount-codes__hint">
        支持者在支付前输入优惠码，按比例或固定金额减免（可与方案的预付优惠叠加，先算预付优惠）。打赏不能使用优惠码。
      </p>
      {codes.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (codes.data?.list.length ?? 0) === 0 ? (
        <Empty description="还没有优惠码" />
      ) : (
        <Table<DiscountCode>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={codes.data?.list}
          columns={[
            { title: '优惠码', dataIndex: 'code', render: (code: string) => <strong>{code}</strong> },
            { title: '优惠', render: (_, code) => offText(code) },
            { title: '适用于', dataIndex: 'appliesTo' },
            { title: '限制', render: (_, code) => limitsText(code) },
            {
              title: '使用',
              render: (_, code) =>
                code.pending > 0 ? `${code.uses} 次（${code.pending} 笔待支付）` : `${code.uses} 次`,
            },
            { title: '带来收入', render: (_, code) => `¥${code.revenue}` },
            { title: '支持者共省', render: (_, code) => `¥${code.saved}` },
            {
              title: '状态',
              render: (_, code) => <Tag color={STATUS[code.status].color}>{STATUS[code.status].text}</Tag>,
            },
            {
              title: '操作',
              render: (_, code) =>
                code.status === 'disabled' ? null : (
                  <Popconfirm
                    title={`停用优惠码 ${code.code}？`}
                    description="停用后不能再用于新订单，已付款的订单不受影响"
                    okText="停用"
                    cancelText="取消"
                    onConfirm={() =>
                      disable.mutateAsync(code.id).then(
                        () => message.success(`已停用 ${code.code}`),
                        (error: unknown) => message.error(errorMessage(error)),
                      )
                    }
                  >
                    <Button size="small">停用</Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
      <DiscountCodeForm
        creatorId={creatorId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(code) => {
          setCreating(false);
          message.success(`已创建优惠码 ${code}`);
        }}
      />
    </section>
  );
}

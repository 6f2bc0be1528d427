import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { PREPAY_MONTHS, type PrepaySavings } from '@frog/contracts';
import { Button, Tag } from 'antd';

export type PlanPreview = {
  name: string;
  price: string;
  description: string;
  benefits: string[];
  coverUrl: string | null;
  status?: 'active' | 'closed';
  prepaySavings?: PrepaySavings;
};

/** 预付 3个月省5% · 12个月省20%, or '' without savings. */
export function prepayText(savings: PrepaySavings | undefined): string {
  const offered = PREPAY_MONTHS.filter((months) => (savings?.[months] ?? 0) > 0);

  return offered.length === 0 ? '' : `预付 ${offered.map((m) => `${m}个月省${savings![m]}%`).join(' · ')}`;
}

/** A plan as supporters see it on the creator's page (the join button is inert here). */
export function PlanPreviewCard({ plan }: { plan: PlanPreview }) {
  return (
    <article className="plan-preview">
      {plan.coverUrl ? (
        <img className="plan-preview__cover" src={plan.coverUrl} alt="" />
      ) : (
        <div className="plan-preview__cover plan-preview__cover--empty" aria-hidden>
          <CrownOutlined />
        </div>
      )}
      <div className="plan-preview__body">
        <h3 className="plan-preview__name">
          {plan.name || '方案名称'}
          {plan.status === 'closed' && <Tag style={{ marginLeft: 8 }}>已关闭</Tag>}
        </h3>
        <div className="plan-preview__price">
          <strong>¥{plan.price || '0.00'}</strong>
          <span>/月</span>
        </div>
        {prepayText(plan.prepaySavings) && (
          <p className="plan-preview__prepay">{prepayText(plan.prepaySavings)}</p>
        )}
        {plan.description && <p className="plan-preview__desc">{plan.description}</p>}
        {plan.benefits.length > 0 && (
          <ul className="plan-preview__benefits">
            {plan.benefits.map((benefit, i) => (
              // Benefits may repeat while typing; position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <CheckOutlined /> {benefit}
              </li>
            ))}
          </ul>
        )}
        <Button type="primary" block tabIndex={-1} className="plan-preview__join">
          {plan.status === 'closed' ? '暂停加入' : '加入'}
        </Button>
      </div>
    </article>
  );
}

import type { PlanUpgradeOffer } from '@frog/contracts';
import { Button } from 'antd';
import { formatDate } from '@/utils/format-time';

/**
 * On a dearer plan's page, for a member of a cheaper plan of the same creator: move up by paying
 * only the difference for the days left; the end date stays. Nothing is credited or kept back.
 */
export function PlanUpgrade({
  offer,
  planName,
  onUpgrade,
}: {
  offer: PlanUpgradeOffer;
  planName: string;
  onUpgrade: () => void;
}) {
  return (
    <section className="plan-detail__upgrade" aria-label="升级支持方案">
      <p>
        你正在支持「{offer.fromPlan.name}」（¥{offer.fromPlan.price}/月），至 {formatDate(offer.endsAt)}。
      </p>
      <p>
        升级到「{planName}」只需补剩余 {offer.days} 天的月费差价 <strong>¥{offer.price}</strong>
        ，到期日不变；原方案同时结束。
      </p>
      <Button type="primary" onClick={onUpgrade}>
        补差价升级
      </Button>
    </section>
  );
}

import { isTrialOnly, type Membership, type SupportPlan } from '@frog/contracts';
import { Button } from 'antd';
import { MembershipNote } from '@/components/membership-note';

type PlanCardsProps = {
  plans: SupportPlan[];
  /** The viewer's running memberships of these plans. */
  memberships: Membership[];
  /** 加入 and 续费 both open the plan's page, where the months are chosen. */
  onJoin: (planId: number) => void;
};

/**
 * A creator's active support plans: name, price per month, benefits and 加入; for a plan the viewer
 * supports, until when and 续费.
 */
export function PlanCards({ plans, memberships, onJoin }: PlanCardsProps) {
  const active = plans.filter((plan) => plan.status === 'active');
  const membershipOf = new Map(memberships.map((m) => [m.planId, m]));
  // A free trial is not bought yet: its button joins the plan, it does not renew it.
  const renews = (planId: number) => {
    const membership = membershipOf.get(planId);

    return membership !== undefined && !isTrialOnly(membership);
  };
  if (active.length === 0) return null;

  return (
    <section className="profile-section" aria-label="支持方案">
      <h2 className="profile-section__title">支持方案</h2>
      <div className="plan-cards">
        {active.map((plan) => (
          <article key={plan.id} className="plan-card">
            {plan.coverUrl && <img className="plan-card__cover" src={plan.coverUrl} alt="" />}
            <h3 className="plan-card__name">{plan.name}</h3>
            <div className="plan-card__price">
              <strong>¥{plan.price}</strong>/月
            </div>
            {plan.description && <p className="plan-card__desc">{plan.description}</p>}
            {plan.benefits.length > 0 && (
              <ul className="plan-card__benefits">
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            )}
            {membershipOf.has(plan.id) && (
              <MembershipNote membership={membershipOf.get(plan.id)!} className="plan-card__membership" />
            )}
            {plan.abilities.startTrial && <p className="plan-card__trial">可免费试用 {plan.trialDays} 天</p>}
            {plan.abilities.subscribe && (
              <Button
                type={renews(plan.id) ? 'default' : 'primary'}
                block
                className="plan-card__join"
                onClick={() => onJoin(plan.id)}
              >
                {renews(plan.id) ? '续费' : '加入'}
              </Button>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

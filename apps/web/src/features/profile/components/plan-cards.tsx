import type { SupportPlan } from '@frog/contracts';
import { Button } from 'antd';

type PlanCardsProps = { plans: SupportPlan[]; onJoin: (planId: number) => void };

/** A creator's active support plans: name, price per month, benefits and 加入. */
export function PlanCards({ plans, onJoin }: PlanCardsProps) {
  const active = plans.filter((plan) => plan.status === 'active');
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
            {plan.abilities.subscribe && (
              <Button type="primary" block className="plan-card__join" onClick={() => onJoin(plan.id)}>
                加入
              </Button>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

import { describe, expect, it } from 'vitest';
import type { SupportPlanRow } from '../../../platform/db/types';
import { canEditPlan, canSubscribePlan } from './support-plan.policy';

const plan = (status: 'active' | 'closed') => ({ id: 1, creatorId: 10, status }) as SupportPlanRow;

describe('support plan policy', () => {
  it('lets only the creator edit', () => {
    expect(canEditPlan({ id: 10 }, plan('active'))).toBe(true);
    expect(canEditPlan({ id: 11 }, plan('active'))).toBe(false);
    expect(canEditPlan(null, plan('active'))).toBe(false);
  });

  it('lets others (and visitors) subscribe to an open plan only', () => {
    expect(canSubscribePlan({ id: 11 }, plan('active'))).toBe(true);
    expect(canSubscribePlan(null, plan('active'))).toBe(true);
    expect(canSubscribePlan({ id: 11 }, plan('closed'))).toBe(false);
    expect(canSubscribePlan({ id: 10 }, plan('active'))).toBe(false);
  });
});

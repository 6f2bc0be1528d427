// Support: what supporters give and get besides money itself: support plans, charging rewards, 我的支持, supporter ranks and the creator's dashboard.
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { getDashboard } from './dashboard/creator-dashboard.service';
export { mySupportRoutes } from './my-support/my-support.routes';
export {
  activeSubscriptionScope,
  canSeePlan,
  isPlanOpen,
  memberOfCreatorScope,
  openPlanScope,
} from './plans/support-plan.policy';
export { findPlanById, nextSubscriptionChange } from './plans/support-plan.repository';
export { planSavings } from './plans/support-plan.presenter';
export { downgradeRefusal, upgradeCharge, upgradeRefusal } from './plans/plan-change.policy';
export { listCreatorMemberships } from './plans/plan-change.repository';
export { refuseOverCreatorLimit } from './creator-limit';
export { supportRoutes } from './plans/support.routes';
export { rewardRoutes } from './rewards/reward.routes';
export { diffSupporterTotals, rebuildSupporterTotals } from './supporters/supporter-rank.repository';
export { ANONYMOUS_SUPPORTER } from './supporters/supporter.presenter';
export { supporterRoutes } from './supporters/supporter.routes';
export { supportSubscriptions } from './subscriptions';
export { trialOnlyPeriodScope } from './trials/trial.policy';

import { perViewer } from '../../../platform/http/rate-rules';
import { type rewardInputSchema, rewardEndpoints } from '@frog/contracts';
import type { z } from 'zod';
import { screenParams } from '../../governance';
import type { AppDeps } from '../../../app-deps';
import { listMyReceivedRewards, listMyUnseenRewards, markMyRewardsSeen } from './received-reward.service';
import {
  clearRewardCodes,
  createReward,
  editReward,
  listGrantsOfReward,
  listMyRewards,
  setRewardStatus,
} from './reward.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

type RewardInputParams = z.output<typeof rewardInputSchema>;

/**
 * `/api/reward/*`: charging rewards (充电奖励). A creator manages their own and sees who got which
 * code; a supporter reads what they received. Nobody else ever sees a reward (a refused read is 404).
 */
export const rewardRoutes = routeModule((app, { db, env, textFilter }: AppDeps) => {
  const write = { auth: 'creator' as const, rateLimit: [perViewer('reward', 120, 600)] };
  const screenReward = (reward: RewardInputParams): RewardInputParams =>
    screenParams(textFilter, reward, { title: '奖励名称', message: '奖励内容' }).params;

  defineRoute(app, rewardEndpoints.list, { auth: 'creator' }, ({ viewer }) => listMyRewards(db, viewer));

  defineRoute(app, rewardEndpoints.create, write, ({ params, viewer }) =>
    createReward(db, env, viewer, screenReward(params)),
  );

  defineRoute(app, rewardEndpoints.update, write, ({ params, viewer }) => {
    const { id, ...reward } = params;
    const fields = screenReward(reward);

    return editReward(db, env, viewer, id, fields);
  });

  defineRoute(app, rewardEndpoints.setStatus, write, ({ params, viewer }) =>
    setRewardStatus(db, viewer, params.id, params.status),
  );

  defineRoute(app, rewardEndpoints.clearCodes, write, ({ params, viewer }) =>
    clearRewardCodes(db, viewer, params.id),
  );

  defineRoute(app, rewardEndpoints.grants, { auth: 'creator' }, ({ params, viewer }) =>
    listGrantsOfReward(db, viewer, params),
  );

  defineRoute(app, rewardEndpoints.received, { auth: 'user' }, ({ params, viewer }) =>
    listMyReceivedRewards(db, viewer, params),
  );

  defineRoute(app, rewardEndpoints.unseen, { auth: 'user' }, ({ viewer }) => listMyUnseenRewards(db, viewer));

  defineRoute(
    app,
    rewardEndpoints.markSeen,
    { auth: 'user', rateLimit: [perViewer('reward', 120, 60)] },
    ({ viewer }) => markMyRewardsSeen(db, viewer),
  );
});

import type { TestApp } from '../../test-app';
import type { Recorder } from '../recorder';
import { planSteps, postSteps, rewardSteps } from './content';
import { setUpScene } from './context';
import { creatorApplicationSteps, signInSteps } from './identity';
import { messageSteps } from './messaging';
import { afterPurchaseSteps, purchaseSteps, wechatCashierSteps } from './money-purchase';
import { refundSteps } from './money-refunds';
import { withdrawalSteps } from './money-withdrawal';
import { nonContractSteps, operatorSteps, sweepSteps } from './operator';
import { commentSteps, followSteps } from './social';

export { CAST } from './context';

/**
 * Records every answer of the scenario on `t` (an app built with `listen: true`): the areas of the
 * product in a fixed order, each step's calls in a fixed order, later areas using what earlier ones made.
 */
export async function runScenario(t: TestApp): Promise<Recorder> {
  const scene = await setUpScene(t);
  await signInSteps(scene);
  await creatorApplicationSteps(scene);
  const content = await postSteps(scene, await planSteps(scene));
  const tipRewardId = await rewardSteps(scene, content);
  await followSteps(scene);
  const commentId = await commentSteps(scene, content);
  const orders = await purchaseSteps(scene, content);
  await wechatCashierSteps(scene);
  await afterPurchaseSteps(scene, tipRewardId);
  await refundSteps(scene, content, orders);
  await withdrawalSteps(scene);
  await messageSteps(scene);
  await operatorSteps(scene, content, commentId);
  await nonContractSteps(scene, content);
  await sweepSteps(scene);

  return scene.r;
}

import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import { withToken } from './with-token';
import type { ReportOpenidParams } from './types';

/** Records the buyer's openid on the payment (SPEC 8: a failure sets the cashier's error state). */
export async function reportOpenid(params: ReportOpenidParams): Promise<void> {
  await request<null>(tradePaths.reportOpenid, withToken(params));
}

import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import { withToken } from './with-token';
import type { FeedbackAddParams } from './types';

/** The cashier's complaint: a POST with a query string and no body (SPEC 7). */
export async function addFeedback(params: FeedbackAddParams): Promise<void> {
  await request<null>(tradePaths.feedbackAdd, withToken(params), { query: true });
}

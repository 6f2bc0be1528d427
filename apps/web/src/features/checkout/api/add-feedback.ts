import { request } from '@/lib/request';
import { withToken } from './with-token';
import type { FeedbackAddParams } from './types';

export const FEEDBACK_ADD_PATH = '/api/feedback/add';

/** The cashier's complaint: a POST with a query string and no body (SPEC 7). */
export async function addFeedback(params: FeedbackAddParams): Promise<void> {
  await request<null>(FEEDBACK_ADD_PATH, withToken(params), { query: true });
}

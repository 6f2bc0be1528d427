import { z } from 'zod';
import { defineEndpoint, noParamsSchema } from './common';

/** Operators only (404 otherwise): what waits on each console tab, in one call. */
export const adminQueueEndpoints = {
  counts: defineEndpoint({
    path: '/api/admin/queue-counts',
    summary: '各待办队列的数量',
    params: noParamsSchema,
    data: z.object({
      /** Complaints still open. */
      complaints: z.number(),
      /** Flagged orders and unknown-payment notifications not yet resolved. */
      flags: z.number(),
      /** Withdrawals waiting for review (requested). */
      withdrawals: z.number(),
      /** Creator applications waiting for review. */
      applications: z.number(),
      /** Posts, comments and replies waiting for review, and open appeals of takedowns (待审核). */
      held: z.number(),
      /** Reported objects with open reports (举报). */
      reports: z.number(),
      /** Reconciliation differences (对账) still open. */
      reconciliation: z.number(),
    }),
  }),
};

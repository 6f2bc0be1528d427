import { tradeEndpoints } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

export type ComplaintInput = { paymentNo: string; contact: string; message: string };

/**
 * A complaint about a paid order, from its receipt: the cashier's own call (SPEC 7: a query string,
 * no body), authorised by the buyer's session instead of a cashier token.
 */
export const useAddComplaint = () =>
  useMutation({
    mutationFn: async (complaint: ComplaintInput) => {
      await request<null>(tradeEndpoints.feedbackAdd.path, complaint, { query: true });
    },
  });

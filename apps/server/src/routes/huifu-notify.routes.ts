import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { PaymentNotificationError } from '../payments/errors';
import { applyPaymentResult } from '../services/payment-apply.service';
import { applyRefundResult } from '../services/refund.service';

/**
 * `POST /api/trade/huifu/notify`: Huifu's signed asynchronous notification (form-encoded, from
 * another site, outside the JSON envelope). Answers text/plain `RECV_ORD_ID_<req_seq_id>` only after
 * the event is stored and applied, or recognised as a duplicate; a bad signature is a 400 and
 * changes nothing; any other failure is a 500 so Huifu retries.
 */
export const huifuNotifyRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, env, payments } = deps;

    app.post('/api/trade/huifu/notify', { config: { allowCrossSite: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const form = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      let event: ReturnType<typeof payments.provider.parseNotification>;
      try {
        event = payments.provider.parseNotification(form);
      } catch (error) {
        if (!(error instanceof PaymentNotificationError)) throw error;
        request.log.warn({ failure: error.failure }, 'huifu notification rejected');
        return reply.code(400).type('text/plain').send('FAIL');
      }

      if (event.kind === 'refund') {
        // A refund result: applied exactly once on the refund row (its req_seq_id is our refund_no).
        const outcome = await applyRefundResult(
          { db, merchantId: payments.provider.merchantId },
          {
            source: 'notify',
            refundNo: event.reqSeqId,
            hfSeqId: event.hfSeqId,
            state: event.state === 'paid' ? 'refunded' : event.state,
            amountFen: event.amountFen,
            huifuId: event.huifuId,
            notifyType: event.notifyType,
            transStat: event.transStat,
            raw: event.rawRespData,
          },
        );
        request.log.info({ reqSeqId: event.reqSeqId, outcome }, 'huifu refund notification');
        return reply.code(200).type('text/plain').send(event.ackBody);
      }

      const outcome = await applyPaymentResult(
        { db, merchantId: payments.provider.merchantId, feeBps: env.PLATFORM_FEE_BPS },
        {
          source: 'notify',
          reqSeqId: event.reqSeqId,
          hfSeqId: event.hfSeqId,
          state: event.state,
          amountFen: event.amountFen,
          huifuId: event.huifuId,
          notifyType: event.notifyType,
          transStat: event.transStat,
          raw: event.rawRespData,
        },
      );
      request.log.info({ reqSeqId: event.reqSeqId, outcome }, 'huifu notification');

      return reply.code(200).type('text/plain').send(event.ackBody);
    });
  };

import type { AppDeps } from '../../../app-deps';
import { PaymentNotificationError } from '../provider/errors';
import { applyPaymentResult } from './apply-payment-result';
import { applyRefundResult } from '../refunds/apply-refund-result';
import { moneyContextOf } from '../context';
import { routeModule } from '../../../platform/http/route-module';

/**
 * `POST /api/trade/huifu/notify`: Huifu's signed asynchronous notification (form-encoded, from
 * another site, outside the JSON envelope). Answers text/plain `RECV_ORD_ID_<req_seq_id>` only after
 * the event is stored and applied, or recognised as a duplicate; a bad signature is a 400 and
 * changes nothing; any other failure is a 500 so Huifu retries.
 */
export const huifuNotifyRoutes = routeModule((app, deps: AppDeps) => {
  const { db, payments } = deps;

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

    // The adapter made it one event: a payment attempt's or a refund's (our refund number).
    const outcome =
      event.event.kind === 'refund'
        ? await applyRefundResult({ db, merchantId: payments.provider.merchantId }, event.event)
        : await applyPaymentResult(moneyContextOf(deps), event.event);
    request.log.info({ kind: event.event.kind, reqSeqId: event.reqSeqId, outcome }, 'huifu notification');

    return reply.code(200).type('text/plain').send(event.ackBody);
  });
});

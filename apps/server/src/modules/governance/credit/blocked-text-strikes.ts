import { Reason } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { AppError } from '../../../platform/lib/app-error';
import { formatChinaTime } from '../../../platform/lib/china-time';
import { addStrike } from './credit.service';

/**
 * A text the word lists refuse counts against its author's credit, at most once a China-time day:
 * every surface refuses through the same text_blocked error, so one hook on the root app counts them
 * all. The refusal the user sees is unchanged; a failure to count is logged, never shown.
 */
export function countBlockedTexts(app: FastifyInstance, db: Db): void {
  app.addHook('onError', async (request, _reply, thrown) => {
    const error: unknown = thrown;
    if (!(error instanceof AppError) || error.reason !== Reason.TEXT_BLOCKED || !request.viewer) return;
    const userId = request.viewer.id;
    const day = formatChinaTime(new Date()).slice(0, 10);
    await addStrike(db, {
      userId,
      kind: 'text_blocked',
      note: error.message,
      dedupeKey: `text_blocked:${userId}:${day}`,
    }).catch((cause: unknown) => request.log.error({ err: cause }, 'could not count a blocked text'));
  });
}

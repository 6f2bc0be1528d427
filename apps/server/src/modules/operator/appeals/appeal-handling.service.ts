import { randomUUID } from 'node:crypto';
import type { AdminAppeal, adminAppealEndpoints, DataOf } from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { presentPage } from '../../../platform/http/page.presenter';
import { AppError } from '../../../platform/lib/app-error';
import {
  appealsTakedownInForce,
  closeAppeal,
  listOpenAppeals,
  lockOpenAppeal,
  type OpenAppealRow,
} from '../../governance';
import { setPostTakedown } from '../moderation/moderation.repository';

// 申诉 in the console (DESIGN 8): an author's appeal of a takedown, handled once. 申诉成立 restores
// the post in the same audited transaction; 驳回 keeps it down. The author is told either way.

const presentAppeal = (row: OpenAppealRow): AdminAppeal => ({
  id: row.id,
  post: { id: row.postId, title: row.postTitle },
  author: { id: row.authorId, nickname: row.authorNickname, slug: row.authorSlug, phone: row.authorPhone },
  takedown: {
    reason: row.takedownReason ?? '',
    at: (row.takenDownAt ?? row.createdAt).toISOString(),
    by: { id: row.takenDownBy ?? 0, nickname: row.takenDownByNickname ?? '' },
  },
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** Open appeals, who has waited longest first. */
export async function listAppeals(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<DataOf<typeof adminAppealEndpoints.list>> {
  const { rows, total } = await listOpenAppeals(db, page);

  return presentPage(rows.map(presentAppeal), total, page);
}

/** 申诉成立 (appeal.uphold: the post is restored) or 驳回 (appeal.reject), with the note the author reads. */
export async function handleAppeal(
  db: Db,
  operator: UserRow,
  params: { appealId: number; decision: 'upheld' | 'rejected'; note: string },
): Promise<DataOf<typeof adminAppealEndpoints.handle>> {
  const action = params.decision === 'upheld' ? 'appeal.uphold' : 'appeal.reject';
  const target = { kind: 'appeal' as const, id: params.appealId };

  return operatorAction(db, operator, { action, target, reason: params.note }, async (trx) => {
    const appeal = await lockOpenAppeal(trx, params.appealId);
    if (!appeal) throw AppError.conflict('该申诉已处理或不存在，请刷新后查看');
    if (params.decision === 'upheld') {
      // A post restored some other way meanwhile has nothing left to restore.
      if (await appealsTakedownInForce(trx, appeal.id)) await setPostTakedown(trx, appeal.postId, null);
    }
    await closeAppeal(trx, appeal.id, {
      status: params.decision,
      outcome: params.note,
      operatorId: operator.id,
    });
    await publish(trx, 'AppealHandled', {
      appealId: appeal.id,
      authorId: appeal.authorId,
      post: { id: appeal.postId, title: appeal.title },
      decision: params.decision,
      note: params.note,
      actionId: randomUUID(),
    });

    return {
      result: { status: params.decision },
      before: { appeal: 'open' },
      after: { appeal: params.decision, postRestored: params.decision === 'upheld' },
    };
  });
}

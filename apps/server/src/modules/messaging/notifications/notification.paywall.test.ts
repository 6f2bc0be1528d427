import { notificationEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { submitAndOpenCashier } from '../../../../test/payment-flow';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { useTestApp } from '../../../../test/test-app';
import { notifyNewPosts } from './notify-new-posts';
import { insertFollow } from '../../identity/follows/follow.repository';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';

const t = useTestApp({ listen: true });

describe('paywall canary: system notifications never carry a locked body', () => {
  it('names a paid post by its title only, in every notice about it, to everyone', async () => {
    const canary = newCanary();
    const creator = await buildCreator(t.db, { nickname: '金丝雀蛙' });
    const post = await buildCanaryPost(t.db, creator.id, canary, { title: '上锁的作品' });
    await t.db
      .insertInto('postAttachments')
      .values({
        postId: post.id,
        ownerId: creator.id,
        storageKey: `private/${canary}`,
        kind: 'file',
        originalName: `${canary}.zip`,
        mime: 'application/zip',
        size: 10,
      })
      .execute();
    const buyer = await buildUser(t.db);
    const buyerCookie = await t.signIn(buyer.phone);
    const follower = await buildUser(t.db);
    await insertFollow(t.db, follower.id, creator.id);

    // A buyer unlocks it (notice + receipt), followers get the new-post digest, operators take it
    // down and turn down its author's appeal.
    const flow = await submitAndOpenCashier(t, buyerCookie, { kind: 'post', postId: String(post.id) });
    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! });
    await t.payments.simulator!.idle();
    await notifyNewPosts(t.db);
    await inTransaction(t.db, async (trx) => {
      await publish(trx, 'PostTakenDown', {
        post: { id: post.id, authorId: post.authorId, title: post.title },
        reason: '测试下架',
        actionId: '1',
      });
      await publish(trx, 'AppealHandled', {
        appealId: 1,
        authorId: post.authorId,
        post: { id: post.id, title: post.title },
        decision: 'rejected',
        note: '测试驳回',
        actionId: '2',
      });
    });

    const seen: string[] = [];
    const cookies = [await t.signIn(creator.phone), buyerCookie, await t.signIn(follower.phone)];
    for (const cookie of cookies) {
      const res = await t.call(notificationEndpoints.list, {}, { cookie });
      expect(res.body.code).toBe(200);
      expect(JSON.stringify(res.body)).toContain('上锁的作品');
      seen.push(JSON.stringify(res.body));
      for (const endpoint of [notificationEndpoints.markAllRead, notificationEndpoints.clearRead]) {
        seen.push(JSON.stringify((await t.call(endpoint, {}, { cookie })).body));
      }
    }
    const ids = await t.db.selectFrom('notifications').select('id').execute();
    for (const { id } of ids) {
      for (const cookie of [undefined, ...cookies]) {
        seen.push(
          JSON.stringify((await t.call(notificationEndpoints.markRead, { id: String(id) }, { cookie })).body),
        );
      }
    }

    for (const answer of seen) expect(answer).not.toContain(canary);
    // The canary is really stored: the notices, not an empty post, keep it out.
    await expectCanaryStored(t.db, post.id, canary);
    const rows = await t.db.selectFrom('notifications').select(['title', 'body']).execute();
    expect(JSON.stringify(rows)).not.toContain(canary);
  });
});

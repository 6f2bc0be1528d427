import { commentEndpoints, receivedCommentEndpoints } from '@frog/contracts';
import { expect } from 'vitest';
import { buildCreator, buildPost, buildUser } from './factories';
import type { TestApp } from './test-app';

/** Shared steps of the comment tests: a post with a reader, and comment/reply calls that must succeed. */
export function commentKit(t: TestApp) {
  /** A creator with a published post, and a signed-in reader. */
  async function setup() {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const reader = await buildUser(t.db, { nickname: `读者${post.id}` });

    return {
      creator,
      post,
      reader,
      creatorCookie: await t.signIn(creator.phone),
      readerCookie: await t.signIn(reader.phone),
    };
  }

  const comment = async (postId: number, content: string, cookie: string) => {
    const res = await t.call(commentEndpoints.postComment, { postId: String(postId), content }, { cookie });
    expect(res.body.code).toBe(200);

    return res.body.data;
  };

  const reply = async (commentId: string, content: string, cookie: string) => {
    const res = await t.call(commentEndpoints.postReply, { commentId, content }, { cookie });
    expect(res.body.code).toBe(200);

    return res.body.data;
  };

  /** 收到的评论 of the signed-in user, newest first, as the API answers them. */
  const receivedBy = async (cookie: string) => {
    const res = await t.call(receivedCommentEndpoints.list, { pageSize: '50' }, { cookie });
    expect(res.body.code).toBe(200);

    return res.body.data;
  };

  return { setup, comment, reply, receivedBy };
}

import { commentEndpoints, commentSettingEndpoints, receivedCommentEndpoints } from '@frog/contracts';
import { expect } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from './factories';
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

  /** The post's comment list as `cookie` (or a visitor) reads it. */
  const listFor = async (postId: number, cookie?: string) => {
    const res = await t.call(
      commentEndpoints.commentList,
      { postId: String(postId) },
      cookie ? { cookie } : {},
    );
    expect(res.body.code).toBe(200);

    return res.body.data;
  };

  /**
   * A creator's action on a comment (禁止TA评论, 隐藏) refused on someone else's post (403,
   * `texts.notOwnPost`), on the creator's own comment (400, `texts.self`), for an unknown id (404), a
   * malformed one (400, naming 评论ID) and a visitor (401). Answers what it set up, for the checks
   * that follow.
   */
  async function expectCreatorActionRefusals(
    act: (commentId: string, cookie: string) => Promise<{ status: number; body: { message: string } }>,
    texts: { notOwnPost: string; self: string },
  ) {
    const made = await setup();
    const written = await comment(made.post.id, '一条评论', made.readerCookie);
    const own = await comment(made.post.id, '作者自己的', made.creatorCookie);
    const bystander = await buildSignedInUser(t);

    const notOwnPost = await act(written.id, bystander.cookie);
    expect(notOwnPost.status).toBe(403);
    expect(notOwnPost.body.message).toBe(texts.notOwnPost);
    const self = await act(own.id, made.creatorCookie);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(texts.self);
    expect((await act('999999999', made.creatorCookie)).status).toBe(404);
    const malformed = await act('abc', made.creatorCookie);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/评论ID/);
    expect((await act(written.id, '')).status).toBe(401);

    return { ...made, written, own, bystander };
  }

  /** The creator's comment settings as `cookie`'s user asks for them (answers as they come). */
  const settings = {
    ban: (commentId: string, cookie: string) =>
      t.call(commentSettingEndpoints.ban, { commentId }, { cookie }),
    unban: (userId: number, cookie: string) =>
      t.call(commentSettingEndpoints.unban, { userId: String(userId) }, { cookie }),
    hide: (commentId: string, cookie: string) =>
      t.call(commentSettingEndpoints.hide, { commentId }, { cookie }),
    unhide: (commentId: string, cookie: string) =>
      t.call(commentSettingEndpoints.unhide, { commentId }, { cookie }),
    addWord: (word: string, cookie: string) => t.call(commentSettingEndpoints.addWord, { word }, { cookie }),
    removeWord: (word: string, cookie: string) =>
      t.call(commentSettingEndpoints.removeWord, { word }, { cookie }),
  };

  return { setup, comment, reply, receivedBy, listFor, expectCreatorActionRefusals, settings };
}

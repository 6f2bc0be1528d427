import { perViewer } from '../../../platform/http/rate-rules';
import { commentEndpoints, commentSettingEndpoints, type Endpoint, type WordCategory } from '@frog/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import type { AppDeps } from '../../../app-deps';
import { listCommentReplies, listPostComments } from './comment.service';
import { deleteComment, postComment, postReply } from './comment-write.service';
import { banCommenter, listMyCommentBans, unbanCommenter } from './comment-ban.service';
import { addCommentWord, listMyCommentWords, removeCommentWord } from './comment-word.service';
import { hideComment, listMyHiddenComments, releaseComment } from './comment-hide.service';
import { ipRegion, screenParams } from '../../governance';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** Writing comments and replies: 10 a minute per user on each call. */
const perUserWrites = perViewer('user', 10, 60, '评论太频繁，请稍后再试');

/** A creator's changes to their comment settings: 60 a minute (banning a flood of spammers one by one). */
const perUserSettings = perViewer('user', 60, 60, '操作太频繁，请稍后再试');

/**
 * `/api/comment/*`: comments and two-level replies on posts the viewer can see. A comment or reply
 * keeps the IP属地 of the request that wrote it (`request.ip`, which honours TRUST_PROXY), never the
 * address. And a creator's settings for their comment areas: whom they banned (禁止TA评论), their
 * own word list, the comments they hid or their words kept (隐藏, 被隐藏的评论, 恢复显示).
 */
export const commentRoutes = routeModule((app, { db, publicReads, memberReads, textFilter }: AppDeps) => {
  // Members read comment lists from the cache: after this process's own write it forgets them at
  // once, so the writer's next read (the page refreshes right after) never waits for the change's
  // notification, which empties every process's cache a moment later.
  const thenForget = async <T>(written: Promise<T>) => {
    const result = await written;
    publicReads.clear();
    memberReads.clear();

    return result;
  };
  /**
   * A comment or reply: screened by the text filter (held for review when it must be), with the
   * IP属地 of the request that wrote it.
   */
  const write = <P extends { content: string }, D>(
    endpoint: Endpoint<z.ZodType<P>, z.ZodType<D>>,
    label: string,
    post: (db: Db, viewer: UserRow, written: P & { ipRegion: string }, heldFor: WordCategory[]) => Promise<D>,
  ) =>
    defineRoute(
      app,
      endpoint,
      { auth: 'user', rateLimit: [perUserWrites] },
      async ({ params, viewer, request }) => {
        // P holds `content` (its constraint), which TypeScript cannot see in `keyof P` of a generic P.
        const labels = { content: label } as Partial<Record<keyof P & string, string>>;
        const screened = screenParams(textFilter, params, labels, { holds: true });
        const written = { ...screened.params, ipRegion: ipRegion(request.ip) };

        return thenForget(post(db, viewer, written, screened.heldFor));
      },
    );
  /** A change of the creator's comment settings: every kept answer is forgotten after it. */
  const setting = <P>(
    endpoint: Endpoint<z.ZodType<P>, z.ZodNull>,
    change: (db: Db, viewer: UserRow, params: P) => Promise<unknown>,
  ) =>
    defineRoute(app, endpoint, { auth: 'user', rateLimit: [perUserSettings] }, async ({ params, viewer }) => {
      await thenForget(change(db, viewer, params));

      return null;
    });

  defineRoute(
    app,
    commentEndpoints.commentList,
    {
      auth: 'optional',
      visitorCache: {
        cache: publicReads,
        key: (params) => `comments:${params.postId}:${params.order}:${params.page}:${params.pageSize}`,
      },
      sharedAnswers: true,
    },
    async ({ params, viewer }) => listPostComments(db, viewer, params, publicReads, memberReads),
  );

  write(commentEndpoints.postComment, '评论', postComment);

  defineRoute(app, commentEndpoints.replyList, { auth: 'optional' }, async ({ params, viewer }) =>
    listCommentReplies(db, viewer, params),
  );

  write(commentEndpoints.postReply, '回复', postReply);

  defineRoute(app, commentEndpoints.delete, { auth: 'user' }, async ({ params, viewer }) => {
    await thenForget(deleteComment(db, viewer, params));

    return null;
  });

  // A ban changes what the banned user's answers say (canComment, 回复): every process forgets their
  // kept answers when comment_bans announces it, this one at once. The word list only changes
  // comments written after it.
  setting(commentSettingEndpoints.ban, banCommenter);

  setting(commentSettingEndpoints.unban, unbanCommenter);

  defineRoute(app, commentSettingEndpoints.banList, { auth: 'user' }, async ({ params, viewer }) =>
    listMyCommentBans(db, viewer, params),
  );

  // 隐藏 / 恢复显示 change what every list and count shows: forgotten at once here, and in every
  // process when the comments' NOTIFY trigger announces the commit.
  setting(commentSettingEndpoints.hide, hideComment);

  setting(commentSettingEndpoints.unhide, releaseComment);

  defineRoute(app, commentSettingEndpoints.hiddenList, { auth: 'user' }, async ({ params, viewer }) =>
    listMyHiddenComments(db, viewer, params),
  );

  defineRoute(app, commentSettingEndpoints.wordList, { auth: 'creator' }, async ({ viewer }) =>
    listMyCommentWords(db, viewer),
  );

  defineRoute(
    app,
    commentSettingEndpoints.addWord,
    { auth: 'creator', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => addCommentWord(db, viewer, params),
  );

  defineRoute(
    app,
    commentSettingEndpoints.removeWord,
    { auth: 'creator', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => removeCommentWord(db, viewer, params),
  );
});

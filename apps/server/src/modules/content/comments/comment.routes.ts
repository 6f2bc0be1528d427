import { perViewer } from '../../../platform/http/rate-rules';
import { commentEndpoints, commentSettingEndpoints } from '@frog/contracts';
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

  defineRoute(
    app,
    commentEndpoints.postComment,
    { auth: 'user', rateLimit: [perUserWrites] },
    async ({ params, viewer, request }) => {
      const screened = screenParams(textFilter, params, { content: '评论' }, { holds: true });
      const written = { ...screened.params, ipRegion: ipRegion(request.ip) };

      return thenForget(postComment(db, viewer, written, screened.heldFor));
    },
  );

  defineRoute(app, commentEndpoints.replyList, { auth: 'optional' }, async ({ params, viewer }) =>
    listCommentReplies(db, viewer, params),
  );

  defineRoute(
    app,
    commentEndpoints.postReply,
    { auth: 'user', rateLimit: [perUserWrites] },
    async ({ params, viewer, request }) => {
      const screened = screenParams(textFilter, params, { content: '回复' }, { holds: true });
      const written = { ...screened.params, ipRegion: ipRegion(request.ip) };

      return thenForget(postReply(db, viewer, written, screened.heldFor));
    },
  );

  defineRoute(app, commentEndpoints.delete, { auth: 'user' }, async ({ params, viewer }) => {
    await thenForget(deleteComment(db, viewer, params));

    return null;
  });

  // A ban changes what the banned user's answers say (canComment, 回复): every process forgets their
  // kept answers when comment_bans announces it, this one at once. The word list only changes
  // comments written after it.
  defineRoute(
    app,
    commentSettingEndpoints.ban,
    { auth: 'user', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => {
      await thenForget(banCommenter(db, viewer, params));

      return null;
    },
  );

  defineRoute(
    app,
    commentSettingEndpoints.unban,
    { auth: 'user', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => {
      await thenForget(unbanCommenter(db, viewer, params));

      return null;
    },
  );

  defineRoute(app, commentSettingEndpoints.banList, { auth: 'user' }, async ({ params, viewer }) =>
    listMyCommentBans(db, viewer, params),
  );

  // 隐藏 / 恢复显示 change what every list and count shows: forgotten at once here, and in every
  // process when the comments' NOTIFY trigger announces the commit.
  defineRoute(
    app,
    commentSettingEndpoints.hide,
    { auth: 'user', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => {
      await thenForget(hideComment(db, viewer, params));

      return null;
    },
  );

  defineRoute(
    app,
    commentSettingEndpoints.unhide,
    { auth: 'user', rateLimit: [perUserSettings] },
    async ({ params, viewer }) => {
      await thenForget(releaseComment(db, viewer, params));

      return null;
    },
  );

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

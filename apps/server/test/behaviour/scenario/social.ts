import {
  commentEndpoints,
  followEndpoints,
  postEndpoints,
  profileEndpoints,
  promotionEndpoints,
  receivedCommentEndpoints,
  searchEndpoints,
  unreadEndpoints,
} from '@frog/contracts';
import type { Content } from './content';
import { CAST, id, type Scene } from './context';

/** Following, the home feed and search. */
export async function followSteps({ r, users }: Scene): Promise<void> {
  r.begin('social');
  const creator = { userId: id(users.creator.id) };
  await r.call(profileEndpoints.profile, 'visitor', { slug: CAST.creator.slug });
  await r.call(profileEndpoints.profile, 'visitor', { slug: 'no-such-frog' }, 'unknown slug');
  await r.call(followEndpoints.follow, 'visitor', creator, 'not signed in');
  await r.call(followEndpoints.follow, 'member', creator);
  await r.call(followEndpoints.follow, 'member2', creator);
  await r.call(followEndpoints.follow, 'creator', creator, 'follow oneself');
  await r.call(followEndpoints.unfollow, 'member2', creator);
  await r.call(followEndpoints.follow, 'member2', creator);
  await r.call(followEndpoints.followList, 'member', { type: 'following' });
  await r.call(followEndpoints.followList, 'creator', { type: 'followers' });
  await r.call(profileEndpoints.profile, 'member', { slug: CAST.creator.slug });
  await r.call(postEndpoints.homeFeed, 'member', { pageSize: '10' });
  await r.call(postEndpoints.homeFeed, 'visitor', { pageSize: '10' });
  await r.call(searchEndpoints.user, 'visitor', { keyword: '蛙蛙' });
  await r.call(searchEndpoints.post, 'member', { keyword: '橘猫' });
  await r.call(searchEndpoints.post, 'visitor', { keyword: '' }, 'empty keyword');
  await r.call(promotionEndpoints.featuredCreators, 'visitor');
}

/** Comments and replies on the free post; the creator's received comments. Answers the first comment's id. */
export async function commentSteps({ r }: Scene, { freePostId, paidPostId }: Content): Promise<string> {
  r.begin('comments');
  const onFree = (content: string) => ({ postId: id(freePostId), content });
  await r.call(commentEndpoints.postComment, 'visitor', onFree('路过'), 'not signed in');
  const comment = await r.call(commentEndpoints.postComment, 'member', onFree('老街真好看'));
  const comment2 = await r.call(commentEndpoints.postComment, 'member2', onFree('同感'));
  await r.call(
    commentEndpoints.postComment,
    'member',
    { postId: id(paidPostId), content: '想看' },
    'paid post, not unlocked',
  );
  await r.call(commentEndpoints.postComment, 'member', onFree(''), 'empty');
  const commentId = String(comment.body.data.id);
  await r.call(commentEndpoints.postReply, 'creator', { commentId, content: '谢谢喜欢' });
  await r.call(commentEndpoints.postReply, 'member2', { commentId, content: '+1' });
  await r.call(commentEndpoints.commentList, 'visitor', { postId: id(freePostId) });
  await r.call(commentEndpoints.commentList, 'member', { postId: id(freePostId), order: 'hottest' });
  await r.call(commentEndpoints.replyList, 'visitor', { commentId });
  const comment2Id = { commentId: String(comment2.body.data.id) };
  await r.call(commentEndpoints.delete, 'member', comment2Id, 'not the writer');
  await r.call(commentEndpoints.delete, 'member2', comment2Id);
  await r.call(receivedCommentEndpoints.list, 'creator');
  await r.call(receivedCommentEndpoints.list, 'member');
  await r.call(unreadEndpoints.count, 'creator');
  await r.call(receivedCommentEndpoints.markAllRead, 'creator');

  return commentId;
}

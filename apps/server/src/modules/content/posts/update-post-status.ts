import type { PostDisplayStatus } from '@frog/contracts';
import { creditOf } from '../../governance';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { displayStatus } from './post.policy';
import { findOwnPost, listPlansOfPosts, updatePost } from './post.repository';
import type { PostCtx } from './post.service';
import { refuseIfTakenDown } from './save-post';
import { holdOf, screenPost } from './screen-post';

/**
 * Publish (from draft or hidden), hide (a published post) or delete an own post. Publishing screens
 * the post's texts as they are stored (a draft is not screened while it is written).
 */
export async function updatePostStatus(
  { db, textFilter }: Pick<PostCtx, 'db' | 'textFilter'>,
  viewer: UserRow,
  id: number,
  status: 'published' | 'hidden' | 'deleted',
): Promise<{ id: number; status: PostDisplayStatus | 'deleted' }> {
  const post = await findOwnPost(db, id, viewer.id);
  if (!post) throw AppError.notFound();

  if (status === 'deleted') {
    await updatePost(db, id, { status: 'deleted' });

    return { id, status: 'deleted' };
  }
  if (status === 'hidden') {
    if (post.status !== 'published') throw AppError.conflict('只有已发布的作品可以隐藏');
    await updatePost(db, id, { status: 'hidden' });

    return { id, status: 'hidden' };
  }
  refuseIfTakenDown(post);
  if (post.title.trim() === '') throw AppError.badRequest('请先填写标题再发布');
  if (post.visibility === 'plan' || post.visibility === 'plan_or_paid') {
    const plans = await listPlansOfPosts(db, [post.id]);
    if ((plans.get(post.id) ?? []).length === 0) throw AppError.badRequest('请先选择至少一个支持方案再发布');
  }
  const screened = screenPost(textFilter, post);
  const updated = await updatePost(db, id, {
    title: screened.post.title,
    summary: screened.post.summary,
    bodyHtml: screened.post.bodyHtml,
    ...holdOf(screened.heldFor, post.heldAt, (await creditOf(db, post.authorId)).reviewAll),
    status: 'published',
    publishedAt: post.publishedAt ?? new Date(),
  });

  return { id, status: displayStatus(updated, new Date()) };
}

import type { TagPostPage } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { decodeCursor, toPage } from '../posts/post.service';
import { listLivePostsByTag } from './post-tag.repository';

/**
 * A tag page: live posts carrying the tag, newest first, presented as cards for this viewer by the
 * same presenter as the home feed and profiles (a locked post shows its preview and price only).
 */
export async function listTagPosts(
  db: Db,
  viewer: UserRow | null,
  params: { tag: string; cursor?: string | undefined; pageSize: number },
): Promise<TagPostPage> {
  const decoded = decodeCursor(params.cursor);
  if (decoded && decoded.segment !== 't') throw AppError.badRequest('分页游标格式不正确');
  const rows = await listLivePostsByTag(db, params.tag, decoded?.keyset, params.pageSize + 1);
  const page = await toPage(db, viewer, rows, params.pageSize, 't');

  return { tag: params.tag, ...page };
}

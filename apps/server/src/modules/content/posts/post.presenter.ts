import {
  type LikeState,
  type OwnAppeal,
  type PostAbilities,
  type PostAttachment,
  type PostCard,
  type PostDetail,
  type PostDraft,
  type PostPlanRef,
  postAttachmentPath,
  type ShareInfo,
} from '@frog/contracts';
import type { PostAttachmentRow, PostRow } from '../../../platform/db/types';
import { displayYuan } from '../../../platform/lib/money';
import { displayStatus } from './post.policy';
import type { PlanRef, PostCardRow } from './post.repository';
import { userRefOf } from '../../../platform/db/user-ref-columns';

/** Plans a post is part of, or a creator's open plans in the visibility picker. */
export const presentPlanRefs = (plans: Pick<PlanRef, 'id' | 'name' | 'priceFen'>[]): PostPlanRef[] =>
  plans.map((p) => ({ id: p.id, name: p.name, priceFen: p.priceFen, price: displayYuan(p.priceFen) }));

/** Only ever called for a viewer entitled to the post: the URL is the authorised route. */
export function presentAttachment(row: PostAttachmentRow): PostAttachment {
  return {
    id: row.id,
    kind: row.kind === 'video' ? 'video' : 'file',
    name: row.originalName,
    size: row.size,
    mime: row.mime,
    url: postAttachmentPath(row.id),
  };
}

/** A list card: preview fields only, whatever the viewer may read. */
export function presentPostCard(
  row: PostCardRow,
  extra: {
    plans: PlanRef[];
    attachments: number;
    comments: number;
    likes: LikeState;
    locked: boolean;
    now: Date;
  },
): PostCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    visibility: row.visibility,
    priceFen: row.priceFen,
    price: displayYuan(row.priceFen),
    plans: presentPlanRefs(extra.plans),
    status: displayStatus(row, extra.now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: { ...userRefOf(row, 'author', row.authorId), bio: row.authorBio },
    counts: { comments: extra.comments, attachments: extra.attachments },
    likes: extra.likes,
    locked: extra.locked,
  };
}

/** The detail: the body and attachments only when `card.locked` is false. */
export function presentPostDetail(
  card: PostCard,
  bodyHtml: string,
  attachments: PostAttachmentRow[],
  abilities: PostAbilities,
  authorTakesPayments: boolean,
  row: Pick<PostRow, 'takenDownAt' | 'takedownReason' | 'commentPolicy'>,
  appeal: { appeal: OwnAppeal | null; canAppeal: boolean } = { appeal: null, canAppeal: false },
): PostDetail {
  return {
    ...card,
    bodyHtml: card.locked ? null : bodyHtml,
    attachments: card.locked ? [] : attachments.map(presentAttachment),
    abilities,
    authorTakesPayments,
    commentPolicy: row.commentPolicy,
    // getPostDetail adds the post's tags.
    tags: [],
    // Only the author ever loads a taken-down post (visiblePostsFor): they are told when and why,
    // and where their appeal stands.
    takedown: row.takenDownAt
      ? { reason: row.takedownReason ?? '', at: row.takenDownAt.toISOString(), ...appeal }
      : null,
  };
}

/** The author's own post as the editor restores it. */
export function presentDraft(
  post: PostRow,
  planIds: number[],
  attachments: PostAttachmentRow[],
  now: Date,
  tags: string[] = [],
): PostDraft {
  return {
    id: post.id,
    title: post.title,
    summary: post.summary,
    bodyHtml: post.bodyHtml,
    coverUrl: post.coverUrl,
    visibility: post.visibility,
    price: post.priceFen > 0 ? displayYuan(post.priceFen) : '',
    planIds,
    commentPolicy: post.commentPolicy,
    tags,
    status: displayStatus(post, now),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    attachments: attachments.map(presentAttachment),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** A share card: title, summary and cover only (safe for any post), with absolute URLs. */
export function presentShareInfo(
  post: Pick<PostRow, 'id' | 'title' | 'summary' | 'coverUrl'>,
  publicUrl: string,
): ShareInfo {
  return {
    title: post.title,
    summary: post.summary,
    coverUrl: post.coverUrl ? publicUrl + post.coverUrl : null,
    url: `${publicUrl}/post/${post.id}`,
  };
}

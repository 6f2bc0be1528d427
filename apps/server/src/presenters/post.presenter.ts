import {
  type PostAbilities,
  type PostAttachment,
  type PostCard,
  type PostDetail,
  type PostDraft,
  postAttachmentPath,
} from '@frog/contracts';
import type { PostAttachmentRow, PostRow } from '../db/types';
import { displayStatus } from '../policies/post.policy';
import type { PlanRef, PostCardRow } from '../repositories/post.repository';

/** 990 → "9.90"; 0 → "0.00". */
export const formatYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const presentPlans = (plans: PlanRef[]) =>
  plans.map((p) => ({ id: p.id, name: p.name, priceFen: p.priceFen, price: formatYuan(p.priceFen) }));

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
  extra: { plans: PlanRef[]; attachments: number; comments: number; locked: boolean; now: Date },
): PostCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    visibility: row.visibility,
    priceFen: row.priceFen,
    price: formatYuan(row.priceFen),
    plans: presentPlans(extra.plans),
    status: displayStatus(row, extra.now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: {
      id: row.authorId,
      nickname: row.authorNickname,
      avatarUrl: row.authorAvatarUrl,
      slug: row.authorSlug,
      bio: row.authorBio,
    },
    counts: { comments: extra.comments, attachments: extra.attachments },
    locked: extra.locked,
  };
}

/** The detail: the body and attachments only when `card.locked` is false. */
export function presentPostDetail(
  card: PostCard,
  bodyHtml: string,
  attachments: PostAttachmentRow[],
  abilities: PostAbilities,
): PostDetail {
  return {
    ...card,
    bodyHtml: card.locked ? null : bodyHtml,
    attachments: card.locked ? [] : attachments.map(presentAttachment),
    abilities,
  };
}

/** The author's own post as the editor restores it. */
export function presentDraft(
  post: PostRow,
  planIds: number[],
  attachments: PostAttachmentRow[],
  now: Date,
): PostDraft {
  return {
    id: post.id,
    title: post.title,
    summary: post.summary,
    bodyHtml: post.bodyHtml,
    coverUrl: post.coverUrl,
    visibility: post.visibility,
    price: post.priceFen > 0 ? formatYuan(post.priceFen) : '',
    planIds,
    status: displayStatus(post, now),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    attachments: attachments.map(presentAttachment),
    updatedAt: post.updatedAt.toISOString(),
  };
}

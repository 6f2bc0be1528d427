import { z } from 'zod';
import {
  blankToUndefined,
  cursorParam,
  defineEndpoint,
  idParam,
  noParamsSchema,
  optionalIdParam,
  withoutInvalidChars,
} from './common';
import { cursorPageSize } from './lists';
import { postDraftSchema, postFieldsSchema, publishPostParamsSchema } from './post-editor';
import {
  managedPostCountsSchema,
  postAttachmentSchema,
  postDetailSchema,
  postDisplayStatusSchema,
  postPageSchema,
  postPlanRefSchema,
  shareInfoSchema,
} from './post-views';

export * from './post-editor';
export * from './post-views';

const cursorSchema = cursorParam();
const pageSizeSchema = cursorPageSize();
const postIdParams = z.object({ id: idParam('作品ID') });

export const postEndpoints = {
  /** Detail with the paywall: `bodyHtml` null and `attachments` empty when locked. */
  get: defineEndpoint({ path: '/api/post/get', params: postIdParams, data: postDetailSchema }),
  shareInfo: defineEndpoint({ path: '/api/post/share-info', params: postIdParams, data: shareInfoSchema }),
  /** A profile's posts, newest first, by author id or slug. */
  listByAuthor: defineEndpoint({
    path: '/api/post/list-by-author',
    params: z
      .object({
        authorId: optionalIdParam('作者ID'),
        slug: z.preprocess(
          blankToUndefined,
          withoutInvalidChars(
            z.string({ error: '个人主页地址格式不正确' }).trim().toLowerCase().max(30),
            '个人主页地址',
          ).optional(),
        ),
        cursor: cursorSchema,
        pageSize: pageSizeSchema,
      })
      .refine((p) => p.authorId !== undefined || p.slug !== undefined, {
        path: ['authorId'],
        message: '请指定作者',
      }),
    data: postPageSchema,
  }),
  listBySupportPlan: defineEndpoint({
    path: '/api/post/list-by-support-plan',
    params: z.object({ planId: idParam('支持方案ID'), cursor: cursorSchema, pageSize: pageSizeSchema }),
    data: postPageSchema,
  }),
  /** Followed creators' posts first, then recommended ones; `cursor` is opaque. */
  homeFeed: defineEndpoint({
    path: '/api/post/home-feed',
    params: z.object({ cursor: cursorSchema, pageSize: pageSizeSchema }),
    data: postPageSchema,
  }),
  /** With `id`: that own post for editing. Without: the latest own draft, or null. */
  getDraft: defineEndpoint({
    path: '/api/post/get-draft',
    params: z.object({ id: optionalIdParam('作品ID') }),
    data: postDraftSchema.nullable(),
  }),
  /** Creates (no id) or updates a post's fields without changing its status. */
  saveDraft: defineEndpoint({
    path: '/api/post/save-draft',
    params: postFieldsSchema,
    data: postDraftSchema,
  }),
  /** Saves the fields and publishes now, or at `publishAt`. */
  publish: defineEndpoint({
    path: '/api/post/publish',
    params: publishPostParamsSchema,
    data: postDraftSchema,
  }),
  updatePostStatus: defineEndpoint({
    path: '/api/post/update-post-status',
    params: z.object({
      id: idParam('作品ID'),
      status: z.enum(['published', 'hidden', 'deleted'], { error: '状态须为 published、hidden 或 deleted' }),
    }),
    data: z.object({ id: z.number(), status: z.union([postDisplayStatusSchema, z.literal('deleted')]) }),
  }),
  /** The signed-in creator's posts of one status, with counts per status. */
  myPosts: defineEndpoint({
    path: '/api/post/my-posts',
    params: z.object({
      status: z.preprocess((v) => blankToUndefined(v) ?? 'published', postDisplayStatusSchema),
      cursor: cursorSchema,
      pageSize: pageSizeSchema,
    }),
    data: postPageSchema.extend({ counts: managedPostCountsSchema }),
  }),
  /** The signed-in creator's active plans, for the visibility picker. */
  myPlans: defineEndpoint({
    path: '/api/post/my-plans',
    params: noParamsSchema,
    data: z.array(postPlanRefSchema),
  }),
  /** multipart: `file` (an image); answers a public URL and a 480 px thumbnail. */
  imageUpload: defineEndpoint({
    path: '/api/post/image-upload',
    params: noParamsSchema,
    multipart: {},
    data: z.object({ url: z.string(), thumbnailUrl: z.string() }),
  }),
  /** multipart: a `postId` field, then `file`; stored privately, served by the authorised route. */
  attachmentUpload: defineEndpoint({
    path: '/api/post/attachment-upload',
    params: noParamsSchema,
    multipart: { fields: { postId: '作品ID' } },
    data: postAttachmentSchema,
  }),
  /** multipart: a `postId` field, then `file` (MP4, WebM or MOV). */
  videoUpload: defineEndpoint({
    path: '/api/post/video-upload',
    params: noParamsSchema,
    multipart: { fields: { postId: '作品ID' } },
    data: postAttachmentSchema,
  }),
  removeAttachment: defineEndpoint({
    path: '/api/post/remove-attachment',
    params: z.object({ id: idParam('附件ID') }),
    data: z.null(),
  }),
};

/** GET route streaming an attachment after the paywall check. */
export const postAttachmentPath = (id: number) => `/api/post/attachment/${id}`;

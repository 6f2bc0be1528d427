import { postEndpoints } from '@frog/contracts';
import { type UploadProgress, upload } from '@/lib/api-client';

/** Uploads an attachment (or a video) of a post: `postId` goes first so the server checks it before the file. */
export function uploadAttachment(
  postId: number,
  file: File,
  kind: 'file' | 'video',
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('postId', String(postId));
  form.append('file', file);
  const endpoint = kind === 'video' ? postEndpoints.videoUpload : postEndpoints.attachmentUpload;

  return upload(endpoint, form, options.onProgress, options.signal);
}

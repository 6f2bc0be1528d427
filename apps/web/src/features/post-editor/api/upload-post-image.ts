import { postEndpoints } from '@frog/contracts';
import { type UploadProgress, upload } from '@/lib/api-client';

/** Uploads a cover or body image; answers its public URL and a 480 px thumbnail. */
export function uploadPostImage(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);

  return upload(postEndpoints.imageUpload, form, onProgress);
}

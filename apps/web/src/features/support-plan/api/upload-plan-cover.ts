import { supportEndpoints } from '@frog/contracts';
import { type UploadProgress, upload } from '@/lib/api-client';

/** Uploads a cover image; answers its URL for the plan form. */
export function uploadPlanCover(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);

  return upload(supportEndpoints.coverUpload, form, onProgress);
}

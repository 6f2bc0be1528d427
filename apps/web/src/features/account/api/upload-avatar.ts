import { userEndpoints } from '@frog/contracts';
import { type UploadProgress, upload } from '@/lib/api-client';

/** Uploads an avatar image (multipart field `file`); answers the stored image's URL. */
export async function uploadAvatar(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);

  return upload(userEndpoints.avatarUpload, form, onProgress);
}

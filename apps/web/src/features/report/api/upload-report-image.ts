import { reportEndpoints } from '@frog/contracts';
import { type UploadProgress, upload } from '@/lib/api-client';

/** A screenshot for a report, uploaded as soon as it is picked; the report then names its URL. */
export function uploadReportImage(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);

  return upload(reportEndpoints.imageUpload, form, onProgress);
}

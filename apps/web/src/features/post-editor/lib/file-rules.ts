// Server defaults (UPLOAD_*_MAX_MB); the server checks again by content and has the last word.
export const IMAGE_MAX_MB = 10;
export const ATTACHMENT_MAX_MB = 100;
export const VIDEO_MAX_MB = 500;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v';

/** Why a picked file cannot be a cover or body image, or null. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return '仅支持 JPG、PNG、WebP、GIF 图片';
  if (file.size > IMAGE_MAX_MB * 1024 * 1024) return `图片不能超过 ${IMAGE_MAX_MB}MB`;

  return null;
}

/** Why a picked file cannot be attached, or null. */
export function checkAttachmentFile(
  file: { size: number; name: string },
  kind: 'file' | 'video',
): string | null {
  const max = kind === 'video' ? VIDEO_MAX_MB : ATTACHMENT_MAX_MB;
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > max * 1024 * 1024) return `${kind === 'video' ? '视频' : '附件'}不能超过 ${max}MB`;

  return null;
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

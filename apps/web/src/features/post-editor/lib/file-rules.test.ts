import { describe, expect, it } from 'vitest';
import { checkAttachmentFile, checkImageFile, formatBytes } from './file-rules';

describe('post editor file rules', () => {
  it('accepts the image types the server accepts, up to 10 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toContain('仅支持');
    expect(checkImageFile({ type: 'image/png', size: 11 * 1024 * 1024 })).toContain('10MB');
  });

  it('limits attachments to 100 MB and videos to 500 MB', () => {
    expect(checkAttachmentFile({ size: 101 * 1024 * 1024, name: 'a.zip' }, 'file')).toBe(
      '附件不能超过 100MB',
    );
    expect(checkAttachmentFile({ size: 101 * 1024 * 1024, name: 'a.mp4' }, 'video')).toBeNull();
    expect(checkAttachmentFile({ size: 0, name: 'a' }, 'file')).toContain('空');
  });

  it('formats sizes', () => {
    expect([formatBytes(12), formatBytes(1536), formatBytes(5 * 1024 * 1024)]).toEqual([
      '12 B',
      '1.5 KB',
      '5.0 MB',
    ]);
  });
});

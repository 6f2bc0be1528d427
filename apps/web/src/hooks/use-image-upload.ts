import { App, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage, type UploadProgress } from '@/lib/api-client';

type ImageUploadOptions<T> = {
  /** Why a picked file cannot be sent, or null. */
  check: (file: File) => string | null;
  /** Sends the file, reporting its progress. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<T>;
  /** What to do with the answer; a failure here is reported like the upload's. */
  onUploaded: (answer: T) => unknown;
  /** Shown for a failure that has no message of its own. */
  failureText: string;
  /** When an accepted file starts on its way, and when it is done either way (an avatar's preview). */
  onStart?: (file: File) => void;
  onSettled?: () => void;
};

/**
 * An image picked with Ant Design's Upload, which only picks: the upload itself goes through
 * api-client (envelope, 401 rule). A refused file shows `check`'s reason; `percent` is the progress
 * of the one on its way, null when none is.
 */
export function useImageUpload<T>({
  check,
  upload,
  onUploaded,
  failureText,
  onStart,
  onSettled,
}: ImageUploadOptions<T>) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  const startUpload = async (file: File) => {
    onStart?.(file);
    setPercent(0);
    try {
      await onUploaded(await upload(file, (progress) => setPercent(progress.percent)));
    } catch (error) {
      message.error(errorMessage(error, failureText));
    } finally {
      onSettled?.();
      setPercent(null);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = check(file);
    if (problem) message.error(problem);
    else void startUpload(file);

    return Upload.LIST_IGNORE;
  };

  return { percent, beforeUpload };
}

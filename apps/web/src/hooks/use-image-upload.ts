import { App, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage, type UploadProgress } from '@/lib/api-client';

type ImageUploadOptions<T> = {
  /** Why a picked file cannot be sent, or null; without it every file is sent (the server checks). */
  check?: (file: File) => string | null;
  /** Sends the file, reporting its progress. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<T>;
  /** What to do with the answer; a failure here is reported like the upload's. */
  onUploaded: (answer: T, file: File) => unknown;
  /** Shown for a failure that has no message of its own. */
  failureText: string;
  /** When an accepted file starts on its way, and when it is done either way (a preview, a file input). */
  onStart?: (file: File) => void;
  onSettled?: () => void;
};

/**
 * An image picked by the visitor and sent at once through api-client (envelope, 401 rule): a refused
 * file shows `check`'s reason; `percent` is the progress of the one on its way, null when none is.
 * `pick` takes a file from an input; `beforeUpload` is for Ant Design's Upload, which then only picks.
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
      await onUploaded(await upload(file, (progress) => setPercent(progress.percent)), file);
    } catch (error) {
      message.error(errorMessage(error, failureText));
    } finally {
      onSettled?.();
      setPercent(null);
    }
  };

  const pick = (file: File) => {
    const problem = check?.(file) ?? null;
    if (problem) message.error(problem);
    else void startUpload(file);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    pick(file);

    return Upload.LIST_IGNORE;
  };

  return { percent, pick, beforeUpload };
}

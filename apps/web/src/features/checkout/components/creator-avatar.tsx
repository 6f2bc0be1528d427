import { useState } from 'react';
import { DefaultAvatar } from './icons';

/** The creator's picture, or the default avatar before load and when the image fails. */
export function CreatorAvatar({ url }: { url: string | null | undefined }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <DefaultAvatar />;

  return <img className="co-avatar" src={url} alt="" onError={() => setFailedUrl(url)} />;
}

import { Image } from 'antd';
import './request-images.css';

/**
 * The pictures sent with a request, as thumbnails that open large. Their URLs answer only the
 * people who may see the request (the server checks each read), so nothing here is public.
 */
export function RequestImages({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null;

  return (
    <Image.PreviewGroup>
      <div className="request-images">
        {urls.map((url, index) => (
          <Image key={url} src={url} width={64} height={64} alt={`${label} ${index + 1}`} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

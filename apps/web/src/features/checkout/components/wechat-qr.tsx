import { useEffect, useState } from 'react';
import { checkoutUiStrings } from '../strings';

/**
 * A QR code of this cashier page for a desktop buyer to scan with WeChat (beyond the spec).
 * `qrcode` is imported on demand so it stays out of the first-load budget.
 */
export function WechatQr({ url }: { url: string }) {
  const [dataUrl, setDataUrl] = useState('');

  useEffect(() => {
    let active = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' }))
      .then((result) => {
        if (active) setDataUrl(result);
      })
      .catch((error: unknown) => console.error('[checkout] QR code failed', error));

    return () => {
      active = false;
    };
  }, [url]);

  return (
    <figure className="co-qr">
      {dataUrl ? (
        <img className="co-qr-image" src={dataUrl} alt={checkoutUiStrings.scanWithWechat} />
      ) : (
        <span className="co-qr-image co-qr-placeholder" aria-hidden="true" />
      )}
      <figcaption className="co-qr-caption">{checkoutUiStrings.scanWithWechat}</figcaption>
    </figure>
  );
}

import { useId, useRef } from 'react';
import { copyText } from '@/utils/copy-text';
import { checkoutUiStrings } from '../strings';
import { useToast } from './toast';

/**
 * This cashier's link in a read-only field (selectable by hand when copying is refused) and a
 * 复制链接 button. The link carries the cashier token, so it works on a device without the session.
 */
export function CashierLink({ url, copiedMessage }: { url: string; copiedMessage: string }) {
  const showToast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    const copied = await copyText(url, field.current);
    showToast(copied ? copiedMessage : checkoutUiStrings.linkCopyManual);
  };

  return (
    <div className="co-link">
      <label className="co-link-label" htmlFor={id}>
        {checkoutUiStrings.linkLabel}
      </label>
      <div className="co-link-row">
        <input
          id={id}
          ref={field}
          className="co-link-field"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="co-btn co-btn-primary co-link-copy" onClick={() => void copy()}>
          {checkoutUiStrings.copyLink}
        </button>
      </div>
    </div>
  );
}

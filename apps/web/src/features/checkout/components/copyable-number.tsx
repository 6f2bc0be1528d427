import { copyText } from '@/utils/copy-text';
import { useToast } from './toast';

/**
 * An order or payment number the buyer may quote to the creator or to support: the number, which
 * can also be selected by hand, and 复制.
 */
export function CopyableNumber({ value, label }: { value: string; label: string }) {
  const showToast = useToast();
  const handleCopy = async () => {
    const copied = await copyText(value, null);
    showToast(copied ? `${label}已复制` : '复制失败，请长按号码手动复制');
  };

  return (
    <>
      <span className="co-number">{value}</span>
      <button type="button" className="co-copy" aria-label={`复制${label}`} onClick={handleCopy}>
        复制
      </button>
    </>
  );
}

import { PlainButton } from './plain-button';

/** Without Ant Design: what could not be loaded, with a small 重试 button (an alert, read out at once). */
export function PlainRetry({
  text,
  className,
  onRetry,
}: {
  text: string;
  className?: string;
  onRetry: () => void;
}) {
  return (
    <div className={className ? `frog-retry ${className}` : 'frog-retry'} role="alert">
      <span>{text}</span>
      <PlainButton size="small" onClick={onRetry}>
        重试
      </PlainButton>
    </div>
  );
}

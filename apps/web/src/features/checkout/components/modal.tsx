import { type ReactNode, useEffect, useId } from 'react';

type ModalProps = {
  open: boolean;
  title?: ReactNode;
  /** The dialog's accessible name when it shows no title. */
  label?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Absent for a blocking modal: no mask click, no Escape. */
  onClose?: () => void;
};

/** A centred dialog over a dimmed page. */
export function Modal({ open, title, label, children, footer, onClose }: ModalProps) {
  const titleId = useId();

  useEffect(() => {
    if (!open || !onClose) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKeyDown);

    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, onClose]);

  if (!open) return null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mask click closes like Escape does (keyboard handled above).
    <div className="co-mask" onClick={onClose} onKeyDown={undefined} role="presentation">
      <div
        className="co-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={undefined}
      >
        {title && (
          <h2 id={titleId} className="co-modal-title">
            {title}
          </h2>
        )}
        <div className="co-modal-body">{children}</div>
        {footer && <div className="co-modal-footer">{footer}</div>}
      </div>
    </div>
  );
}

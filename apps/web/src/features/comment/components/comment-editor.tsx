import { COMMENT_MAX_LENGTH } from '@frog/contracts';
import { useState } from 'react';
import { PlainButton } from '@/components/plain-button';

type CommentEditorProps = {
  placeholder: string;
  submitText?: string;
  autoFocus?: boolean;
  /** Resolves when saved (the box empties); rejects to keep the text. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * A plain-text box for a comment or reply: 1–500 characters after trimming. Plain markup (the post
 * page loads no Ant Design); it grows with the text up to six lines.
 */
export function CommentEditor({
  placeholder,
  submitText = '发布',
  autoFocus,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);
  const isEmpty = content.trim() === '';

  const handleSubmit = async () => {
    if (isEmpty || saving) return;
    setSaving(true);
    try {
      await onSubmit(content.trim());
      setContent('');
    } catch {
      // The caller shows the message; the text stays so nothing typed is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="comment-editor">
      <div className="comment-editor__field">
        <textarea
          className="comment-editor__box"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={COMMENT_MAX_LENGTH}
          rows={2}
          // biome-ignore lint/a11y/noAutofocus: a reply box opens on the visitor's click on 回复
          autoFocus={autoFocus}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void handleSubmit();
          }}
        />
        <span className="comment-editor__count" aria-hidden="true">
          {content.length} / {COMMENT_MAX_LENGTH}
        </span>
      </div>
      <div className="comment-editor__actions">
        {onCancel && <PlainButton onClick={onCancel}>取消</PlainButton>}
        <PlainButton variant="primary" disabled={isEmpty || saving} loading={saving} onClick={handleSubmit}>
          {submitText}
        </PlainButton>
      </div>
    </div>
  );
}

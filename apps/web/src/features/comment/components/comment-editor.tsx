import { COMMENT_MAX_LENGTH } from '@frog/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';

type CommentEditorProps = {
  placeholder: string;
  submitText?: string;
  autoFocus?: boolean;
  /** Resolves when saved (the box empties); rejects to keep the text. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A plain-text box for a comment or reply: 1–500 characters after trimming. */
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
      <Input.TextArea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        autoFocus={autoFocus}
        onPressEnter={(e) => {
          if (e.ctrlKey || e.metaKey) void handleSubmit();
        }}
      />
      <div className="comment-editor__actions">
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" disabled={isEmpty} loading={saving} onClick={handleSubmit}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}

import { normalizePostTag, POST_TAG_MAX_CHARS, POST_TAGS_MAX, postTagSchema } from '@frog/contracts';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import './tag-input.css';

/** What typing a separator means: 、，, and Enter each end a tag. */
const SEPARATORS = /[,，、\n]/;

/** Why `raw` cannot be added to `tags`, or the tag to add (normalised as the server stores it). */
export function checkNewTag(raw: string, tags: string[]): { tag: string } | { error: string } | null {
  if (normalizePostTag(raw) === '') return null;
  const parsed = postTagSchema.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '标签格式不正确' };
  if (tags.includes(parsed.data)) return { error: `已经添加过「${parsed.data}」` };
  if (tags.length >= POST_TAGS_MAX) return { error: `最多添加${POST_TAGS_MAX}个标签` };

  return { tag: parsed.data };
}

/**
 * The post's tags: typed one at a time (Enter, a comma or 、 adds it), shown as they will be stored
 * (full-width letters folded, Latin lowercased), each removable. The server checks them again.
 */
export function TagInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Adds each of `raws` that may be added; the first refusal is shown and its text stays in the box. */
  const addAll = (raws: string[], rest = '') => {
    let tags = value;
    let refused: { raw: string; error: string } | null = null;
    for (const raw of raws) {
      const checked = checkNewTag(raw, tags);
      if (checked === null) continue;
      if ('error' in checked) refused ??= { raw, error: checked.error };
      else tags = [...tags, checked.tag];
    }
    if (tags !== value) onChange(tags);
    setError(refused?.error ?? null);
    setText(refused ? refused.raw : rest);
  };
  const handleChange = (typed: string) => {
    const parts = typed.split(SEPARATORS);
    // A separator typed or pasted: every finished part is added, the rest stays in the box.
    if (parts.length > 1) return addAll(parts.slice(0, -1), parts.at(-1) ?? '');
    setText(typed);
    setError(null);
  };

  return (
    <div className="tag-input">
      {value.length > 0 && (
        <ul className="tag-input__tags" aria-label="已添加的标签">
          {value.map((tag) => (
            <li key={tag}>
              <Tag className="tag-input__tag">
                #{tag}
                <button
                  type="button"
                  className="tag-input__remove"
                  aria-label={`删除标签 ${tag}`}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                >
                  ×
                </button>
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <Input
        aria-label="添加标签"
        placeholder={value.length >= POST_TAGS_MAX ? `已添加${POST_TAGS_MAX}个标签` : '输入标签，按回车添加'}
        disabled={value.length >= POST_TAGS_MAX}
        maxLength={POST_TAG_MAX_CHARS + 10}
        value={text}
        status={error ? 'error' : undefined}
        onChange={(e) => handleChange(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          addAll([text]);
        }}
        onBlur={() => text.trim() && addAll([text])}
      />
      <small className={error ? 'tag-input__error' : 'tag-input__hint'} role={error ? 'alert' : undefined}>
        {error ??
          `最多${POST_TAGS_MAX}个，每个不超过${POST_TAG_MAX_CHARS}个字；读者点标签可以看到同标签的作品`}
      </small>
    </div>
  );
}

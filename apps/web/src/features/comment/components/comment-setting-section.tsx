import type { ReactNode } from 'react';
import './comment-setting.css';

/** One section of the comment settings in 创作者设置: its title, the hint under it, then its content. */
export function CommentSettingSection({
  id,
  title,
  hint,
  children,
}: {
  /** The title's element id, which labels the section. */
  id: string;
  title: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="comment-setting" aria-labelledby={id}>
      <h2 id={id} className="comment-setting__title">
        {title}
      </h2>
      <p className="comment-setting__hint">{hint}</p>
      {children}
    </section>
  );
}

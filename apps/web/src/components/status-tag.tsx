import { Tag } from 'antd';
import type { ReactNode } from 'react';
import './status-tag.css';

export type Tone = 'waiting' | 'progress' | 'done' | 'danger' | 'neutral';

/**
 * A state in its tone's colours (status-tag.css): antd's preset tag colours write at about 3:1 on their
 * pale grounds, these at 4.5:1 or more (WCAG AA).
 */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag className={`status-tag status-tag--${tone}`}>{children}</Tag>;
}

import { Input } from 'antd';
import { useState } from 'react';

type AdminSearchProps = {
  /** The box's accessible name, e.g. 查找用户. */
  label: string;
  placeholder: string | undefined;
  maxLength: number;
  className?: string;
  /** What was typed, trimmed. */
  onSearch: (value: string) => void;
};

/** The console's search box: 搜索 button, clearable, keeping what was typed. */
export function AdminSearch({ label, placeholder, maxLength, className, onSearch }: AdminSearchProps) {
  const [text, setText] = useState('');

  return (
    <Input.Search
      aria-label={label}
      className={className}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      placeholder={placeholder}
      enterButton="搜索"
      allowClear
      maxLength={maxLength}
    />
  );
}

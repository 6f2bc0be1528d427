import { POST_TAGS_MAX } from '@frog/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

/** The input with its own state, as the editor holds it; `shown` reads the tags on screen. */
function renderInput(initial: string[] = []) {
  let current = initial;
  function Holder() {
    const [tags, setTags] = useState(initial);
    current = tags;

    return <TagInput value={tags} onChange={setTags} />;
  }
  render(<Holder />);
  const box = screen.getByLabelText('添加标签') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const enter = (text: string) => {
    type(text);
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // The input takes one Enter per key press (it ignores a key held down).
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  };

  return { box, type, enter, tags: () => current };
}

describe('TagInput', () => {
  it('adds a tag on Enter as the server will store it (full width folded, # dropped, Latin lowercased)', () => {
    const input = renderInput();
    input.enter('  ＃Ｐｉｘｅｌ  Art ');

    expect(input.tags()).toEqual(['pixel art']);
    expect(screen.getByText('#pixel art')).toBeTruthy();
    expect(input.box.value).toBe('');
  });

  it('a comma or 、 ends a tag, so pasted lists split', () => {
    const input = renderInput();
    input.type('插画、水彩,风景');

    expect(input.tags()).toEqual(['插画', '水彩']);
    expect(input.box.value).toBe('风景');
  });

  it('refuses a repeat, a bad character and a long tag with a Chinese message, keeping what was typed', () => {
    const input = renderInput(['插画']);
    input.enter('插画');
    expect(screen.getByRole('alert').textContent).toBe('已经添加过「插画」');

    input.enter('a/b');
    expect(screen.getByRole('alert').textContent).toContain('标签只能包含文字、数字');
    expect(input.box.value).toBe('a/b');

    input.enter('字'.repeat(21));
    expect(screen.getByRole('alert').textContent).toBe('每个标签最多20个字');
    expect(input.tags()).toEqual(['插画']);
  });

  it('removes a tag with its button, and stops taking tags at the limit', () => {
    const full = Array.from({ length: POST_TAGS_MAX }, (_, i) => `标签${i}`);
    const input = renderInput(full);
    expect(input.box.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '删除标签 标签3' }));
    expect(input.tags()).toHaveLength(POST_TAGS_MAX - 1);
    expect(input.tags()).not.toContain('标签3');
    expect(input.box.disabled).toBe(false);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, useDocumentTitle } from './use-document-title';

describe('page titles: `作品标题 - 创作蛙`, as the server writes them', () => {
  it.each([
    ['雨后老街', '雨后老街 - 创作蛙'],
    ['  蛙蛙画画 ', '蛙蛙画画 - 创作蛙'],
    ['创作蛙 · 支持你喜欢的创作者', '创作蛙 · 支持你喜欢的创作者'],
    ['', '创作蛙'],
    [undefined, '创作蛙'],
  ])('%j → %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });

  it('sets the tab title once known and leaves it alone before', () => {
    document.title = '雨后老街 - 创作蛙';
    function Page({ title }: { title?: string }) {
      useDocumentTitle(title);
      return null;
    }
    const { rerender } = render(<Page />);
    expect(document.title).toBe('雨后老街 - 创作蛙');
    rerender(<Page title="橘猫邮差" />);
    expect(document.title).toBe('橘猫邮差 - 创作蛙');
  });
});

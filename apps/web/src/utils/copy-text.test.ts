import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** WeChat's browser on plain http: no async clipboard, only the old select-and-copy. */
function withoutClipboard() {
  vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
}

/** Records what was selected when the copy command ran. */
function copyCommand(answer: boolean) {
  const copied: string[] = [];
  document.execCommand = vi.fn(() => {
    const field = document.activeElement as HTMLInputElement;
    copied.push(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0));
    return answer;
  });

  return copied;
}

afterEach(() => vi.unstubAllGlobals());

describe('copyText', () => {
  it('uses the async clipboard where the browser offers it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    expect(await copyText('P202611260001', null)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('P202611260001');
  });

  it('without it, selects the shown field and copies from it', async () => {
    withoutClipboard();
    const copied = copyCommand(true);
    const field = document.createElement('input');
    field.value = 'https://pay.example/c/abc';
    document.body.append(field);

    expect(await copyText(field.value, field)).toBe(true);
    expect(copied).toEqual(['https://pay.example/c/abc']);
    field.remove();
  });

  it('copies a number shown as plain text through a field made for the moment, then removes it', async () => {
    withoutClipboard();
    const copied = copyCommand(true);

    expect(await copyText('D202611260001', null)).toBe(true);
    expect(copied).toEqual(['D202611260001']);
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });

  it('answers false when the browser refuses both ways, so the buyer is told to copy by hand', async () => {
    withoutClipboard();
    copyCommand(false);

    expect(await copyText('D202611260001', null)).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { App, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useImageUpload } from './use-image-upload';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
const picked = (name: string) => new File(['x'], name, { type: 'image/png' }) as RcFile;

describe('useImageUpload', () => {
  it('sends an accepted file with its progress, hands on the answer and is idle again', async () => {
    let finish: (answer: { url: string }) => void = () => {};
    const upload = vi.fn(
      (_: File, onProgress: (p: { loaded: number; total: number; percent: number }) => void) =>
        new Promise<{ url: string }>((resolve) => {
          onProgress({ loaded: 1, total: 2, percent: 50 });
          finish = resolve;
        }),
    );
    const onUploaded = vi.fn();
    const onStart = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(
      () =>
        useImageUpload({
          check: () => null,
          upload,
          onUploaded,
          failureText: '上传失败',
          onStart,
          onSettled,
        }),
      { wrapper },
    );
    const file = picked('a.png');

    let answer: unknown;
    act(() => {
      answer = result.current.beforeUpload?.(file, [file]);
    });
    expect(answer).toBe(Upload.LIST_IGNORE);
    expect(onStart).toHaveBeenCalledWith(file);
    expect(result.current.percent).toBe(50);

    await act(async () => finish({ url: '/uploads/a.webp' }));
    expect(onUploaded).toHaveBeenCalledWith({ url: '/uploads/a.webp' }, file);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current.percent).toBeNull();
  });

  it('takes a file from an input through pick, and sends it when there is no check', async () => {
    const upload = vi.fn(async () => ({ url: '/uploads/b.webp' }));
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useImageUpload({ upload, onUploaded, failureText: '上传失败' }), {
      wrapper,
    });
    const file = picked('b.png');
    await act(async () => result.current.pick(file));
    expect(onUploaded).toHaveBeenCalledWith({ url: '/uploads/b.webp' }, file);
  });

  it('does not send a refused file', () => {
    const upload = vi.fn();
    const { result } = renderHook(
      () =>
        useImageUpload({ check: () => '仅支持图片', upload, onUploaded: vi.fn(), failureText: '上传失败' }),
      { wrapper },
    );
    const file = picked('a.txt');
    act(() => {
      result.current.beforeUpload?.(file, [file]);
    });
    expect(upload).not.toHaveBeenCalled();
    expect(result.current.percent).toBeNull();
  });
});

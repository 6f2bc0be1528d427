import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { MESSAGE_MAX_LENGTH } from '@frog/contracts';
import { App, Button, Input, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useImageUpload } from '@/hooks/use-image-upload';
import { errorMessage } from '@/lib/api-client';
import { uploadMessageImage, useSendMessage } from '../api/send-message';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Text (plain, up to MESSAGE_MAX_LENGTH) and one image per message. The image uploads as soon as
 * it is picked (with its progress) and goes with the next 发送; Ctrl/⌘+Enter sends.
 */
export function MessageComposer({ toUserId }: { toUserId: number }) {
  const { message } = App.useApp();
  const send = useSendMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [image, setImage] = useState<{ url: string; preview: string } | null>(null);
  const { percent: progress, pick } = useImageUpload({
    upload: uploadMessageImage,
    onUploaded: ({ url }) => setImage({ url, preview: url }),
    failureText: '图片上传失败，请重试',
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const canSend = (content.trim() !== '' || image !== null) && progress === null && !send.isPending;

  const handleSend = () => {
    if (!canSend) return;
    send.mutate(
      { toUserId, content: content.trim(), imageUrl: image?.url },
      {
        onSuccess: () => {
          setContent('');
          setImage(null);
        },
        onError: (error) => message.error(errorMessage(error, '发送失败，请重试')),
      },
    );
  };

  return (
    <div className="dm-composer">
      {(image || progress !== null) && (
        <div className="dm-composer__attachment">
          {image && <img src={image.preview} alt="待发送的图片" className="dm-composer__preview" />}
          {progress !== null && <Progress percent={progress} size="small" aria-label="图片上传进度" />}
          {image && (
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label="移除图片"
              onClick={() => setImage(null)}
            />
          )}
        </div>
      )}
      <Input.TextArea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder="写点什么…"
        aria-label="私信内容"
        maxLength={MESSAGE_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onPressEnter={(e) => {
          if (e.ctrlKey || e.metaKey) handleSend();
        }}
      />
      <div className="dm-composer__actions">
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          aria-label="选择图片"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) pick(file);
          }}
        />
        <Button
          icon={<PictureOutlined />}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null || image !== null}
        >
          图片
        </Button>
        <Button type="primary" onClick={handleSend} disabled={!canSend} loading={send.isPending}>
          发送
        </Button>
      </div>
    </div>
  );
}

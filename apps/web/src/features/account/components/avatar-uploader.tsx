import { CameraOutlined } from '@ant-design/icons';
import './account.css';
import type { CurrentUser } from '@frog/contracts';
import { App, Button, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { useImageUpload } from '@/hooks/use-image-upload';
import { uploadAvatar } from '../api/upload-avatar';
import { useUpdateProfile } from '../api/update-profile';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
// The server default (UPLOAD_IMAGE_MAX_MB); the server checks again and has the last word.
const MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot be an avatar, or null. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return '头像仅支持 JPG、PNG、WebP 或 GIF 图片';
  if (file.size > MAX_BYTES) return '头像图片不能超过 10MB';

  return null;
}

/** Pick an image, preview it at once, upload it with progress, then save it as the avatar. */
export function AvatarUploader({ user }: { user: CurrentUser }) {
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const [preview, setPreview] = useState<string | null>(null);
  const { percent, beforeUpload } = useImageUpload({
    check: checkAvatarFile,
    upload: uploadAvatar,
    onUploaded: async ({ url }) => {
      await update.mutateAsync({ avatarUrl: url });
      message.success('头像已更新');
    },
    failureText: '头像上传失败，请重试',
    onStart: (file) => setPreview(URL.createObjectURL(file)),
    onSettled: () => setPreview(null),
  });

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const isBusy = percent !== null;

  return (
    <div className="avatar-uploader">
      <div className="avatar-uploader__preview">
        {preview ? (
          <img src={preview} alt="新头像预览" className="avatar-uploader__image" />
        ) : (
          <UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={88} />
        )}
      </div>
      <div className="avatar-uploader__side">
        <Upload
          accept={ACCEPTED.join(',')}
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={isBusy}
        >
          <Button icon={<CameraOutlined />} loading={isBusy}>
            {isBusy ? '上传中' : '更换头像'}
          </Button>
        </Upload>
        {isBusy ? (
          <Progress percent={percent ?? 0} size="small" style={{ width: 180 }} />
        ) : (
          <span className="avatar-uploader__hint">支持 JPG、PNG、WebP、GIF，不超过 10MB</span>
        )}
      </div>
    </div>
  );
}

import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { useImageUpload } from '@/hooks/use-image-upload';
import { uploadPostImage } from '../api/upload-post-image';
import { checkImageFile } from '../lib/file-rules';

/** Picks and uploads a cover (public image, 16:9 in lists), with a real progress bar. */
export function CoverPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { percent, beforeUpload } = useImageUpload({
    check: checkImageFile,
    upload: uploadPostImage,
    onUploaded: ({ url }) => onChange(url),
    failureText: '封面上传失败，请重试',
  });

  return (
    <div className="cover-picker">
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={percent !== null}
      >
        <button type="button" className="cover-picker__box" aria-label={value ? '更换封面' : '上传封面'}>
          {value ? (
            <img src={value} alt="封面" className="cover-picker__image" />
          ) : (
            <span className="cover-picker__empty">
              <PictureOutlined />
              <span>上传封面</span>
              <small>建议 16:9，JPG / PNG / WebP，10MB 以内</small>
            </span>
          )}
          {percent !== null && (
            <span className="cover-picker__progress">
              <Progress type="circle" size={56} percent={percent} />
            </span>
          )}
        </button>
      </Upload>
      {value && (
        <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(null)}>
          移除封面
        </Button>
      )}
    </div>
  );
}

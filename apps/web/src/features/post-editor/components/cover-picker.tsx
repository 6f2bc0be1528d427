import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
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
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  const startUpload = async (file: File) => {
    setPercent(0);
    try {
      const { url } = await uploadPostImage(file, ({ percent }) => setPercent(percent));
      onChange(url);
    } catch (error) {
      message.error(errorMessage(error, '封面上传失败，请重试'));
    } finally {
      setPercent(null);
    }
  };
  const handleBeforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file);
    if (problem) message.error(problem);
    else void startUpload(file);

    return Upload.LIST_IGNORE;
  };

  return (
    <div className="cover-picker">
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={handleBeforeUpload}
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

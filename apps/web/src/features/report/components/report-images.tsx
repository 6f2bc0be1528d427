import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { REPORT_IMAGES_MAX } from '@frog/contracts';
import { Button, Progress, Upload } from 'antd';
import { useImageUpload } from '@/hooks/use-image-upload';
import { uploadReportImage } from '../api/upload-report-image';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Up to REPORT_IMAGES_MAX screenshots, each uploaded when picked; removable before sending. */
export function ReportImages({ urls, onChange }: { urls: string[]; onChange: (urls: string[]) => void }) {
  const { percent, beforeUpload } = useImageUpload({
    upload: uploadReportImage,
    onUploaded: ({ url }) => onChange([...urls, url]),
    failureText: '图片上传失败，请重试',
  });

  return (
    <fieldset className="report-dialog__images">
      <legend className="visually-hidden">举报截图</legend>
      {urls.map((url, index) => (
        <div key={url} className="report-dialog__image">
          <img src={url} alt={`截图 ${index + 1}`} />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`移除截图 ${index + 1}`}
            onClick={() => onChange(urls.filter((other) => other !== url))}
          />
        </div>
      ))}
      {percent !== null && <Progress type="circle" percent={percent} size={56} aria-label="截图上传进度" />}
      {urls.length < REPORT_IMAGES_MAX && percent === null && (
        <Upload accept={IMAGE_TYPES} showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<PlusOutlined />}>添加截图（选填，最多{REPORT_IMAGES_MAX}张）</Button>
        </Upload>
      )}
    </fieldset>
  );
}

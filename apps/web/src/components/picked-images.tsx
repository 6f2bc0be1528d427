import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useImageUpload } from '@/hooks/use-image-upload';
import type { UploadProgress } from '@/lib/api-client';
import './picked-images.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

type PickedImagesProps = {
  /** What the form sends: one value per picture (its URL, or a private picture's key). */
  values: string[];
  onChange: (values: string[]) => void;
  /** Sends a picked file and answers the value to keep. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<string>;
  max: number;
  /** What the pictures are called in labels: 截图, 图片 … */
  noun: string;
  legend: string;
};

/** The picked file as a data: URL, for a preview that needs no address of its own. */
const previewOf = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });

/**
 * Up to `max` pictures, each uploaded when picked and shown from the file itself (a private
 * picture has no URL its sender could open yet); removable before the form is sent.
 */
export function PickedImages({ values, onChange, upload, max, noun, legend }: PickedImagesProps) {
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const { percent, beforeUpload } = useImageUpload({
    upload,
    onUploaded: async (value, file) => {
      const preview = await previewOf(file);
      setPreviews((known) => ({ ...known, [value]: preview }));
      onChange([...values, value]);
    },
    failureText: '图片上传失败，请重试',
  });

  return (
    <fieldset className="picked-images">
      <legend className="visually-hidden">{legend}</legend>
      {values.map((value, index) => (
        <div key={value} className="picked-images__image">
          <img src={previews[value] || value} alt={`${noun} ${index + 1}`} />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`移除${noun} ${index + 1}`}
            onClick={() => onChange(values.filter((other) => other !== value))}
          />
        </div>
      ))}
      {percent !== null && (
        <Progress type="circle" percent={percent} size={56} aria-label={`${noun}上传进度`} />
      )}
      {values.length < max && percent === null && (
        <Upload accept={IMAGE_TYPES} showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<PlusOutlined />}>
            添加{noun}（选填，最多{max}张）
          </Button>
        </Upload>
      )}
    </fieldset>
  );
}

/** PickedImages as a form's field of 图片, labelled, with a line saying who will see them. */
export function PickedImagesItem({
  label,
  extra,
  ...picker
}: Omit<PickedImagesProps, 'noun' | 'legend'> & { label: string; extra: string }) {
  return (
    <Form.Item label={label} extra={extra}>
      <PickedImages {...picker} noun="图片" legend={label} />
    </Form.Item>
  );
}

import { useState } from 'react';
import { Image, Typography, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useCustomCall } from '../../../providers/customCalls';
import type { DisplayProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/**
 * The server's upload endpoint (under /ace-apis): multipart field `file`, reply `data.url`. It names
 * the resource and the image field, which the server checks the caller may fill.
 */
const IMAGE_UPLOAD_PATH = '/upload/image';

/** Sends one image for a field of a resource as multipart through the data provider's `custom`; returns its URL. */
function useImageUpload(resource: string, field: string): (file: Blob) => Promise<string> {
  const call = useCustomCall();
  return async (file) => {
    const body = new FormData();
    body.append('file', file);
    return (await call<{ url: string }>({ url: IMAGE_UPLOAD_PATH, method: 'post', query: { resource, field }, payload: body })).url;
  };
}

function ImageInput({ field, schema, id, value, onChange, disabled }: InputProps) {
  const uploadImage = useImageUpload(schema.name, field.name);
  const [uploading, setUploading] = useState(false);
  const url = typeof value === 'string' && value ? value : undefined;
  const fileList: UploadFile[] = url ? [{ uid: url, name: field.label, status: 'done', url }] : [];
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    try {
      const next = await uploadImage(file as Blob);
      onChange?.(next);
      onSuccess?.(next);
    } catch (e) {
      onError?.(e as Error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Upload
      id={id}
      accept="image/*"
      listType="picture-card"
      maxCount={1}
      disabled={disabled || uploading}
      fileList={uploading ? [{ uid: 'uploading', name: field.label, status: 'uploading' }] : fileList}
      customRequest={customRequest}
      onRemove={() => onChange?.(null)}
      showUploadList={{ showPreviewIcon: false }}
    >
      {url || uploading ? null : (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload', { label: field.label })}</div>
        </button>
      )}
    </Upload>
  );
}

function ImageDisplay({ field, value, mode }: DisplayProps) {
  if (typeof value !== 'string' || !value) return <Typography.Text type="secondary">-</Typography.Text>;
  const size = mode === 'list' ? 40 : 160;
  return <Image src={value} alt={field.label} width={size} height={size} style={{ objectFit: 'cover' }} />;
}

/** An uploaded image (the server stores it under the data folder and answers its URL). */
export const imageRenderer: Renderer = { Input: ImageInput, Display: ImageDisplay, Filter: null, picks: true };

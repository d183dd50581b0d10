import { useRef, useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { useNotices } from '../../../state/notices';
import type { UploadFile, UploadProps } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { acceptText, fileAccepted, fileLimits, formatFileSize, type FileItem } from '../../../domain/fileTypes';
import { validationMessages as say } from '../../../domain/validationMessages';
import type { FieldSchema } from '../../../schemas/types';
import { useCustomCall } from '../../../providers/customCalls';
import { downloadFile, FILE_PATH } from '../../../http/fileDownload';
import type { DisplayProps, InputProps, Renderer } from '../types';
import { TextAction } from '../../screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** The attachments of a value (none for anything else). */
const itemsOf = (value: unknown): FileItem[] =>
  Array.isArray(value) ? value.filter((i): i is FileItem => typeof (i as FileItem | null)?.id === 'string') : [];

/** What the field refuses in a file before it is sent (the server checks the same again). */
function fileProblem(field: FieldSchema, file: { name: string; size: number }): string | undefined {
  const limits = fileLimits(field);
  if (!fileAccepted(limits.accept, file.name)) return say.fileType(field.label, acceptText(limits.accept));
  if (file.size > limits.maxSize) return say.fileSize(field.label, formatFileSize(limits.maxSize));
  if (file.size === 0) return say.fileEmpty(field.label);
  return undefined;
}

/** Sends one file for a field of a resource, through the data provider's `custom`; answers the upload. */
function useFileUpload(resource: string, field: string): (file: Blob) => Promise<FileItem> {
  const call = useCustomCall();
  return async (file) => {
    const body = new FormData();
    body.append('file', file);
    return call<FileItem>({ url: FILE_PATH, method: 'post', query: { resource, field }, payload: body });
  };
}

/**
 * Attachments: each file is uploaded as soon as it is chosen (its kinds and size checked first), and
 * the value is the list of uploads; a file removed from the list leaves the record when it is saved.
 */
function FileInput({ field, schema, id, value, onChange, disabled }: InputProps) {
  const { message } = useNotices();
  const upload = useFileUpload(schema.name, field.name);
  const limits = fileLimits(field);
  const items = itemsOf(value);
  // Several files chosen at once finish one by one: each adds to the list as it stands then.
  const latest = useRef(items);
  latest.current = items;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const emit = (next: FileItem[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file, chosen) => {
    const problem =
      fileProblem(field, file) ??
      (latest.current.length + pending.length + chosen.indexOf(file) >= limits.max ? say.maxItems(field.label, limits.max) : undefined);
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
    try {
      const item = await upload(f);
      emit([...latest.current, item]);
      onSuccess?.(item);
    } catch (e) {
      onError?.(e as Error);
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };
  const fileList: UploadFile[] = [...items.map((i): UploadFile => ({ uid: i.id, name: i.name, size: i.size, status: 'done' })), ...pending];
  return (
    <Upload
      id={id}
      multiple={limits.max > 1}
      accept={limits.accept.join(',')}
      fileList={fileList}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={(f) => {
        if (items.some((i) => i.id === f.uid)) emit(latest.current.filter((i) => i.id !== f.uid));
        return false;
      }}
      onPreview={(f) => void downloadFile(f.uid, f.name)}
    >
      {items.length + pending.length < limits.max && !disabled ? (
        <Button icon={<UploadOutlined />}>{t('upload', { label: field.label })}</Button>
      ) : null}
    </Upload>
  );
}

/** Each attachment as a link downloading it (through the checked route) with its size beside it. */
function FileDisplay({ value, mode }: DisplayProps) {
  const items = itemsOf(value);
  if (!items.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction={mode === 'list' ? 'horizontal' : 'vertical'} size={mode === 'list' ? 8 : 2} wrap>
      {items.map((i) => (
        <span key={i.id}>
          <TextAction onClick={() => void downloadFile(i.id, i.name)}>
            <PaperClipOutlined /> {i.name}
          </TextAction>{' '}
          <Typography.Text type="secondary">{formatFileSize(i.size)}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}

/** A sample attachment's name and size, without the link: its download would ask the server for an upload that is not there. */
function FileSample({ value }: { value: unknown }) {
  return (
    <Space size={8} wrap>
      {itemsOf(value).map((i) => (
        <span key={i.id}>
          <PaperClipOutlined /> {i.name} <Typography.Text type="secondary">{formatFileSize(i.size)}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}

/** No more files than the field takes (the upload's own checks refuse a wrong kind or size before). */
function tooManyFiles(field: FieldSchema, value: unknown): string | undefined {
  const { max } = fileLimits(field);
  return Array.isArray(value) && value.length > max ? say.maxItems(field.label, max) : undefined;
}

/** 附件: several files per field, uploaded at once, downloaded by those who may read the record; not filtered. */
export const fileRenderer: Renderer = {
  Input: FileInput,
  Display: FileDisplay,
  Filter: null,
  problem: tooManyFiles,
  SampleDisplay: FileSample,
};

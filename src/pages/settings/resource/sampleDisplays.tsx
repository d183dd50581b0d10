import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize, type FileItem } from '../../../domain/fileTypes';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { targetLabel } from './referenceTargets';

/** A sample reference's made-up name (示例客户1), so the preview reads no record of the target. */
function sampleName(schemas: readonly ResourceSchema[], f: FieldSchema, id: unknown) {
  const n = String(id).split('-').pop();
  return `示例${targetLabel(schemas, f.reference?.resource)}${n}`;
}

/** A sample attachment's name and size, without the link: its download would ask the server for an upload that is not there. */
function sampleFiles(v: unknown) {
  const items = (Array.isArray(v) ? v : []) as FileItem[];
  return (
    <Space size={8} wrap>
      {items.map((i) => (
        <span key={i.id}>
          <PaperClipOutlined /> {i.name} <Typography.Text type="secondary">{formatFileSize(i.size)}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}

/**
 * How the preview (list cells and show page alike) draws a sample value the engine's renderer
 * would read from the server: references as made-up names, attachments without download links.
 * Undefined for the other types, which the engine's renderers draw as they are.
 */
export function sampleDisplay(f: FieldSchema, schemas: readonly ResourceSchema[]): ((v: unknown) => ReactNode) | undefined {
  if (f.type === 'file') return sampleFiles;
  if (f.type === 'reference') return (v) => sampleName(schemas, f, v);
  if (f.type === 'references')
    return (v) => (
      <span>
        {(Array.isArray(v) ? v : []).map((id) => (
          <Tag key={String(id)}>{sampleName(schemas, f, id)}</Tag>
        ))}
      </span>
    );
  return undefined;
}

import { useMemo } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { buildColumns } from '../../../engine/screens/listColumns';
import { ListFilters } from '../../../engine/screens/ListFilters';
import type { ResourceOverrides } from '../../../engine/screens/overrides';
import { filterFields, listFields, searchFields } from '../../../engine/screens/schemaLayout';
import { formatFileSize, type FileItem } from '../../../domain/fileTypes';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { sampleRows } from './previewRows';
import { targetLabel } from './referenceTargets';

type Row = Record<string, unknown>;
const NO_FILTERS: never[] = [];
const ignore = () => undefined;

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
 * Reference columns show made-up names instead of reading the target's records; attachment columns
 * show the sample files without download links.
 */
function previewOverrides(fields: FieldSchema[], schemas: readonly ResourceSchema[]): ResourceOverrides {
  const refs = fields.filter((f) => f.type === 'reference' || f.type === 'references');
  const files = fields.filter((f) => f.type === 'file');
  return {
    columns: Object.fromEntries([
      ...files.map((f) => [f.name, { render: sampleFiles }]),
      ...refs.map((f) => [
        f.name,
        {
          render: (v: unknown) =>
            f.type === 'reference' ? (
              sampleName(schemas, f, v)
            ) : (
              <span>
                {(Array.isArray(v) ? v : []).map((id) => (
                  <Tag key={String(id)}>{sampleName(schemas, f, id)}</Tag>
                ))}
              </span>
            ),
        },
      ]),
    ]),
  };
}

/**
 * The generated list of the draft: the engine's filter bar and columns (renderers, alignment,
 * sort arrows of the default order) over made-up rows, in a plain antd Table instead of the
 * generated list, which reads its rows from the server.
 */
export function PreviewList({ schema, schemas }: { schema: ResourceSchema; schemas: readonly ResourceSchema[] }) {
  const rows = useMemo(() => sampleRows(schema), [schema]);
  const columns = useMemo(() => {
    const fields = listFields(schema);
    const sort = schema.list?.defaultSort;
    const built = buildColumns({
      schema,
      fields,
      sorters: sort ? [{ field: sort.field, order: sort.order }] : [],
      showUrl: () => '',
      overrides: previewOverrides(fields, schemas),
      offers: () => false,
    });
    // The row actions read and delete real records: the preview shows their place only.
    const actions: ColumnsType<Row>[number] = {
      key: '_actions',
      title: '操作',
      width: 160,
      render: () => (
        <Space>
          {['查看', '编辑', '删除'].map((a) => (
            <Typography.Text key={a} type="secondary">
              {a}
            </Typography.Text>
          ))}
        </Space>
      ),
    };
    return [...built.filter((c) => c.key !== '_actions'), actions];
  }, [schema, schemas]);
  return (
    <>
      {/* Only with something to show: ListFilters fills its form even when it draws none (antd then warns). */}
      {(filterFields(schema).length > 0 || searchFields(schema).length > 0) && (
        <ListFilters schema={schema} filters={NO_FILTERS} onApply={ignore} />
      )}
      <Table<Row>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: schema.list?.pageSize ?? 10, showTotal: (total) => `共 ${total} 条` }}
      />
    </>
  );
}

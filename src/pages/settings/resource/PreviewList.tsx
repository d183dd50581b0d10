import { useMemo } from 'react';
import { Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { buildColumns } from '../../../engine/screens/listColumns';
import { ListFilters } from '../../../engine/screens/ListFilters';
import type { ResourceOverrides } from '../../../engine/screens/overrides';
import { filterFields, listFields, searchFields } from '../../../engine/screens/schemaLayout';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { sampleRows } from './previewRows';
import { sampleDisplay } from './sampleDisplays';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

type Row = Record<string, unknown>;
const NO_FILTERS: never[] = [];
const ignore = () => undefined;

/**
 * Reference columns show made-up names instead of reading the target's records; attachment columns
 * show the sample files without download links.
 */
function previewOverrides(fields: FieldSchema[], schemas: readonly ResourceSchema[]): ResourceOverrides {
  const columns = fields.flatMap((f) => {
    const render = sampleDisplay(f, schemas);
    return render ? [[f.name, { render }] as const] : [];
  });
  return { columns: Object.fromEntries(columns) };
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
      title: tc('actions'),
      width: 160,
      render: () => (
        <Space>
          {[tc('view'), tc('edit'), tc('delete')].map((a) => (
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
        pagination={{ pageSize: schema.list?.pageSize ?? 10, showTotal: (total) => t('total', { total }) }}
      />
    </>
  );
}

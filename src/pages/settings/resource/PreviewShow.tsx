import { useMemo } from 'react';
import { Descriptions, Empty } from 'antd';
import { FieldDisplay } from '../../../engine/renderers/FieldDisplay';
import { showSections } from '../../../engine/screens/schemaLayout';
import type { ResourceSchema } from '../../../schemas/types';
import { sampleRows } from './previewRows';
import { sampleDisplay } from './sampleDisplays';

/** Wide values take a whole row of the grid, as on the generated show page. */
const FULL_WIDTH = new Set(['lineItems', 'textarea', 'json', 'references']);

/**
 * The generated show page of the draft: the engine's show sections (详情分组, else the form's) and
 * renderers over the first made-up row, laid out as GeneratedShow lays them, which reads its record
 * from the server instead.
 */
export function PreviewShow({ schema, schemas }: { schema: ResourceSchema; schemas: readonly ResourceSchema[] }) {
  const record = useMemo(() => sampleRows(schema, 1)[0], [schema]);
  const sections = showSections(schema);
  if (!sections.length) return <Empty description="没有勾选“详情显示”的字段" />;
  return sections.map((section, i) => (
    <Descriptions
      key={i}
      title={section.title}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      style={{ marginBottom: 16 }}
      items={section.fields.map((field) => {
        const sample = sampleDisplay(field, schemas);
        const value = record[field.name];
        return {
          key: field.name,
          label: field.label,
          span: FULL_WIDTH.has(field.type) ? ('filled' as const) : 1,
          children: sample ? sample(value) : <FieldDisplay field={field} schema={schema} value={value} record={record} mode="show" />,
        };
      })}
    />
  ));
}

import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import type { FieldSchema } from '../../schemas/types';
import type { showSections } from './schemaLayout';

/** Wide values (tables, long text, JSON) take a whole row of the description grid. */
const FULL_WIDTH = new Set(['lineItems', 'textarea', 'json', 'references']);

/** Description columns by screen width: one on a phone, two from antd's `md` (768 px) up. */
export const SHOW_COLUMNS = { xs: 1, sm: 1, md: 2 } as const;

/**
 * A show page's sections as description grids, each field's value drawn by `value`: the generated
 * show page (GeneratedShow, from the record read) and the designer's preview (PreviewShow, from a
 * made-up row) lay them out alike.
 */
export function ShowSectionList({
  sections,
  value,
}: {
  sections: ReturnType<typeof showSections>;
  value: (field: FieldSchema) => ReactNode;
}) {
  return sections.map((section, i) => (
    <Descriptions
      key={section.title ?? i}
      title={section.title}
      bordered
      size="small"
      column={SHOW_COLUMNS}
      style={{ marginBottom: 24 }}
      items={section.fields.map((field) => ({
        key: field.name,
        label: field.label,
        span: FULL_WIDTH.has(field.type) ? ('filled' as const) : 1,
        children: value(field),
      }))}
    />
  ));
}

import { useMemo } from 'react';
import { Empty } from 'antd';
import { FieldDisplay } from '../../../engine/renderers/FieldDisplay';
import { showSections } from '../../../engine/screens/schemaLayout';
import { ShowSectionList } from '../../../engine/screens/ShowSectionList';
import type { ResourceSchema } from '../../../schemas/types';
import { sampleRows } from './previewRows';
import { sampleDisplay } from './sampleDisplays';
import { t } from '../../../i18n/messages/zh-CN/designer';

/**
 * The generated show page of the draft: the engine's show sections (详情分组, else the form's) over
 * the first made-up row, laid out by the same ShowSectionList as GeneratedShow, which reads its
 * record from the server instead.
 */
export function PreviewShow({ schema, schemas }: { schema: ResourceSchema; schemas: readonly ResourceSchema[] }) {
  const record = useMemo(() => sampleRows(schema, 1)[0], [schema]);
  const sections = showSections(schema);
  if (!sections.length) return <Empty description={t('noShowFields')} />;
  return (
    <ShowSectionList
      sections={sections}
      value={(field) => {
        const sample = sampleDisplay(field, schemas);
        const value = record[field.name];
        return sample ? sample(value) : <FieldDisplay field={field} schema={schema} value={value} record={record} mode="show" />;
      }}
    />
  );
}

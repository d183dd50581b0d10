import { Descriptions } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { fieldVisibility } from '../../schemas/fieldDefaults';
import { FieldDisplay } from '../renderers/FieldDisplay';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import { SchemaFormFields } from './SchemaFormFields';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/**
 * The fields a tenant's admins added to a built-in resource in 数据模型 (`custom`, docs/requirements.md §10.3), for the
 * hand-written screens (the order forms and show page), which lay out the built-in fields themselves:
 * the generated screens show them with every other field.
 */
export const customFields = (schema: ResourceSchema, where: 'form' | 'show') =>
  schema.fields.filter((f) => f.custom && fieldVisibility(f)[where]);

/** Their inputs under 自定义字段, in an antd Form the screen owns (values by field name, as the generated form sends them). */
export function CustomFieldInputs({ schema, locked }: { schema: ResourceSchema; locked?: ReadonlySet<string> }) {
  const fields = customFields(schema, 'form');
  if (!fields.length) return null;
  return (
    <SchemaFormFields
      schema={{ ...schema, fields, form: { sections: [{ title: t('customFields'), fields: fields.map((f) => f.name) }] } }}
      locked={locked}
    />
  );
}

/** Their values on a show page, under 自定义字段. */
export function CustomFieldDetails({ schema, record }: { schema: ResourceSchema; record: Record<string, unknown> }) {
  const fields = customFields(schema, 'show');
  if (!fields.length) return null;
  return (
    <ReferenceLabels fields={fields} rows={[record]}>
      <Descriptions
        title={t('customFields')}
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginTop: 16 }}
        items={fields.map((field) => ({
          key: field.name,
          label: field.label,
          children: <FieldDisplay field={field} schema={schema} value={record[field.name]} record={record} mode="show" />,
        }))}
      />
    </ReferenceLabels>
  );
}

import { useMemo } from 'react';
import { Form } from 'antd';
import { FormDialog } from './FormDialog';
import { FormSelect } from './FormSelect';
import { useInvalidate } from '@refinedev/core';
import type { BaseKey } from '@refinedev/core';
import type { FieldSchema, ResourceSchema } from '../../schemas/types';
import { specOf } from '../../schemas/fieldTypes';
import { useCustomWrite } from '../../providers/customCalls';
import { useNotices } from '../../state/notices';
import { FieldInput } from '../renderers/FieldInput';
import { fieldRules } from '../renderers/rules';
import { formSections } from './schemaLayout';
import { recyclePath } from './recycleApi';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** Whether one value may be set on many records: not rows of their own, not an upload, nothing the server sets. */
function sharable(field: FieldSchema): boolean {
  const spec = specOf(field);
  return spec.required !== 'rows' && spec.required !== 'upload' && !spec.serverSet;
}

/** The fields 批量修改 offers: what the form lets this user write, one value fits all. */
export function bulkEditableFields(schema: ResourceSchema, locked: ReadonlySet<string>): FieldSchema[] {
  return formSections(schema)
    .flatMap((s) => s.fields)
    .filter((f) => !f.readOnly && !f.virtual && !locked.has(f.name) && sharable(f));
}

/**
 * 批量修改 (docs/recycle-bin.md): pick a field, give it one value, and every selected record gets it
 * in one transaction on the server — each checked as its own 修改 would be; one refused and none
 * changes, the refusal naming the record and the field (shown by the HTTP client).
 */
export function BulkEditDialog({
  schema,
  locked,
  ids,
  open,
  onClose,
  onDone,
}: {
  schema: ResourceSchema;
  locked: ReadonlySet<string>;
  ids: BaseKey[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const fields = useMemo(() => bulkEditableFields(schema, locked), [schema, locked]);
  const [form] = Form.useForm<{ field?: string; value?: unknown }>();
  const picked = Form.useWatch('field', form);
  const chosen = fields.find((f) => f.name === picked);
  const write = useCustomWrite();
  const invalidate = useInvalidate();
  const { message } = useNotices();
  const save = async ({ field, value }: { field?: string; value?: unknown }) => {
    if (!field) return;
    const { count } = await write<{ count: number }>(recyclePath(schema, 'bulkUpdate'), 'put', {
      _ids: ids.map(String),
      values: { [field]: value ?? null },
    });
    await invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'] });
    message.success(t('bulkEdited', { n: count, label: schema.label }));
  };
  // A refusal names the record and the field (the HTTP client shows it) and keeps the dialog open.
  return (
    <FormDialog
      form={form}
      open={open}
      title={t('bulkEditTitle', { n: ids.length, label: schema.label })}
      okText={t('bulkEditOk')}
      onSubmit={save}
      onSaved={onDone}
      onCancel={onClose}
    >
      {/* Another field chosen drops the value given for the last one: its item goes, and `preserve={false}` forgets it. */}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="field" label={t('fieldToEdit')} rules={[{ required: true, message: t('fieldToEditRequired') }]}>
          <FormSelect
            showSearch
            optionFilterProp="label"
            options={fields.map((f) => ({ value: f.name, label: f.label }))}
            placeholder={t('selectField')}
          />
        </Form.Item>
        {chosen && (
          <Form.Item
            key={chosen.name}
            name="value"
            label={t('newValueOf', { label: chosen.label })}
            rules={fieldRules(chosen)}
            required={!!chosen.required}
          >
            <FieldInput field={chosen} schema={schema} />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}

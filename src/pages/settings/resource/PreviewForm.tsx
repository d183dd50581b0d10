import { useMemo, useState } from 'react';
import { Button, Form, Space, Typography } from 'antd';
import { SchemaFormFields, useFormLayout } from '../../../engine/screens/SchemaFormFields';
import { createDefaults } from '../../../engine/screens/schemaLayout';
import { specOf } from '../../../schemas/fieldTypes';
import type { ResourceSchema } from '../../../schemas/types';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

/**
 * The generated create form of the draft: the engine's fields, rules and Chinese messages, with
 * the defaults filled in. 检查填写 runs the same checks as a real save would on the client; nothing
 * is sent. Image and attachment fields are shown locked: an upload here would store a real file.
 */
export function PreviewForm({ schema }: { schema: ResourceSchema }) {
  const [form] = Form.useForm();
  const layout = useFormLayout();
  const [checked, setChecked] = useState<'ok' | 'failed' | null>(null);
  const defaults = useMemo(() => createDefaults(schema), [schema]);
  // Asked for with 请上传: an image or attachment.
  const locked = useMemo(() => new Set(schema.fields.filter((f) => specOf(f).required === 'upload').map((f) => f.name)), [schema]);
  const check = () =>
    form.validateFields().then(
      () => setChecked('ok'),
      () => setChecked('failed'),
    );
  return (
    // A new set of defaults starts the form again, so a changed default shows at once.
    <Form key={JSON.stringify(defaults)} form={form} {...layout} initialValues={defaults} onValuesChange={() => setChecked(null)}>
      <SchemaFormFields schema={schema} locked={locked} />
      <Form.Item label={layout.layout === 'horizontal' ? ' ' : undefined} colon={false}>
        <Space>
          <Button type="primary" onClick={() => void check()}>
            {t('checkEntries')}
          </Button>
          <Button onClick={() => form.resetFields()}>{tc('reset')}</Button>
          {checked === 'ok' && <Typography.Text type="success">{t('entriesOk')}</Typography.Text>}
          {checked === 'failed' && <Typography.Text type="danger">{t('entriesFailed')}</Typography.Text>}
        </Space>
      </Form.Item>
    </Form>
  );
}

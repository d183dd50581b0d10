import { Button, Card, Form, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useForm } from '@refinedev/antd';
import { useBack, useNavigation, useParsed, type HttpError } from '@refinedev/core';
import type { ResourceOverrides, ScreenProps } from './overrides';
import { createDefaults } from './schemaLayout';
import { SchemaFormFields, showServerError, useFormLayout } from './SchemaFormFields';
import { withoutLocked } from './fieldRules';
import { useFieldRules } from './useFieldRules';
import { readStored } from '../../storage/clientStorage';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

type Values = Record<string, unknown>;

/**
 * A role without 转移 adds records the user is 负责人 of (the server sets it): the form shows the user
 * there from the start instead of an empty, disabled choice. The field stays locked, so nothing is sent.
 */
function ownNewRecord(boundOwner: string | undefined): Values {
  const me = readStored('auth')?._id;
  return boundOwner && me ? { [boundOwner]: me } : {};
}

/**
 * The generated create or edit form: the schema's fields and validation with Chinese messages,
 * required marks, errors under the fields (the server's too where it names one), save disabled
 * while saving, and a warning before leaving with unsaved changes. Saves go to the show page.
 * Fields the user's role hides are not in it; read-only ones are shown disabled and never sent.
 */
export function GeneratedForm({
  schema: given,
  overrides,
  action,
}: ScreenProps & { overrides?: ResourceOverrides; action: 'create' | 'edit' }) {
  const { schema, locked, boundOwner } = useFieldRules(given);
  const { id } = useParsed();
  const back = useBack();
  const { show } = useNavigation();
  const layout = useFormLayout();
  const { formProps, saveButtonProps, form, query, formLoading } = useForm<Values, HttpError, Values>({
    resource: schema.name,
    action,
    id: action === 'edit' ? id : undefined,
    // refine's own redirect reads `id`; records here are keyed by `_id`.
    redirect: false,
    onMutationSuccess: ({ data }) => {
      const savedId = (data as Values | undefined)?._id ?? id;
      if (savedId !== undefined && savedId !== null) show(schema.name, savedId as string);
    },
    warnWhenUnsavedChanges: true,
    // The HTTP client already shows 操作成功 or the error catalogue's message.
    successNotification: false,
    errorNotification: false,
    onMutationError: (error) => {
      showServerError(form, schema, error?.message, (error as { data?: unknown } | undefined)?.data);
    },
  });
  const title = t(action === 'create' ? 'createTitle' : 'editTitle', { label: schema.label });
  // Pending, not loading: a read waiting for the network (offline) has not arrived either.
  const loadingRecord = action === 'edit' && query?.isPending;
  return (
    <Card
      title={title}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {tc('back')}
        </Button>
      }
    >
      <Spin spinning={!!loadingRecord}>
        <Form
          {...formProps}
          onFinish={(values) => formProps.onFinish?.(withoutLocked(values, locked))}
          {...layout}
          initialValues={action === 'create' ? { ...createDefaults(schema), ...ownNewRecord(boundOwner) } : formProps.initialValues}
          scrollToFirstError
        >
          {/* The spinner stops a pointer, not the keyboard: what is typed before the record arrives
              would be overwritten by it, so the fields stay locked until then. */}
          <SchemaFormFields schema={schema} overrides={overrides} locked={locked} disabled={!!loadingRecord} />
          <Form.Item label={layout.layout === 'horizontal' ? ' ' : undefined} colon={false}>
            <Space>
              <Button {...saveButtonProps} type="primary" disabled={formLoading || saveButtonProps.disabled} loading={formLoading}>
                {tc('save')}
              </Button>
              <Button onClick={back}>{tc('cancel')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Spin>
    </Card>
  );
}

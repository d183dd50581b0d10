import { Form, Input, Modal, Radio, Typography } from 'antd';
import { FormSelect } from './FormSelect';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { VIEW_NAME_MAX, VIEW_VISIBILITY_LABELS, type ViewVisibility } from '../../schemas/listView';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineViews';

/** What the dialog asks: the view's name and who sees it. */
export interface ViewNaming {
  name: string;
  visibility: ViewVisibility;
  roleIds?: string[];
}

/**
 * 保存为视图: the name and who sees the view (仅自己, 指定角色, 项目内所有人). The roles are read
 * only when 指定角色 is chosen; a user who may not read them (no 角色 right) is told so here.
 */
export function SaveViewDialog({ onSave, onCancel }: { onSave: (naming: ViewNaming) => Promise<unknown>; onCancel: () => void }) {
  const [form] = Form.useForm<ViewNaming>();
  const visibility = Form.useWatch('visibility', form);
  const { query } = useCustom<{ value: { rows: { _id: string; name: string }[] } }>({
    url: '/setting/role/list',
    method: 'get',
    meta: { silent: true },
    queryOptions: { enabled: visibility === 'roles' },
    ...CLIENT_NOTICES,
  });
  const roles = query.data?.data?.value?.rows ?? [];
  const submit = async () => {
    const values = await form.validateFields();
    // A refusal (duplicate name…) was shown by the HTTP client: the dialog stays open to fix it.
    await onSave({ ...values, name: values.name.trim() }).catch(() => undefined);
  };
  return (
    <Modal
      open
      title={t('saveAsView')}
      okText={tc('save')}
      cancelText={tc('cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ visibility: 'personal' }} aria-label={t('saveAsView')}>
        <Form.Item name="name" label={t('viewName')} rules={[{ required: true, whitespace: true }, { max: VIEW_NAME_MAX }]}>
          <Input placeholder={t('viewNameExample')} maxLength={VIEW_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="visibility" label={t('visibility')}>
          <Radio.Group options={Object.entries(VIEW_VISIBILITY_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {visibility === 'roles' && (
          <Form.Item name="roleIds" label={t('roles')} rules={[{ required: true, message: t('rolesRequired') }]}>
            <FormSelect mode="multiple" loading={query.isFetching} options={roles.map((r) => ({ value: r._id, label: r.name }))} />
          </Form.Item>
        )}
        {visibility === 'roles' && query.isError && <Typography.Text type="warning">{t('rolesUnreadable')}</Typography.Text>}
      </Form>
    </Modal>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, Typography, type FormInstance } from 'antd';
import { FormTreeSelect } from '../../../engine/screens/FormTreeSelect';
import { menuIcon } from '../../../components/menuIcons';
import { decidedByRoles } from '../../settings/common/catalogue';
import { ROLES } from '../../settings/common/roles';
import { ROLE_LABELS } from '../../../domain/accountRoles';
import type { MenuInput, SystemMenuNode } from './menuApi';
import { parentOptions } from './menuTree';
import { t } from '../../../i18n/messages/zh-CN/pageAdmin';
import { labelsBeside } from '../../../engine/screens/formLayout';

export type MenuFormValues = Omit<MenuInput, 'status' | 'icon'> & { status: boolean; icon?: string };

/** The fields of one system-menu entry; disabled for readers (admins). `header` goes above the fields. */
export function MenuNodeForm({
  form,
  node,
  tree,
  disabled,
  header,
}: {
  form: FormInstance<MenuFormValues>;
  node: Partial<SystemMenuNode>;
  tree: SystemMenuNode[];
  disabled: boolean;
  header?: ReactNode;
}) {
  const icon = Form.useWatch('icon', form);
  // Follows the 路由名称 as typed: an entry of the permission catalogue is shown by the roles' rights.
  const byRoles = decidedByRoles(Form.useWatch('name', form));
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({
      label: node.label,
      name: node.name,
      path: node.path,
      icon: node.icon ?? undefined,
      type: node.type ?? 'menu',
      sort: node.sort ?? 0,
      parentId: node.parentId ?? null,
      minRole: node.minRole ?? 'staff',
      status: (node.status ?? 1) === 1,
    });
  }, [node, form]);

  return (
    <Form form={form} {...labelsBeside(96)} disabled={disabled} name="system-menu">
      {header}
      <Form.Item name="label" label={t('menuLabel')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('routeName')}
        rules={[{ required: true }, { pattern: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/, message: t('routeNameRule') }]}
      >
        <Input placeholder={t('routeNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('path')}
        rules={[{ required: true }, { pattern: /^\/[A-Za-z0-9_/-]{0,199}$/, message: t('pathRule') }]}
      >
        <Input placeholder="/app/customer" />
      </Form.Item>
      <Form.Item name="icon" label={t('icon')} extra={t('iconExtra')}>
        <Input prefix={menuIcon(icon)} allowClear />
      </Form.Item>
      <Form.Item name="parentId" label={t('parentMenu')}>
        <FormTreeSelect allowClear treeDefaultExpandAll placeholder={t('noParent')} treeData={parentOptions(tree, node._id)} />
      </Form.Item>
      <Form.Item name="type" label={t('type')}>
        <Radio.Group
          options={[
            { value: 'menu', label: t('typeMenu') },
            { value: 'admin', label: t('typeAdmin') },
          ]}
        />
      </Form.Item>
      {byRoles ? (
        <>
          {/* Kept in the form so a save sends it unchanged; the server ignores it for these entries. */}
          <Form.Item name="minRole" hidden>
            <Select />
          </Form.Item>
          <Form.Item label={t('minRole')} extra={t('minRoleByRolesExtra')}>
            <Typography.Text type="secondary">{t('decidedByRoles')}</Typography.Text>
          </Form.Item>
        </>
      ) : (
        <Form.Item name="minRole" label={t('minRole')} extra={t('minRoleExtra')}>
          <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
      )}
      <Form.Item name="sort" label={t('sort')} rules={[{ required: true }]}>
        <InputNumber precision={0} min={-100000} max={100000} />
      </Form.Item>
      <Form.Item name="status" label={t('enabledField')} valuePropName="checked">
        <Switch checkedChildren={t('switchOn')} unCheckedChildren={t('switchOff')} />
      </Form.Item>
    </Form>
  );
}

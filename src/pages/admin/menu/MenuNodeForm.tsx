import { useEffect, type ReactNode } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, Typography, type FormInstance } from 'antd';
import { FormTreeSelect } from '../../../engine/screens/FormTreeSelect';
import { menuIcon } from '../../../components/menuIcons';
import { decidedByRoles } from '../../settings/common/catalogue';
import { ROLES, ROLE_LABELS } from '../../settings/common/roles';
import type { MenuInput, SystemMenuNode } from './menuApi';
import { parentOptions } from './menuTree';

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
    <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} wrapperCol={{ flex: 'auto' }} disabled={disabled} name="system-menu">
      {header}
      <Form.Item name="label" label="菜单名称" rules={[{ required: true, whitespace: true }, { max: 32 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="name"
        label="路由名称"
        rules={[{ required: true }, { pattern: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/, message: '路由名称须以字母开头，可含字母、数字、_ 和 -' }]}
      >
        <Input placeholder="例如 customer" />
      </Form.Item>
      <Form.Item
        name="path"
        label="路径"
        rules={[{ required: true }, { pattern: /^\/[A-Za-z0-9_/-]{0,199}$/, message: '路径须以 / 开头，例如 /app/customer' }]}
      >
        <Input placeholder="/app/customer" />
      </Form.Item>
      <Form.Item name="icon" label="图标" extra="@ant-design/icons 的图标名，例如 TeamOutlined">
        <Input prefix={menuIcon(icon)} allowClear />
      </Form.Item>
      <Form.Item name="parentId" label="上级菜单">
        <FormTreeSelect allowClear treeDefaultExpandAll placeholder="无（顶级菜单）" treeData={parentOptions(tree, node._id)} />
      </Form.Item>
      <Form.Item name="type" label="类型">
        <Radio.Group
          options={[
            { value: 'menu', label: '业务菜单' },
            { value: 'admin', label: '管理菜单' },
          ]}
        />
      </Form.Item>
      {byRoles ? (
        <>
          {/* Kept in the form so a save sends it unchanged; the server ignores it for these entries. */}
          <Form.Item name="minRole" hidden>
            <Select />
          </Form.Item>
          <Form.Item label="最低角色" extra="谁能看到此菜单由“角色管理”中各角色的“列表”权限决定">
            <Typography.Text type="secondary">由角色权限决定</Typography.Text>
          </Form.Item>
        </>
      ) : (
        <Form.Item name="minRole" label="最低角色" extra="该角色及以上的用户能看到此菜单；管理菜单至少需要管理员">
          <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
      )}
      <Form.Item name="sort" label="排序" rules={[{ required: true }]}>
        <InputNumber precision={0} min={-100000} max={100000} />
      </Form.Item>
      <Form.Item name="status" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </Form>
  );
}

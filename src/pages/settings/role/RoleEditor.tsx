import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Space, Typography } from 'antd';
import type { Permissions, RoleDto } from '../../../domain/permissions/grants';
import { useCatalogue } from '../common/catalogue';
import { useRoleApi } from '../common/roleApi';
import { useDepartmentTree } from '../common/departmentApi';
import { toTreeNodes } from '../org/departmentTree';
import { PermissionMatrix } from './PermissionMatrix';
import { unreadableReferences } from './unreadableReferences';
import { useServedSchemas } from '../../../state/servedSchemas';
import { addConflicts, cloneRights, copyName, toSaved } from './permissionMatrix';
import { validatedValues } from '../../../engine/screens/validatedValues';
import { t } from '../../../i18n/messages/zh-CN/settingsRole';
import { asStored, roleDescription, roleName } from '../../../domain/builtInRoles';

/** What the editor is open for: a new role, a copy of one, one to edit, or one to read (no 编辑 right). */
export type RoleEditing =
  { mode: 'create' } | { mode: 'copy'; role: RoleDto } | { mode: 'edit'; role: RoleDto } | { mode: 'view'; role: RoleDto };

interface Values {
  name: string;
  description?: string;
  permissions: Permissions;
}

function titleOf(e: RoleEditing): string {
  switch (e.mode) {
    case 'create':
      return t('createRole');
    case 'copy':
      return t('copyTitle', { name: roleName(e.role) });
    case 'edit':
      return t('editTitle', { name: roleName(e.role) });
    case 'view':
      return t('viewTitle', { name: roleName(e.role) });
  }
}

/** Where the form starts: a new role empty, a copy from the copied role's rights under `<name> 副本`. */
function startOf(e: RoleEditing): Values {
  if (e.mode === 'create') return { name: '', description: '', permissions: {} };
  const { role } = e;
  return {
    // As shown (a built-in role in the shown language); an edit sends back what is stored if left so (asStored).
    name: e.mode === 'copy' ? copyName(roleName(role)) : roleName(role),
    description: roleDescription(role),
    permissions: cloneRights(role.permissions),
  };
}

/**
 * 新建 / 复制 / 编辑 a role in a wide drawer: 名称, 说明 and the permission matrix. 保存 validates,
 * sends only the resources granting something, and stays open when the server refuses (the HTTP
 * client shows why, e.g. 角色名称已存在 or a right the caller does not hold).
 */
export function RoleEditor({ editing, onClose, onSaved }: { editing: RoleEditing | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch('permissions', form);
  const api = useRoleApi();
  // The tenant's published added resources are granted like the built-ins.
  const catalogue = useCatalogue();
  // 自定义部门 chooses among the tenant's departments; read when the drawer opens.
  const { tree } = useDepartmentTree({ enabled: !!editing, silent: true });
  const departments = useMemo(() => toTreeNodes(tree), [tree]);
  const [saving, setSaving] = useState(false);
  const readOnly = editing?.mode === 'view';

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(startOf(editing));
  }, [editing, form]);

  async function save() {
    if (!editing || readOnly) return;
    const v = await validatedValues(form);
    if (!v) return; // the form shows the errors under the fields
    const typed = { name: v.name.trim(), description: (v.description ?? '').trim() };
    const texts = editing.mode === 'edit' ? asStored(editing.role, typed) : typed;
    const body = { ...texts, permissions: toSaved(v.permissions ?? {}, catalogue) };
    setSaving(true);
    try {
      if (editing.mode === 'edit') await api.update({ _id: editing.role._id, ...body });
      else await api.add(body);
      onSaved();
    } catch {
      // Shown by the HTTP client; the drawer stays open for a correction.
    } finally {
      setSaving(false);
    }
  }

  const builtIn = editing && editing.mode !== 'create' && editing.mode !== 'copy' ? editing.role.builtInKey : null;
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={editing ? titleOf(editing) : ''}
      width="min(1360px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{readOnly ? t('close') : t('cancel')}</Button>
          {!readOnly && (
            <Button type="primary" loading={saving} disabled={saving} onClick={() => void save()}>
              {t('save')}
            </Button>
          )}
        </Space>
      }
    >
      {builtIn && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={builtIn === 'admin' ? t('builtInAdmin') : t('builtInOther')} />
      )}
      <Form form={form} layout="vertical" name="role" disabled={readOnly}>
        <Space align="start" size={16} wrap>
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true }, { max: 32 }]} style={{ width: 280 }}>
            <Input placeholder={t('namePlaceholder')} />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[{ max: 200 }]} style={{ width: 560 }}>
            <Input placeholder={t('descriptionPlaceholder')} />
          </Form.Item>
        </Space>
        <Form.Item
          name="permissions"
          // The server refuses a role whose field rules keep it from adding; say so before saving.
          rules={[
            {
              validator: async (_rule, value: Permissions | undefined) => {
                const [conflict] = addConflicts(value ?? {}, catalogue);
                if (conflict) throw new Error(conflict.message);
              },
            },
          ]}
          label={
            // The hint goes above the matrix: below a long table nobody reads it.
            <Space size={12}>
              {t('permissions')}
              <Typography.Text type="secondary">{t('permissionsHint')}</Typography.Text>
            </Space>
          }
        >
          <PermissionMatrix catalogue={catalogue} disabled={readOnly} departments={departments} />
        </Form.Item>
        <UnreadableReferencesHint permissions={watched} />
      </Form>
    </Drawer>
  );
}

/** Which granted resources point at resources the role cannot list: their names show as 无权查看. */
function UnreadableReferencesHint({ permissions }: { permissions: Permissions | undefined }) {
  const schemas = useServedSchemas();
  const catalogue = useCatalogue();
  const gaps = permissions ? unreadableReferences(permissions, schemas, catalogue) : [];
  if (!gaps.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('unreadable')}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {gaps.map((g) => (
            <li key={g.resource}>{t('unreadableLine', { label: g.label, targets: g.targets.join(t('listSeparator')) })}</li>
          ))}
        </ul>
      }
    />
  );
}

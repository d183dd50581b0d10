import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormTreeSelect } from '../../../engine/screens/FormTreeSelect';
import { FormSelect } from '../../../engine/screens/FormSelect';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { STRONG_PASSWORD, weakPasswordMessage } from '../../../domain/passwordRule';
import { USERNAME, usernameHint, usernameMessage } from '../../../domain/usernameRule';
import type { RoleDto } from '../../../domain/permissions/grants';
import { currentUserId } from '../common/roles';
import { useOrgApi, type OrgUser, type TenantProject } from '../common/platformApi';
import type { Department } from '../../../domain/departments';
import { toTreeNodes } from './departmentTree';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';
import { roleName } from '../../../domain/builtInRoles';

interface Props {
  /** null: closed; {}: a new user; a row: edit it. */
  user: Partial<OrgUser> | null;
  projects: TenantProject[];
  /** The tenant's roles to choose from (GET /setting/role/list). */
  roles: RoleDto[];
  /** The roles could not be read (e.g. no right on 角色管理): the choice says so. */
  rolesFailed: boolean;
  /** The department tree to choose 所属部门 from. */
  departments: Department[];
  onClose(): void;
  onSaved(): void;
}

interface Values {
  username?: string;
  password?: string;
  displayName: string;
  mobile?: string;
  roleIds: string[];
  projectIds: string[];
  deptId?: string;
}

/** Adds a user (username, password, name, mobile, 所属部门, roles, projects) or edits one (all but username and password). */
export function OrgUserDialog({ user, projects, roles, rolesFailed, departments, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const orgApi = useOrgApi();
  const editing = !!user?._id;
  // One's own roles stay as they are (no locking oneself out, no granting oneself more); a
  // super-admin holds no tenant role.
  const roleLocked = editing && (user?._id === currentUserId() || user?.role === 'super_admin');
  // A new person starts as 员工, as before roles were data.
  const staffRoleId = roles.find((r) => r.builtInKey === 'staff')?._id;

  useEffect(() => {
    if (!user) return;
    form.resetFields();
    form.setFieldsValue({
      displayName: user.displayName,
      mobile: user.mobile ?? undefined,
      deptId: user.deptId ?? undefined,
      roleIds: user.roleIds ?? [],
      projectIds: user.projectIds ?? projects.filter((p) => p.isDefault).map((p) => p._id),
    });
  }, [user, projects, form]);

  // Apart from the reset above: roles read after the dialog opened fill an empty choice, not the whole form.
  useEffect(() => {
    if (user && !user._id && staffRoleId && !form.getFieldValue('roleIds')?.length) form.setFieldsValue({ roleIds: [staffRoleId] });
  }, [user, staffRoleId, form]);

  async function submit(v: Values) {
    const mobile = v.mobile?.trim() ? v.mobile.trim() : null;
    if (!editing) {
      await orgApi.add({
        username: v.username!.trim(),
        password: v.password,
        displayName: v.displayName.trim(),
        mobile,
        roleIds: v.roleIds,
        projectIds: v.projectIds,
        ...(v.deptId && { deptId: v.deptId }),
      });
    } else {
      await orgApi.update({
        _id: user!._id,
        displayName: v.displayName.trim(),
        mobile,
        projectIds: v.projectIds,
        deptId: v.deptId ?? null,
        ...(roleLocked ? {} : { roleIds: v.roleIds }),
      });
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? t('editUser', { name: user?.displayName }) : t('createUser')}
      open={user !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="org-user">
        {!editing && (
          <>
            <Form.Item
              name="username"
              label={t('username')}
              extra={t('usernameExtra', { hint: usernameHint() })}
              rules={[{ required: true }, { pattern: USERNAME, message: usernameMessage() }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('initialPassword')}
              rules={[{ required: true }, { pattern: STRONG_PASSWORD, message: weakPasswordMessage(t('initialPassword')) }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="displayName" label={t('name')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mobile" label={t('mobile')} rules={[{ pattern: /^1[3-9]\d{9}$/, message: t('mobileInvalid') }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="deptId" label={t('userDepartment')}>
          <FormTreeSelect
            allowClear
            showSearch
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            treeData={toTreeNodes(departments)}
            placeholder={t('chooseDepartment')}
          />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('roles')}
          rules={[{ required: !roleLocked, type: 'array', min: 1, message: t('rolesRequired') }]}
          extra={roleLocked ? t('rolesLocked') : rolesFailed ? t('rolesUnreadable') : t('rolesUnion')}
        >
          <FormSelect
            mode="multiple"
            disabled={roleLocked}
            placeholder={t('chooseRoles')}
            optionFilterProp="label"
            options={roles.map((r) => ({ value: r._id, label: roleName(r) }))}
          />
        </Form.Item>
        <Form.Item
          name="projectIds"
          label={t('projects')}
          rules={[{ required: true, type: 'array', min: 1, message: t('projectsRequired') }]}
        >
          <FormSelect mode="multiple" options={projects.map((p) => ({ value: p._id, label: p.name }))} placeholder={t('chooseProjects')} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

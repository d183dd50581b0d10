import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import { FormDialog } from '../../../components/FormDialog';
import { ASSIGNABLE_ROLES, currentUserId, type Role } from '../common/roles';
import { useOrgApi, type OrgUser, type TenantProject } from '../common/platformApi';

interface Props {
  /** null: closed; {}: a new user; a row: edit it. */
  user: Partial<OrgUser> | null;
  projects: TenantProject[];
  onClose(): void;
  onSaved(): void;
}

interface Values {
  username?: string;
  password?: string;
  displayName: string;
  mobile?: string;
  role: Role;
  projectIds: string[];
}

/** Adds a user (username, password, name, mobile, role, projects) or edits one (all but username and password). */
export function OrgUserDialog({ user, projects, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const orgApi = useOrgApi();
  const editing = !!user?._id;
  // The server refuses to change one's own role and a super-admin's role.
  const roleLocked = editing && (user?._id === currentUserId() || user?.role === 'super_admin');

  useEffect(() => {
    if (!user) return;
    form.resetFields();
    form.setFieldsValue({
      displayName: user.displayName,
      mobile: user.mobile ?? undefined,
      role: user.role ?? 'staff',
      projectIds: user.projectIds ?? projects.filter((p) => p.isDefault).map((p) => p._id),
    });
  }, [user, projects, form]);

  async function submit(v: Values) {
    const mobile = v.mobile?.trim() ? v.mobile.trim() : null;
    if (!editing) {
      await orgApi.add({
        username: v.username!.trim(),
        password: v.password,
        displayName: v.displayName.trim(),
        mobile,
        role: v.role,
        projectIds: v.projectIds,
      });
    } else {
      const roleChanged = !roleLocked && v.role !== user!.role;
      await orgApi.update({ _id: user!._id, displayName: v.displayName.trim(), mobile, projectIds: v.projectIds }, !roleChanged);
      if (roleChanged) await orgApi.updateRole(user!._id!, v.role);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? `编辑用户“${user?.displayName}”` : '新建用户'}
      open={user !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="org-user">
        {!editing && (
          <>
            <Form.Item
              name="username"
              label="用户名"
              extra="以字母开头，3–32 位字母、数字或下划线，用于登录"
              rules={[
                { required: true },
                { pattern: /^[A-Za-z][A-Za-z0-9_]{2,31}$/, message: '用户名须以字母开头，3–32 位字母、数字或下划线' },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label="初始密码"
              rules={[
                { required: true },
                { min: 8, max: 64, message: '密码长度须为 8–64 位' },
                { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '密码须同时包含字母和数字' },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="displayName" label="姓名" rules={[{ required: true, whitespace: true }, { max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入 11 位手机号' }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="role"
          label="角色"
          rules={[{ required: true }]}
          extra={roleLocked ? '不能修改当前登录账号或超级管理员的角色' : undefined}
        >
          <Select options={ASSIGNABLE_ROLES} disabled={roleLocked} />
        </Form.Item>
        <Form.Item name="projectIds" label="所属项目" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个项目' }]}>
          <Select mode="multiple" options={projects.map((p) => ({ value: p._id, label: p.name }))} placeholder="选择项目" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

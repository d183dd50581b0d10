import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import type { RoleDto } from '../../../domain/permissions/grants';
import { useShell } from '../../../state/shellContext';
import { useRoleApi, useRoles } from '../common/roleApi';
import { RoleEditor, type RoleEditing } from './RoleEditor';
import { RoleMenuPreview } from './RoleMenuPreview';
import { TextAction } from '../../../engine/screens/TextAction';

/** Whether the caller holds an action on `role`, through refine's access control (false until it answers). */
const useRoleRight = (action: 'create' | 'edit' | 'delete') => useCan({ resource: 'role', action }).data?.can === true;

/**
 * 角色管理: the tenant's roles (the built-in 管理员 and 员工 and those added here) with how many
 * people hold each; 新建, 复制, 编辑 and 删除 open the permission matrix or ask first, each shown
 * only with the matching right on `role`; 预览菜单 shows the menu a role would see. Who opens the
 * page at all is the route guard's (列表 on `role`).
 */
export function RolePage() {
  const shell = useShell();
  const { roles, loading, failed, loaded, refetch } = useRoles();
  const api = useRoleApi();
  const may = { create: useRoleRight('create'), edit: useRoleRight('edit'), delete: useRoleRight('delete') };
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [preview, setPreview] = useState<RoleDto | null>(null);

  /** After a write: the list again, and the side menu, which follows the rights of the roles one holds. */
  const afterWrite = async () => {
    await Promise.all([refetch(), shell.refreshMenu().catch(() => undefined)]);
  };

  async function remove(r: RoleDto) {
    try {
      await api.remove(r._id);
      await afterWrite();
    } catch {
      // shown by the HTTP client (e.g. people still hold the role)
    }
  }

  const columns: ColumnsType<RoleDto> = [
    {
      title: '名称',
      dataIndex: 'name',
      width: 220,
      render: (name: string, r) => (
        <Space size={4}>
          <TextAction onClick={() => setEditing({ mode: may.edit ? 'edit' : 'view', role: r })}>{name}</TextAction>
          {r.builtIn && <Tag color="blue">内置</Tag>}
        </Space>
      ),
    },
    { title: '说明', dataIndex: 'description', render: (d: string) => d || '-' },
    { title: '用户数', dataIndex: 'userCount', width: 100, align: 'right', render: (n: number) => n.toLocaleString('zh-CN') },
    {
      title: '操作',
      key: '_actions',
      width: 260,
      render: (_, r) => (
        <Space>
          <TextAction onClick={() => setPreview(r)}>预览菜单</TextAction>
          <TextAction onClick={() => setEditing({ mode: may.edit ? 'edit' : 'view', role: r })}>{may.edit ? '编辑' : '查看'}</TextAction>
          {may.create && <TextAction onClick={() => setEditing({ mode: 'copy', role: r })}>复制</TextAction>}
          {may.delete && !r.builtIn && <DeleteLink role={r} onConfirm={() => remove(r)} />}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="角色管理"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            刷新
          </Button>
          {may.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              新建角色
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        角色决定能看到哪些菜单、能做哪些操作、能看到哪些数据和字段。一个人可以有多个角色，权限取合集；人员的角色在“组织与人员”中设置。内置的管理员和员工可以修改，不能删除。
      </Typography.Paragraph>
      <Table<RoleDto>
        rowKey="_id"
        loading={loading && !loaded}
        dataSource={roles}
        columns={columns}
        pagination={false}
        locale={{ emptyText: failed ? '读取失败，请刷新重试' : '还没有角色' }}
      />
      <RoleEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void afterWrite();
        }}
      />
      <RoleMenuPreview role={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

/** 删除 after a question; held roles are refused by the server, so the link says why up front. */
function DeleteLink({ role, onConfirm }: { role: RoleDto; onConfirm(): Promise<void> }) {
  if (role.userCount > 0)
    return (
      <Tooltip title={`还有 ${role.userCount} 位人员属于该角色，请先在“组织与人员”中为他们更换角色`}>
        <TextAction disabled>删除</TextAction>
      </Tooltip>
    );
  return (
    <Popconfirm title={`确定删除角色“${role.name}”吗？`} okText="确定" cancelText="取消" onConfirm={onConfirm}>
      <TextAction danger>删除</TextAction>
    </Popconfirm>
  );
}

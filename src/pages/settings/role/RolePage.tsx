import { useState } from 'react';
import { Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useShell } from '../../../state/shellContext';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { useMenuApi, useSystemMenu, type SystemMenuNode } from '../../admin/menu/menuApi';
import { useRoleCount } from '../common/platformApi';
import { RoleTag } from '../common/RoleTag';
import { ROLES, ROLE_DESCRIPTIONS, currentRole, type Role } from '../common/roles';
import { MenuAccessTable } from './MenuAccessTable';
import { visibleEntries } from './roleVisibility';

/**
 * 角色管理: the three built-in roles with what they mean, how many people of this tenant hold
 * each, and which menu entries each sees; a super-admin changes an entry's minimum role here.
 */
export function RolePage() {
  const role = currentRole();
  if (role !== 'admin' && role !== 'super_admin') return <ResultPage status={403} subTitle="只有管理员可以查看角色。" />;
  return <RoleOverview canEdit={role === 'super_admin'} />;
}

function RoleOverview({ canEdit }: { canEdit: boolean }) {
  const shell = useShell();
  const { tree, reload: reloadMenu } = useSystemMenu();
  const menuApi = useMenuApi();
  // One count per built-in role (ROLES), each a refine query of its own.
  const byRole = { staff: useRoleCount('staff'), admin: useRoleCount('admin'), super_admin: useRoleCount('super_admin') } satisfies Record<
    Role,
    unknown
  >;
  const counts: Partial<Record<Role, number>> = Object.fromEntries(ROLES.map((r) => [r, byRole[r].count]));
  const [savingId, setSavingId] = useState<string | null>(null);
  const reload = () => Promise.all([reloadMenu(), ...ROLES.map((r) => byRole[r].refetch())]);

  async function changeMinRole(n: Pick<SystemMenuNode, '_id'>, minRole: Role) {
    setSavingId(n._id);
    try {
      await menuApi.update({ _id: n._id, minRole });
      await menuApi.clearSessions().catch(() => undefined);
      await Promise.all([reload(), shell.refreshMenu().catch(() => undefined)]);
    } catch {
      // shown by the HTTP client
    } finally {
      setSavingId(null);
    }
  }

  const columns: ColumnsType<Role> = [
    { title: '角色', key: 'role', width: 130, render: (r: Role) => <RoleTag role={r} /> },
    { title: '标识', key: 'code', width: 150, render: (r: Role) => <Typography.Text code>{r}</Typography.Text> },
    { title: '说明', key: 'desc', render: (r: Role) => ROLE_DESCRIPTIONS[r] },
    { title: '本租户用户数', key: 'count', width: 120, align: 'right', render: (r: Role) => (counts[r] ?? '-').toLocaleString('zh-CN') },
    { title: '可见菜单数', key: 'menus', width: 110, align: 'right', render: (r: Role) => (tree ? visibleEntries(tree, r).length : '-') },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="角色管理">
        <Typography.Paragraph type="secondary">
          系统内置三种角色，不能新增或删除。用户的角色在“组织与人员”中设置；每个菜单的最低角色决定谁能看到它。展开一行可查看该角色能看到的菜单。
        </Typography.Paragraph>
        <Table<Role>
          rowKey={(r) => r}
          dataSource={[...ROLES].reverse()}
          columns={columns}
          pagination={false}
          expandable={{
            expandedRowRender: (r) =>
              tree ? (
                <Space size={[4, 8]} wrap>
                  {visibleEntries(tree, r).map((n) => (
                    <Tag key={n._id}>{n.label}</Tag>
                  ))}
                </Space>
              ) : (
                <Skeleton active paragraph={false} />
              ),
          }}
        />
      </Card>
      <Card title="菜单可见范围" extra={canEdit ? '修改最低角色后立即生效' : '只有超级管理员可以修改'}>
        {tree ? (
          <MenuAccessTable tree={tree} canEdit={canEdit} savingId={savingId} onChange={(n, r) => void changeMinRole(n, r)} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Space>
  );
}

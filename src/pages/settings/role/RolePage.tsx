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
import { t } from '../../../i18n/messages/zh-CN/settingsRole';
import { roleDescription, roleName } from '../../../domain/builtInRoles';
import { formatNumber } from '../../../engine/renderers/numberFormat';

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
      title: t('name'),
      dataIndex: 'name',
      width: 220,
      render: (_name: string, r) => (
        <Space size={4}>
          <TextAction onClick={() => setEditing({ mode: may.edit ? 'edit' : 'view', role: r })}>{roleName(r)}</TextAction>
          {r.builtIn && <Tag color="blue">{t('builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('description'), dataIndex: 'description', render: (_d: string, r) => roleDescription(r) || '-' },
    { title: t('userCount'), dataIndex: 'userCount', width: 100, align: 'right', render: (n: number) => formatNumber(n) },
    {
      title: t('actions'),
      key: '_actions',
      width: 260,
      render: (_, r) => (
        <Space>
          <TextAction onClick={() => setPreview(r)}>{t('previewMenu')}</TextAction>
          <TextAction onClick={() => setEditing({ mode: may.edit ? 'edit' : 'view', role: r })}>
            {may.edit ? t('edit') : t('view')}
          </TextAction>
          {may.create && <TextAction onClick={() => setEditing({ mode: 'copy', role: r })}>{t('copy')}</TextAction>}
          {may.delete && !r.builtIn && <DeleteLink role={r} onConfirm={() => remove(r)} />}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            {t('refresh')}
          </Button>
          {may.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              {t('createRole')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Table<RoleDto>
        rowKey="_id"
        loading={loading && !loaded}
        dataSource={roles}
        columns={columns}
        pagination={false}
        locale={{ emptyText: failed ? t('loadFailed') : t('empty') }}
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
      <Tooltip title={t('heldBy', { n: role.userCount })}>
        <TextAction disabled>{t('delete')}</TextAction>
      </Tooltip>
    );
  return (
    <Popconfirm title={t('deleteQuestion', { name: role.name })} okText={t('confirm')} cancelText={t('cancel')} onConfirm={onConfirm}>
      <TextAction danger>{t('delete')}</TextAction>
    </Popconfirm>
  );
}

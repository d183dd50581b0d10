import { useMemo, useState } from 'react';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../../i18n/dayjs';
import { currentRole } from '../common/roles';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { useShell } from '../../../state/shellContext';
import { useAllOrgUsers, useTenantProjects, type TenantProject } from '../common/platformApi';
import { ProjectDialog } from './ProjectDialog';
import { useAllowed } from '../../../state/useAllowed';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/settingsProjects';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';
import { formatNumber } from '../../../engine/renderers/numberFormat';

/** 多项目管理: the tenant's projects, add, rename, members; the project switcher follows every change. */
export function ProjectsPage() {
  const role = currentRole();
  // The roles' rights once read, else the role as before roles were data. The server answers 403
  // to a user without them; say so once instead of a notification per call.
  const mayList = useAllowed('projects', 'list', role === 'admin' || role === 'super_admin');
  if (!mayList) return <ResultPage status={403} subTitle={t('noRight')} />;
  return <ProjectList />;
}

function ProjectList() {
  const shell = useShell();
  const mayCreate = useAllowed('projects', 'create');
  const mayEdit = useAllowed('projects', 'edit');
  const projects = useTenantProjects();
  const people = useAllOrgUsers();
  const rows = projects.projects;
  const users = people.users;
  const loading = projects.loading || people.loading;
  const failed = projects.failed || people.failed;
  const [editing, setEditing] = useState<Partial<TenantProject> | null>(null);
  // Both lists again (the members' names come from the people list).
  const reload = () => Promise.all([projects.refetch(), people.refetch()]);

  const names = useMemo(() => new Map(users.map((u) => [u._id, u.displayName])), [users]);

  const columns: ColumnsType<TenantProject> = [
    {
      title: t('name'),
      dataIndex: 'name',
      render: (n: string, p) => (
        <Space>
          {mayEdit ? <TextAction onClick={() => setEditing(p)}>{n}</TextAction> : n}
          {p.isDefault && <Tag color="blue">{t('default')}</Tag>}
          {p._id === shell.projectId && <Tag color="green">{t('current')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('members'),
      dataIndex: 'userIds',
      render: (ids: string[]) => (
        <Space size={[0, 4]} wrap>
          {ids.map((id) => (
            <Tag key={id}>{names.get(id) ?? '…'}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('memberCount'),
      dataIndex: 'userIds',
      key: 'count',
      width: 90,
      align: 'right',
      render: (ids: string[]) => formatNumber(ids.length),
    },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    ...(mayEdit
      ? [
          {
            title: t('actions'),
            key: '_actions',
            width: 90,
            render: (_: unknown, p: TenantProject) => <TextAction onClick={() => setEditing(p)}>{t('edit')}</TextAction>,
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            {t('refresh')}
          </Button>
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('create')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {failed && <Typography.Text type="danger">{tc('loadFailedRefresh')}</Typography.Text>}
      <Table<TenantProject>
        rowKey="_id"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
      />
      <ProjectDialog
        project={editing}
        users={users}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
          // The switcher lists the user's projects (userProject): read them again.
          void shell.refreshProjects().catch(() => undefined);
        }}
      />
    </Card>
  );
}

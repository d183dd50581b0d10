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

/** 多项目管理: the tenant's projects, add, rename, members; the project switcher follows every change. */
export function ProjectsPage() {
  const role = currentRole();
  // The roles' rights once read, else the role as before roles were data. The server answers 403
  // to a user without them; say so once instead of a notification per call.
  const mayList = useAllowed('projects', 'list', role === 'admin' || role === 'super_admin');
  if (!mayList) return <ResultPage status={403} subTitle="你的角色没有管理项目的权限。" />;
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
      title: '项目名称',
      dataIndex: 'name',
      render: (n: string, p) => (
        <Space>
          {mayEdit ? <TextAction onClick={() => setEditing(p)}>{n}</TextAction> : n}
          {p.isDefault && <Tag color="blue">默认</Tag>}
          {p._id === shell.projectId && <Tag color="green">当前</Tag>}
        </Space>
      ),
    },
    {
      title: '成员',
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
      title: '成员数',
      dataIndex: 'userIds',
      key: 'count',
      width: 90,
      align: 'right',
      render: (ids: string[]) => ids.length.toLocaleString('zh-CN'),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    ...(mayEdit
      ? [
          {
            title: '操作',
            key: '_actions',
            width: 90,
            render: (_: unknown, p: TenantProject) => <TextAction onClick={() => setEditing(p)}>编辑</TextAction>,
          },
        ]
      : []),
  ];

  return (
    <Card
      title="多项目管理"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            刷新
          </Button>
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        每个项目的业务数据（订单、客户、产品、设置等）相互独立；用户只能切换到自己所属的项目。默认项目 Main 不能改名。
      </Typography.Paragraph>
      {failed && <Typography.Text type="danger">读取失败，请刷新重试</Typography.Text>}
      <Table<TenantProject>
        rowKey="_id"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有项目，点击“新建”添加" /> }}
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

import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../../i18n/dayjs';
import { useListState } from '../../../state/listState';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { EnabledTag } from '../../settings/common/EnabledTag';
import { currentRole } from '../../settings/common/roles';
import { readStored } from '../../../storage/clientStorage';
import { useTenantApi, type Tenant } from './tenantApi';
import { TenantDialog } from './TenantDialog';
import { TextAction } from '../../../engine/screens/TextAction';

/** 租户管理 (super-admins): list with search, add with an admin account, rename, disable and enable. */
export function TenantPage() {
  if (currentRole() !== 'super_admin') return <ResultPage status={403} subTitle="只有超级管理员可以管理租户。" />;
  return <TenantList />;
}

function TenantList() {
  const tenantApi = useTenantApi();
  const list = useListState<Tenant>((q) => tenantApi.list(q));
  const { state } = list;
  const [name, setName] = useState('');
  // The server refuses to disable the tenant one is signed in to; the screen does not offer it.
  const ownTenant = readStored('auth')?.tenantId;

  const columns: ColumnsType<Tenant> = [
    {
      title: '租户名称',
      dataIndex: 'name',
      render: (n: string, t) => (
        <Space>
          <TextAction onClick={() => list.setDefaultRow(t)}>{n}</TextAction>
          {t._id === ownTenant && <Tag color="blue">当前登录</Tag>}
        </Space>
      ),
    },
    { title: '用户数', dataIndex: 'userCount', width: 100, align: 'right', render: (c: number) => c.toLocaleString('zh-CN') },
    { title: '状态', dataIndex: 'status', width: 100, render: (s: number) => <EnabledTag status={s} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: '_actions',
      width: 150,
      render: (_, t) => {
        const enabling = t.status !== 1;
        return (
          <Space>
            <TextAction onClick={() => list.setDefaultRow(t)}>重命名</TextAction>
            {t._id !== ownTenant && (
              <Popconfirm
                title={enabling ? `确定启用租户“${t.name}”吗？` : `确定停用租户“${t.name}”吗？`}
                description={enabling ? '启用后该租户的用户可以重新登录' : '停用后该租户的所有用户将立即退出且无法登录'}
                okText="确定"
                cancelText="取消"
                onConfirm={() => list.modify(() => tenantApi.setEnabled(t._id, enabling)).catch(() => undefined)}
              >
                <TextAction danger={!enabling}>{enabling ? '启用' : '停用'}</TextAction>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title="租户管理"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.reload()}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => list.setDefaultRow({})}>
            新建
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="搜索租户名称"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onSearch={(q) => list.setSearchParams(q.trim() ? { name: q.trim() } : {})}
          enterButton="搜索"
          style={{ width: 280 }}
        />
        <Button onClick={() => (setName(''), list.setSearchParams({}))}>重置</Button>
        {!state.loading && !state.success && <Typography.Text type="danger">读取失败，请刷新重试</Typography.Text>}
      </Space>
      <Table<Tenant>
        rowKey="_id"
        loading={state.loading}
        dataSource={state.tableData}
        columns={columns}
        locale={{ emptyText: state.searchParams.name ? '没有符合条件的租户' : '还没有租户，点击“新建”添加' }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.tableDataTotalSize,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t.toLocaleString('zh-CN')} 个租户`,
          onChange: (page, size) => (size !== state.pageSize ? list.setPageSize(size) : list.setPageNo(page)),
        }}
      />
      <TenantDialog
        tenant={state.defaultRow}
        onClose={() => list.setDefaultRow(null)}
        onSaved={() => {
          list.setDefaultRow(null);
          void list.reload();
        }}
      />
    </Card>
  );
}

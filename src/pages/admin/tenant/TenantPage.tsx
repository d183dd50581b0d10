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
import { t as tc } from '../../../i18n/messages/zh-CN/common';
import { t } from '../../../i18n/messages/zh-CN/pageAdmin';
import { formatNumber } from '../../../engine/renderers/numberFormat';

/** 租户管理 (super-admins): list with search, add with an admin account, rename, disable and enable. */
export function TenantPage() {
  if (currentRole() !== 'super_admin') return <ResultPage status={403} subTitle={t('superAdminOnly')} />;
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
      title: t('tenantName'),
      dataIndex: 'name',
      render: (n: string, row) => (
        <Space>
          <TextAction onClick={() => list.setDefaultRow(row)}>{n}</TextAction>
          {row._id === ownTenant && <Tag color="blue">{t('currentTenant')}</Tag>}
        </Space>
      ),
    },
    { title: t('userCount'), dataIndex: 'userCount', width: 100, align: 'right', render: (c: number) => formatNumber(c) },
    { title: t('status'), dataIndex: 'status', width: 100, render: (s: number) => <EnabledTag status={s} /> },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    {
      title: tc('actions'),
      key: '_actions',
      width: 150,
      render: (_, row) => {
        const enabling = row.status !== 1;
        return (
          <Space>
            <TextAction onClick={() => list.setDefaultRow(row)}>{t('rename')}</TextAction>
            {row._id !== ownTenant && (
              <Popconfirm
                title={t(enabling ? 'confirmEnable' : 'confirmDisable', { name: row.name })}
                description={enabling ? t('enableDescription') : t('disableDescription')}
                okText={tc('confirm')}
                cancelText={tc('cancel')}
                onConfirm={() => list.modify(() => tenantApi.setEnabled(row._id, enabling)).catch(() => undefined)}
              >
                <TextAction danger={!enabling}>{enabling ? t('enable') : t('disable')}</TextAction>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('tenants')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.reload()}>
            {tc('refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => list.setDefaultRow({})}>
            {tc('create')}
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('searchTenant')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onSearch={(q) => list.setSearchParams(q.trim() ? { name: q.trim() } : {})}
          enterButton={tc('search')}
          style={{ width: 280 }}
        />
        <Button onClick={() => (setName(''), list.setSearchParams({}))}>{tc('reset')}</Button>
        {!state.loading && !state.success && <Typography.Text type="danger">{t('readFailed')}</Typography.Text>}
      </Space>
      <Table<Tenant>
        rowKey="_id"
        loading={state.loading}
        dataSource={state.tableData}
        columns={columns}
        locale={{ emptyText: state.searchParams.name ? t('noMatchingTenants') : t('noTenants') }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.tableDataTotalSize,
          showSizeChanger: true,
          showTotal: (total) => t('tenantTotal', { n: formatNumber(total) }),
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

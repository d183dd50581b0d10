import { useState } from 'react';
import { Alert, Button, Card, Input, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { useAllowed } from '../../../state/useAllowed';
import { useScrollRegion } from '../../../engine/screens/useScrollRegion';
import { CurrentTag, sessionColumns } from './sessionColumns';
import { useOnlineSessions, useSessionsApi } from './sessionsApi';
import type { OnlineSession } from '../../../domain/onlineSession';
import { t } from '../../../i18n/messages/zh-CN/settingsSessions';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';
import { formatNumber } from '../../../engine/renderers/numberFormat';

/**
 * 在线用户 (docs/api.md「在线用户」): the tenant's active sessions, newest activity first; 强退 behind a
 * question for those holding the page's `delete` right. Refused without its `list` right.
 */
export function OnlineUsersPage() {
  const mayList = useAllowed('onlineUser', 'list');
  if (!mayList) return <ResultPage status={403} subTitle={t('noRight')} />;
  return <OnlineUsers />;
}

function OnlineUsers() {
  const mayKick = useAllowed('onlineUser', 'delete');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [userName, setUserName] = useState<string>();
  const read = useOnlineSessions({ pageNo, pageSize, userName });
  const api = useSessionsApi();
  const scrollRegion = useScrollRegion<HTMLDivElement>(t('title'));

  async function kick(s: OnlineSession) {
    try {
      await api.kick(s._id);
      await read.refetch();
    } catch {
      // The HTTP client showed why.
    }
  }

  const columns: ColumnsType<OnlineSession> = [
    {
      title: t('user'),
      dataIndex: 'displayName',
      width: 180,
      render: (v: string, s) => (
        <Space size={4} wrap>
          <span>{tc('personWithAccount', { name: v, username: s.userName })}</span>
          {s.current && <CurrentTag />}
        </Space>
      ),
    },
    ...sessionColumns,
    ...(mayKick
      ? [
          {
            title: t('actions'),
            key: 'actions',
            width: 90,
            fixed: 'right' as const,
            render: (_: unknown, s: OnlineSession) =>
              s.current ? null : (
                <Popconfirm
                  title={t('kickQuestion', { name: s.displayName })}
                  description={t('kickDescription')}
                  okText={t('kick')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('cancel')}
                  onConfirm={() => kick(s)}
                >
                  <Button
                    type="link"
                    danger
                    size="small"
                    aria-label={t('kickLabel', { name: s.displayName, ip: s.ip ?? t('unknownAddress') })}
                  >
                    {t('kick')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('title')} extra={<Button onClick={() => void read.refetch()}>{t('refresh')}</Button>}>
      <Input.Search
        allowClear
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        enterButton={t('search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => {
          setUserName(v.trim() || undefined);
          setPageNo(1);
        }}
      />
      {read.failed && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void read.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <div ref={scrollRegion}>
        <Table<OnlineSession>
          rowKey="_id"
          size="middle"
          loading={read.loading}
          dataSource={read.page?.rows ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: pageNo,
            pageSize,
            total: read.page?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n: number) => t('total', { n: formatNumber(n) }),
            onChange: (p: number, size: number) => {
              setPageNo(size === pageSize ? p : 1);
              setPageSize(size);
            },
          }}
        />
      </div>
    </Card>
  );
}

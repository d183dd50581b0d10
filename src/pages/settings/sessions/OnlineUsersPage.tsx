import { useState } from 'react';
import { Alert, Button, Card, Input, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { useAllowed } from '../../../state/useAllowed';
import { useScrollRegion } from '../../../engine/screens/useScrollRegion';
import { CurrentTag, sessionColumns } from './sessionColumns';
import { useOnlineSessions, useSessionsApi } from './sessionsApi';
import type { OnlineSession } from '../../../domain/onlineSession';

/**
 * 在线用户 (docs/api.md「在线用户」): the tenant's active sessions, newest activity first; 强退 behind a
 * question for those holding the page's `delete` right. Refused without its `list` right.
 */
export function OnlineUsersPage() {
  const mayList = useAllowed('onlineUser', 'list');
  if (!mayList) return <ResultPage status={403} subTitle="你的角色没有查看在线用户的权限。" />;
  return <OnlineUsers />;
}

function OnlineUsers() {
  const mayKick = useAllowed('onlineUser', 'delete');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [userName, setUserName] = useState<string>();
  const read = useOnlineSessions({ pageNo, pageSize, userName });
  const api = useSessionsApi();
  const scrollRegion = useScrollRegion<HTMLDivElement>('在线用户');

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
      title: '用户',
      dataIndex: 'displayName',
      width: 180,
      render: (v: string, s) => (
        <Space size={4} wrap>
          <span>{`${v}（${s.userName}）`}</span>
          {s.current && <CurrentTag />}
        </Space>
      ),
    },
    ...sessionColumns,
    ...(mayKick
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 90,
            fixed: 'right' as const,
            render: (_: unknown, s: OnlineSession) =>
              s.current ? null : (
                <Popconfirm
                  title={`确定强退「${s.displayName}」的这个会话吗？`}
                  description="对方将立即退出登录。"
                  okText="强退"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => kick(s)}
                >
                  <Button type="link" danger size="small" aria-label={`强退 ${s.displayName}（${s.ip ?? '未知地址'}）`}>
                    强退
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card title="在线用户" extra={<Button onClick={() => void read.refetch()}>刷新</Button>}>
      <Input.Search
        allowClear
        placeholder="账号或姓名"
        aria-label="按账号或姓名搜索"
        enterButton="搜索"
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
          message="在线用户加载失败"
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void read.refetch()}>
              重试
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
          locale={{ emptyText: '没有在线的用户' }}
          pagination={{
            current: pageNo,
            pageSize,
            total: read.page?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n: number) => `共 ${n.toLocaleString('zh-CN')} 个会话`,
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

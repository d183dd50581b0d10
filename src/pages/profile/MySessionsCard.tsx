import { Alert, Button, Card, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useScrollRegion } from '../../engine/screens/useScrollRegion';
import { CurrentTag, sessionColumns } from '../settings/sessions/sessionColumns';
import { useMySessions, useSessionsApi } from '../settings/sessions/sessionsApi';
import type { OnlineSession } from '../../domain/onlineSession';

const columns: ColumnsType<OnlineSession> = [
  { title: '设备', key: 'current', width: 100, render: (_: unknown, s) => (s.current ? <CurrentTag /> : '其他设备') },
  ...sessionColumns,
];

/** 我的登录设备: where the person is signed in now; 退出其他设备 ends every session but this one. */
export function MySessionsCard() {
  const mine = useMySessions();
  const api = useSessionsApi();
  const scrollRegion = useScrollRegion<HTMLDivElement>('我的登录设备');
  const others = (mine.sessions ?? []).filter((s) => !s.current).length;

  async function logoutOthers() {
    try {
      await api.logoutOthers();
      await mine.refetch();
    } catch {
      // The HTTP client showed why.
    }
  }

  return (
    <Card
      title="我的登录设备"
      extra={
        <Popconfirm
          title="确定退出其他设备吗？"
          description="除本设备外，其他设备上的登录都将结束。"
          okText="退出"
          cancelText="取消"
          onConfirm={logoutOthers}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0}>
            退出其他设备
          </Button>
        </Popconfirm>
      }
    >
      {mine.failed && (
        <Alert
          type="error"
          showIcon
          message="登录设备加载失败"
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void mine.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <div ref={scrollRegion}>
        <Table<OnlineSession>
          rowKey="_id"
          size="middle"
          loading={mine.loading}
          dataSource={mine.sessions ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: '没有登录中的设备' }}
        />
      </div>
    </Card>
  );
}

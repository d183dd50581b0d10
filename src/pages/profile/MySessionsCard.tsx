import { Alert, Button, Card, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useScrollRegion } from '../../engine/screens/useScrollRegion';
import { CurrentTag, sessionColumns } from '../settings/sessions/sessionColumns';
import { useMySessions, useSessionsApi } from '../settings/sessions/sessionsApi';
import type { OnlineSession } from '../../domain/onlineSession';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/pageProfile';

// A function: its titles are read when shown.
const columns = (): ColumnsType<OnlineSession> => [
  { title: t('device'), key: 'current', width: 100, render: (_: unknown, s) => (s.current ? <CurrentTag /> : t('otherDevice')) },
  ...sessionColumns,
];

/** 我的登录设备: where the person is signed in now; 退出其他设备 ends every session but this one. */
export function MySessionsCard() {
  const mine = useMySessions();
  const api = useSessionsApi();
  const scrollRegion = useScrollRegion<HTMLDivElement>(t('mySessions'));
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
      title={t('mySessions')}
      extra={
        <Popconfirm
          title={t('confirmLogoutOthers')}
          description={t('logoutOthersDescription')}
          okText={t('logoutOk')}
          cancelText={tc('cancel')}
          onConfirm={logoutOthers}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0}>
            {t('logoutOthers')}
          </Button>
        </Popconfirm>
      }
    >
      {mine.failed && (
        <Alert
          type="error"
          showIcon
          message={t('sessionsLoadFailed')}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void mine.refetch()}>
              {tc('retry')}
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
          columns={columns()}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: t('noSessions') }}
        />
      </div>
    </Card>
  );
}

import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_ACTIONS, LOGIN_ACTIONS, type AuditRow } from '../../../domain/audit/auditEntry';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { auditActionColor } from '../../../engine/screens/auditActionColor';
import { formatDateTime } from '../../../engine/renderers/format';
import { useAllowed } from '../../../state/useAllowed';
import { useAllOrgUsers } from '../common/platformApi';
import { AuditFilterBar } from './AuditFilterBar';
import { useAuditLog } from './useAuditLog';

const RESULTS = LOGIN_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }));

const columns: ColumnsType<AuditRow> = [
  { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
  { title: '用户', dataIndex: 'userName', width: 140 },
  { title: '结果', dataIndex: 'actionLabel', width: 100, render: (v: string, r) => <Tag color={auditActionColor(r.action)}>{v}</Tag> },
  { title: '说明', dataIndex: 'recordLabel' },
  { title: '地址', dataIndex: 'ip', width: 130 },
  { title: '浏览器', dataIndex: 'browser', width: 130 },
  { title: '系统', dataIndex: 'os', width: 130 },
];

/**
 * 登录日志 (docs/audit-trail.md): every sign-in, failed sign-in, sign-out and forced sign-out of the
 * tenant with address, browser and system, newest first; filters by person, result and days; 导出.
 */
export function LoginLogPage() {
  const mayList = useAllowed('loginLog', 'list');
  if (!mayList) return <ResultPage status={403} subTitle="你的角色没有查看登录日志的权限。" />;
  return <LoginLog />;
}

function LoginLog() {
  const mayExport = useAllowed('loginLog', 'export');
  const log = useAuditLog('login');
  const people = useAllOrgUsers();
  return (
    <Card title="登录日志">
      <AuditFilterBar
        people={people.users.map((u) => ({ value: u._id, label: `${u.displayName}（${u.username}）` }))}
        actions={RESULTS}
        onApply={log.apply}
        onExport={mayExport ? () => void log.exportAll() : undefined}
        exporting={log.exporting}
      />
      {log.failed && (
        <Alert
          type="error"
          showIcon
          message="登录日志加载失败"
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void log.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<AuditRow>
        rowKey="_id"
        size="middle"
        loading={log.loading}
        dataSource={log.page?.rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={log.pagination}
        locale={{ emptyText: '没有符合条件的登录日志' }}
      />
    </Card>
  );
}

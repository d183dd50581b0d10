import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_ACTIONS, LOGIN_ACTIONS, type AuditRow } from '../../../domain/audit/auditEntry';
import { auditActionColor } from '../../../engine/screens/auditActionColor';
import { formatDateTime } from '../../../engine/renderers/format';
import { AuditLogScreen } from './AuditLogScreen';

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
  return (
    <AuditLogScreen
      kind="login"
      page="loginLog"
      title="登录日志"
      columns={columns}
      actions={RESULTS}
      actionLabel="结果"
      personLabel={(u) => `${u.displayName}（${u.username}）`}
    />
  );
}

import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_ACTIONS, LOGIN_ACTIONS, auditActionLabel, type AuditRow } from '../../../domain/audit/auditEntry';
import { auditActionColor } from '../../../engine/screens/auditActionColor';
import { formatDateTime } from '../../../engine/renderers/format';
import { AuditLogScreen } from './AuditLogScreen';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';

// Built when shown: the labels are in the shown language.
const results = () => LOGIN_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }));

const columns = (): ColumnsType<AuditRow> => [
  { title: t('time'), dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
  { title: t('user'), dataIndex: 'userName', width: 140 },
  {
    title: t('result'),
    dataIndex: 'actionLabel',
    width: 100,
    render: (v: string, r) => <Tag color={auditActionColor(r.action)}>{auditActionLabel(r.action) || v}</Tag>,
  },
  { title: t('note'), dataIndex: 'recordLabel' },
  { title: t('address'), dataIndex: 'ip', width: 130 },
  { title: t('browser'), dataIndex: 'browser', width: 130 },
  { title: t('os'), dataIndex: 'os', width: 130 },
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
      title={t('loginLog')}
      columns={columns()}
      actions={results()}
      actionLabel={t('result')}
      actionPlaceholder={t('allResults')}
      personLabel={(u) => tc('personWithAccount', { name: u.displayName, username: u.username })}
    />
  );
}

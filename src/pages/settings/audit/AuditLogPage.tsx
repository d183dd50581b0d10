import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigation } from '@refinedev/core';
import { AUDIT_ACTIONS, CONFIG_RESOURCES, LOGIN_ACTIONS, type AuditAction, type AuditRow } from '../../../domain/audit/auditEntry';
import { AuditChanges } from '../../../engine/screens/AuditChanges';
import { auditActionColor } from '../../../engine/screens/auditActionColor';
import { formatDateTime } from '../../../engine/renderers/format';
import { useServedSchemas } from '../../../state/servedSchemas';
import { AuditLogScreen } from './AuditLogScreen';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';

// Built when shown: the labels are in the shown language.
const changeActions = () =>
  (Object.keys(AUDIT_ACTIONS) as AuditAction[])
    .filter((a) => !LOGIN_ACTIONS.includes(a))
    .map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }));

/**
 * 操作日志 (docs/audit-trail.md): every change of data and configuration in this project and the
 * tenant, newest first — who, when, from which address, what, and for a 修改 the fields' old and new
 * values (a row opens to show them, as the record's own screens show values). Filters by person,
 * resource, action and days; 导出 takes what they select as an Excel file.
 */
export function AuditLogPage() {
  const schemas = useServedSchemas();
  const { showUrl } = useNavigation();
  const schemaOf = useMemo(() => new Map(schemas.map((s) => [s.name, s])), [schemas]);
  const resources = useMemo(
    () => [
      ...schemas.map((s) => ({ value: s.name, label: s.label })),
      ...Object.entries(CONFIG_RESOURCES)
        .filter(([name]) => name !== 'session')
        .map(([value, label]) => ({ value, label })),
    ],
    [schemas],
  );
  const columns: ColumnsType<AuditRow> = [
    { title: t('time'), dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
    { title: t('person'), dataIndex: 'userName', width: 110, render: (v: string) => v || t('system') },
    {
      title: t('action'),
      dataIndex: 'actionLabel',
      width: 100,
      // In the shown language (the server's label is its Chinese): the trail's own names, then the served schemas'.
      render: (v: string, r) => <Tag color={auditActionColor(r.action)}>{AUDIT_ACTIONS[r.action as AuditAction] ?? v}</Tag>,
    },
    {
      title: t('resource'),
      dataIndex: 'resourceLabel',
      width: 110,
      render: (v: string, r) => CONFIG_RESOURCES[r.resource as keyof typeof CONFIG_RESOURCES] ?? schemaOf.get(r.resource)?.label ?? v,
    },
    {
      title: t('record'),
      dataIndex: 'recordLabel',
      render: (v: string, r) =>
        schemaOf.has(r.resource) && r.recordId && r.action !== 'delete' && r.action !== 'purge' ? (
          <Link to={showUrl(r.resource, r.recordId)}>{v || r.recordId}</Link>
        ) : (
          v
        ),
    },
    {
      title: t('changes'),
      key: 'changes',
      width: 110,
      render: (_, r) =>
        r.changes.length ? t('changedFields', { n: r.changes.length }) : <Typography.Text type="secondary">-</Typography.Text>,
    },
    { title: t('address'), dataIndex: 'ip', width: 130 },
  ];
  return (
    <AuditLogScreen
      kind="change"
      page="auditLog"
      title={t('changeLog')}
      columns={columns}
      actions={changeActions()}
      resources={resources}
      personLabel={(u) => u.displayName}
      expanded={(r) => <AuditChanges changes={r.changes} schema={schemaOf.get(r.resource)} />}
    />
  );
}

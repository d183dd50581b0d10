import { useMemo } from 'react';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigation } from '@refinedev/core';
import { AUDIT_ACTIONS, CONFIG_RESOURCES, LOGIN_ACTIONS, type AuditAction, type AuditRow } from '../../../domain/audit/auditEntry';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { AuditChanges } from '../../../engine/screens/AuditChanges';
import { auditActionColor } from '../../../engine/screens/auditActionColor';
import { formatDateTime } from '../../../engine/renderers/format';
import { useServedSchemas } from '../../../state/servedSchemas';
import { useAllowed } from '../../../state/useAllowed';
import { useAllOrgUsers } from '../common/platformApi';
import { AuditFilterBar } from './AuditFilterBar';
import { useAuditLog } from './useAuditLog';

const CHANGE_ACTIONS = (Object.keys(AUDIT_ACTIONS) as AuditAction[])
  .filter((a) => !LOGIN_ACTIONS.includes(a))
  .map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }));

/**
 * 操作日志 (docs/audit-trail.md): every change of data and configuration in this project and the
 * tenant, newest first — who, when, from which address, what, and for a 修改 the fields' old and new
 * values (a row opens to show them, as the record's own screens show values). Filters by person,
 * resource, action and days; 导出 takes what they select as an Excel file.
 */
export function AuditLogPage() {
  const mayList = useAllowed('auditLog', 'list');
  if (!mayList) return <ResultPage status={403} subTitle="你的角色没有查看操作日志的权限。" />;
  return <AuditLog />;
}

function AuditLog() {
  const mayExport = useAllowed('auditLog', 'export');
  const log = useAuditLog('change');
  const schemas = useServedSchemas();
  const people = useAllOrgUsers();
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
    { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
    { title: '人员', dataIndex: 'userName', width: 110, render: (v: string) => v || '系统' },
    { title: '操作', dataIndex: 'actionLabel', width: 100, render: (v: string, r) => <Tag color={auditActionColor(r.action)}>{v}</Tag> },
    { title: '资源', dataIndex: 'resourceLabel', width: 110 },
    {
      title: '记录',
      dataIndex: 'recordLabel',
      render: (v: string, r) =>
        schemaOf.has(r.resource) && r.recordId && r.action !== 'delete' && r.action !== 'purge' ? (
          <Link to={showUrl(r.resource, r.recordId)}>{v || r.recordId}</Link>
        ) : (
          v
        ),
    },
    {
      title: '变更',
      key: 'changes',
      width: 110,
      render: (_, r) => (r.changes.length ? `${r.changes.length} 个字段` : <Typography.Text type="secondary">-</Typography.Text>),
    },
    { title: '地址', dataIndex: 'ip', width: 130 },
  ];
  return (
    <Card title="操作日志">
      <AuditFilterBar
        people={people.users.map((u) => ({ value: u._id, label: u.displayName }))}
        resources={resources}
        actions={CHANGE_ACTIONS}
        onApply={log.apply}
        onExport={mayExport ? () => void log.exportAll() : undefined}
        exporting={log.exporting}
      />
      {log.failed && (
        <Alert
          type="error"
          showIcon
          message="操作日志加载失败"
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
        locale={{ emptyText: '没有符合条件的操作日志' }}
        expandable={{
          rowExpandable: (r) => r.changes.length > 0,
          expandedRowRender: (r) => <AuditChanges changes={r.changes} schema={schemaOf.get(r.resource)} />,
        }}
      />
    </Card>
  );
}

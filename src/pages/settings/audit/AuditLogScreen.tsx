import type { ReactNode } from 'react';
import { Alert, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditRow } from '../../../domain/audit/auditEntry';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { useAllowed } from '../../../state/useAllowed';
import { useAllOrgUsers } from '../common/platformApi';
import { AuditFilterBar } from './AuditFilterBar';
import type { AuditKind } from './auditApi';
import { useAuditLog } from './useAuditLog';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';
import { useScrollRegion } from '../../../engine/screens/useScrollRegion';

type Option = { value: string; label: string };

/** What a log screen shows: which log, its page's right, its title, columns and filters. */
interface LogScreen {
  kind: AuditKind;
  /** The page of the permission catalogue (auditLog, loginLog): `list` to read, `export` to export. */
  page: 'auditLog' | 'loginLog';
  title: string;
  columns: ColumnsType<AuditRow>;
  actions: Option[];
  /** What the action filter is called (操作; 登录日志: 结果). */
  actionLabel?: string;
  /** The action filter's placeholder (全部操作; 登录日志: 全部结果). */
  actionPlaceholder?: string;
  /** The resource filter (操作日志 only). */
  resources?: Option[];
  /** How a person reads in the person filter. */
  personLabel: (u: { displayName: string; username: string }) => string;
  /** A row's details when it opens (操作日志: its changed fields). */
  expanded?: (row: AuditRow) => ReactNode;
}

/**
 * 操作日志 and 登录日志 alike (docs/audit-trail.md): refused when the role may not read the log; the
 * filter bar, 导出 for those who may export, a retry on a failed read, the page of entries.
 */
export function AuditLogScreen(props: LogScreen) {
  const mayList = useAllowed(props.page, 'list');
  if (!mayList) return <ResultPage status={403} subTitle={t('noRight', { title: props.title })} />;
  return <LogPage {...props} />;
}

function LogPage({ kind, page, title, columns, actions, actionLabel, actionPlaceholder, resources, personLabel, expanded }: LogScreen) {
  const mayExport = useAllowed(page, 'export');
  const log = useAuditLog(kind);
  const people = useAllOrgUsers();
  const scrollRegion = useScrollRegion<HTMLDivElement>(title);
  return (
    <Card title={title}>
      <AuditFilterBar
        people={people.users.map((u) => ({ value: u._id, label: personLabel(u) }))}
        resources={resources}
        actions={actions}
        actionLabel={actionLabel}
        actionPlaceholder={actionPlaceholder}
        onApply={log.apply}
        onExport={mayExport ? () => void log.exportAll() : undefined}
        exporting={log.exporting}
      />
      {log.failed && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed', { title })}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void log.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <div ref={scrollRegion}>
        <Table<AuditRow>
          rowKey="_id"
          size="middle"
          loading={log.loading}
          dataSource={log.page?.rows ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={log.pagination}
          locale={{ emptyText: t('empty', { title }) }}
          expandable={expanded ? { rowExpandable: (r) => r.changes.length > 0, expandedRowRender: expanded } : undefined}
        />
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Empty, List, Space, Tag, Typography } from 'antd';
import { auditActionLabel, type AuditRow } from '../../domain/audit/auditEntry';
import type { ResourceSchema } from '../../schemas/types';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { formatDateTime } from '../renderers/format';
import { AuditChanges } from './AuditChanges';
import { auditActionColor } from './auditActionColor';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/** Entries a page: a record's history is read from the newest, a page at a time. */
const PAGE_SIZE = 10;

/**
 * A show page's 变更记录 (docs/audit-trail.md): who did what to this record and when, newest first,
 * each 修改 with its fields' old and new values as the record's own screen shows them; a field the
 * reader may not see says 无权查看. Read from the audit trail (GET /setting/audit/list).
 */
export function RecordHistory({ schema, id }: { schema: ResourceSchema; id: string }) {
  const [pageNo, setPageNo] = useState(1);
  const { query } = useCustom<{ rows: AuditRow[]; total: number }>({
    url: '/setting/audit/list',
    method: 'get',
    config: { query: { resource: schema.name, recordId: id, pageNo, pageSize: PAGE_SIZE } },
    ...CLIENT_NOTICES,
  });
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('historyLoadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {tc('retry')}
          </Button>
        }
      />
    );
  const page = query.data?.data;
  return (
    <List<AuditRow>
      data-testid="record-history"
      loading={query.isFetching}
      dataSource={page?.rows ?? []}
      locale={{ emptyText: <Empty description={t('noHistory')} /> }}
      pagination={
        (page?.total ?? 0) > PAGE_SIZE
          ? { current: pageNo, pageSize: PAGE_SIZE, total: page?.total, onChange: setPageNo, size: 'small', showSizeChanger: false }
          : false
      }
      renderItem={(row) => (
        <List.Item key={row._id}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text>{formatDateTime(row.at)}</Typography.Text>
              <Typography.Text strong>{row.userName || t('system')}</Typography.Text>
              <Tag color={auditActionColor(row.action)}>{auditActionLabel(row.action) || row.actionLabel}</Tag>
              {row.ip && <Typography.Text type="secondary">{row.ip}</Typography.Text>}
            </Space>
            {row.changes.length > 0 && <AuditChanges changes={row.changes} schema={schema} />}
          </Space>
        </List.Item>
      )}
    />
  );
}

import { Table, Typography } from 'antd';
import type { AuditChange } from '../../domain/audit/auditEntry';
import type { FieldSchema, ResourceSchema } from '../../schemas/types';
import { specOf } from '../../schemas/fieldTypes';
import { FieldDisplay } from '../renderers/FieldDisplay';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/** Rows (line items) are shown by the words the server kept (3 行): a table of lines would not fit a change's line. */
const asWords = (field: FieldSchema) => specOf(field).required === 'rows';

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);

/**
 * One side of a change as the field shows it elsewhere (option labels, reference titles, money) when
 * the reader's schema has the field; the words the server kept otherwise (configuration, a field
 * since removed). A masked value says so, never a blank that reads as "was empty".
 */
function ChangeValue({
  change,
  side,
  field,
  schema,
}: {
  change: AuditChange;
  side: 'from' | 'to';
  field?: FieldSchema;
  schema?: ResourceSchema;
}) {
  if (change.masked) return <Typography.Text type="secondary">{t('noPermission')}</Typography.Text>;
  const value = change[side];
  const text = side === 'from' ? change.fromText : change.toText;
  if (field && schema && !asWords(field)) {
    if (empty(value)) return <Typography.Text type="secondary">{t('emptyValue')}</Typography.Text>;
    return <FieldDisplay field={field} schema={schema} value={value} mode="show" />;
  }
  return text ? <span>{text}</span> : <Typography.Text type="secondary">{t('emptyValue')}</Typography.Text>;
}

/**
 * The changed fields of one audit entry (修改): 字段, 原值 and 新值, read as the resource's own
 * screens read them. Shared by a record's 变更记录 and 操作日志.
 */
export function AuditChanges({ changes, schema }: { changes: AuditChange[]; schema?: ResourceSchema }) {
  const fieldOf = (name: string) => schema?.fields.find((f) => f.name === name);
  const fields = schema?.fields.filter((f) => changes.some((c) => c.field === f.name && !c.masked)) ?? [];
  // The reference titles of both sides, read once for the table.
  const rows = [Object.fromEntries(changes.map((c) => [c.field, c.from])), Object.fromEntries(changes.map((c) => [c.field, c.to]))];
  return (
    <ReferenceLabels fields={fields} rows={rows}>
      <Table<AuditChange>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={changes}
        columns={[
          { title: t('changeField'), dataIndex: 'label', width: 160 },
          {
            title: t('changeFrom'),
            key: 'from',
            render: (_, c) => <ChangeValue change={c} side="from" field={fieldOf(c.field)} schema={schema} />,
          },
          {
            title: t('changeTo'),
            key: 'to',
            render: (_, c) => <ChangeValue change={c} side="to" field={fieldOf(c.field)} schema={schema} />,
          },
        ]}
      />
    </ReferenceLabels>
  );
}

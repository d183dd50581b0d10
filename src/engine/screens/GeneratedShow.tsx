import { Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigation, useParsed, useShow } from '@refinedev/core';
import { RecordLoadFailure } from './LoadFailure';
import { FieldDisplay } from '../renderers/FieldDisplay';
import { formatDateTime } from '../renderers/format';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import type { ResourceOverrides, ScreenProps } from './overrides';
import { RowActions } from './RowActions';
import { RelatedRecords } from './RelatedRecords';
import { RecordTabs } from './RecordTabs';
import { SHOW_COLUMNS, ShowSectionList } from './ShowSectionList';
import { recordTitle, showSections } from './schemaLayout';
import { useFieldRules } from './useFieldRules';
import { useRecordTabTitle } from '../../state/recordTitles';
import { useLiveRecord } from './useLiveRecord';
import { LiveUpdatedMark } from './LiveUpdatedMark';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

type Row = Record<string, unknown>;

/**
 * The generated show page: the schema's show sections, edit / delete actions, created and updated
 * times, then the records that refer to this one (RelatedRecords); beside it the record's 变更记录
 * (RecordHistory), read when its tab is first opened.
 */
export function GeneratedShow({ schema: given, overrides }: ScreenProps & { overrides?: ResourceOverrides }) {
  // Hidden fields are never sent; their rows go too rather than showing as empty.
  const { schema } = useFieldRules(given);
  const { id } = useParsed();
  const { list } = useNavigation();
  const { query, result } = useShow<Row>({ resource: schema.name, id, errorNotification: false });
  const record = result;
  const backToList = () => list(schema.name);
  useRecordTabTitle(record ? recordTitle(schema, record) : undefined);
  // Another user's change shows here at once, marked 已更新 for a moment (useLiveRecord.ts).
  const live = useLiveRecord(schema.name, schema.label, id === undefined ? undefined : String(id), () => query.refetch());
  live.remember(record);
  if (query.isError) {
    return <RecordLoadFailure schema={schema} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const sections = showSections(schema);
  return (
    <Card
      title={
        <>
          {record ? recordTitle(schema, record) : schema.label}
          <LiveUpdatedMark live={live} />
        </>
      }
      extra={
        <Space>
          {record && <RowActions schema={schema} record={record} onDeleted={backToList} onShowPage />}
          <Button icon={<ArrowLeftOutlined />} onClick={backToList}>
            {t('backToList')}
          </Button>
        </Space>
      }
    >
      {!record ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <RecordTabs schema={schema} id={String(record._id)}>
          {details(record)}
        </RecordTabs>
      )}
    </Card>
  );

  function details(record: Row) {
    return (
      <>
        <ReferenceLabels fields={schema.fields} rows={[record]}>
          <ShowSectionList
            sections={sections}
            value={(field) => {
              const Own = overrides?.displays?.[field.name];
              const props = { field, schema, value: record[field.name], record, mode: 'show' as const };
              return Own ? <Own {...props} /> : <FieldDisplay {...props} />;
            }}
          />
          <Descriptions
            size="small"
            column={SHOW_COLUMNS}
            items={[
              { key: 'createdAt', label: t('createdAt'), children: formatDateTime(record.createdAt) || '-' },
              { key: 'updatedAt', label: t('updatedAt'), children: formatDateTime(record.updatedAt) || '-' },
            ]}
          />
        </ReferenceLabels>
        <RelatedRecords schema={schema} id={String(record._id)} />
      </>
    );
  }
}

import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { useDeleteMany, useNavigation, type BaseKey, type CrudFilter, type LogicalFilter } from '@refinedev/core';
import { LoadFailure } from './LoadFailure';
import { failureStatus } from './failureStatus';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import { DEFAULT_PAGE_SIZE } from '../../schemas/listQuery';
import { ColumnSettings } from './ColumnSettings';
import { ListFilters } from './ListFilters';
import { buildColumns } from './listColumns';
import { SELECTION_WIDTH, tableScrollWidth } from './columnWidths';
import { LIST_STICKY } from './listSticky';
import './listTable.css';
import type { ResourceOverrides, ScreenProps } from './overrides';
import { listFields } from './schemaLayout';
import { useFieldRules } from './useFieldRules';
import { useOffered } from './useOffered';
import { ExportButton } from './ExportButton';
import { useExportOffered } from './useExportOffered';
import { ImportButton } from './ImportButton';
import { useIsPhone } from '../../state/useScreenSize';

type Row = Record<string, unknown>;

/**
 * The generated list of a schema resource: server-side pagination (pages from 1, the schema's page
 * size), sorting, search and filters above the table, column show/hide, row actions, bulk delete,
 * and an empty state that says what is missing and offers 新建.
 */
export function GeneratedList({ schema: given, overrides }: ScreenProps & { overrides?: ResourceOverrides }) {
  // Fields the user may not see are gone from columns, column settings and filters alike.
  const { schema } = useFieldRules(given);
  const offers = useOffered(schema);
  const exportable = useExportOffered(schema);
  const phone = useIsPhone();
  const defaultSort = schema.list?.defaultSort;
  const { tableProps, tableQuery, sorters, filters, setFilters, setCurrentPage } = useTable<Row>({
    resource: schema.name,
    pagination: { currentPage: 1, pageSize: schema.list?.pageSize ?? DEFAULT_PAGE_SIZE, mode: 'server' },
    // The schema's default order is refine's initial sorter, so its column shows the sort arrow.
    sorters: defaultSort ? { initial: [{ field: defaultSort.field, order: defaultSort.order }] } : undefined,
    errorNotification: false,
  });
  const { create, showUrl } = useNavigation();
  const [hidden, setHidden] = useState<string[]>([]);
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const { mutate: deleteMany, mutation: deleteManyState } = useDeleteMany();
  const fields = useMemo(() => listFields(schema), [schema]);
  const shownFields = fields.filter((f) => !hidden.includes(f.name));
  const rows = (tableProps.dataSource ?? []) as Row[];
  const columns = buildColumns({
    schema,
    fields: shownFields,
    sorters,
    overrides,
    offers,
    showUrl: (id) => showUrl(schema.name, id),
    onDeleted: () => setSelected([]),
    stickyActions: !phone,
  });
  const filtered = filters.some((f) => 'field' in f && f.value !== undefined && f.value !== '');
  // Every change of criteria (search, filter bar, a list header, 重置筛选) comes through here and
  // starts again from page 1: refine keeps the page, so page 2 of a two-row result would be empty.
  const apply = (next: CrudFilter[]) => {
    setSelected([]);
    setCurrentPage(1);
    setFilters(next, 'replace');
  };
  const Header = overrides?.listHeader;
  // A list the user may not see (403) or that does not exist (404) is a result page; other
  // failures keep the filters on screen with a retry, since a filter may be what the server refused.
  const failed = tableQuery.isError ? failureStatus(tableQuery.error) : undefined;
  if (failed === 403 || failed === 404) return <LoadFailure error={tableQuery.error} />;
  const empty = filtered ? (
    <Empty description={`没有符合条件的${schema.label}`}>
      <Button onClick={() => apply([])}>重置筛选</Button>
    </Empty>
  ) : (
    <Empty description={`暂无${schema.label}`}>
      {offers('create') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create(schema.name)}>
          新建{schema.label}
        </Button>
      )}
    </Empty>
  );

  return (
    <Card
      title={schema.label}
      extra={
        <Space>
          <ColumnSettings fields={fields} hidden={hidden} onChange={setHidden} />
          <Button icon={<ReloadOutlined />} onClick={() => tableQuery.refetch()} aria-label="刷新" />
          {exportable && (
            <ExportButton
              schema={schema}
              sorters={sorters}
              filters={filters}
              columns={shownFields.map((f) => f.name)}
              selected={selected}
              total={tableQuery.data?.total ?? 0}
            />
          )}
          <ImportButton schema={schema} onImported={() => void tableQuery.refetch()} />
          {offers('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => create(schema.name)}>
              新建
            </Button>
          )}
        </Space>
      }
    >
      {Header && (
        <Header
          schema={schema}
          filterValue={(field) => filters.find((f): f is LogicalFilter => 'field' in f && f.field === field)?.value}
          setFilter={(field, value) =>
            apply([
              ...filters.filter((f) => !('field' in f) || f.field !== field),
              ...(value === undefined || value === null ? [] : [{ field, operator: 'eq' as const, value }]),
            ])
          }
        />
      )}
      <ListFilters schema={schema} filters={filters} onApply={apply} />
      {tableQuery.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${schema.label}列表加载失败`}
          description={tableQuery.error?.message}
          action={
            <Button size="small" onClick={() => void tableQuery.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {offers('bulkDelete') && selected.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>已选择 {selected.length} 项</Typography.Text>
          <Popconfirm
            title={`确定删除选中的 ${selected.length} 个${schema.label}吗？`}
            okText="确定"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              new Promise<void>((resolve) =>
                deleteMany(
                  { resource: schema.name, ids: selected, successNotification: false, errorNotification: false },
                  { onSuccess: () => setSelected([]), onSettled: () => resolve() },
                ),
              )
            }
          >
            <Button danger loading={deleteManyState.isPending}>
              批量删除
            </Button>
          </Popconfirm>
          <Button type="link" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </Space>
      )}
      <ReferenceLabels fields={shownFields} rows={rows}>
        <Table<Row>
          {...tableProps}
          className="list-table"
          rowKey="_id"
          columns={columns}
          // As wide as its columns: wider than the screen, it scrolls sideways (the scrollbar stays
          // in view at the window's bottom, the fixed 操作 column casts a shadow over what is hidden).
          scroll={{ x: tableScrollWidth(columns, offers('bulkDelete')) }}
          sticky={LIST_STICKY}
          rowSelection={
            offers('bulkDelete')
              ? {
                  columnWidth: SELECTION_WIDTH,
                  selectedRowKeys: selected as React.Key[],
                  onChange: (keys) => setSelected(keys as BaseKey[]),
                }
              : undefined
          }
          // A failed read is no empty list (the alert above says why): never 暂无… with 新建 under it.
          locale={{ emptyText: tableQuery.isLoading || tableQuery.isError ? ' ' : empty }}
          pagination={{ ...tableProps.pagination, showSizeChanger: true, showTotal: (total) => `共 ${total.toLocaleString('en-US')} 条` }}
        />
      </ReferenceLabels>
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Space, Table } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { useNavigation, type BaseKey, type CrudFilter, type LogicalFilter } from '@refinedev/core';
import { LoadFailure } from './LoadFailure';
import { failureStatus } from './failureStatus';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import { DEFAULT_PAGE_SIZE } from '../../schemas/listQuery';
import { ColumnSettings } from './ColumnSettings';
import { SelectionBar } from './SelectionBar';
import { namedSelectionBoxes } from './rowCheckbox';
import { RecycleBinButton } from './RecycleBin';
import { ListFilters } from './ListFilters';
import { ViewPicker } from './ViewPicker';
import { usePersistedColumns } from './usePersistedColumns';
import { buildColumns } from './listColumns';
import { SELECTION_WIDTH, tableScrollWidth } from './columnWidths';
import { LIST_STICKY } from './listSticky';
import './listTable.css';
import type { ResourceOverrides, ScreenProps } from './overrides';
import { listFields } from './schemaLayout';
import { useFieldRules } from './useFieldRules';
import { useOffered } from './useOffered';
import { ExportButton } from './ExportButton';
import { useRightOffered } from './useRightOffered';
import { ImportButton } from './ImportButton';
import { ListTotal } from './ListTotal';
import { useIsPhone } from '../../state/useScreenSize';
import { SELECTED, useRemembered } from '../../state/screenMemory';
import { useLiveList } from './useLiveList';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

type Row = Record<string, unknown>;

/**
 * The generated list of a schema resource: server-side pagination (pages from 1, the schema's page
 * size), sorting, search and filters above the table, column show/hide, row actions, bulk delete,
 * and an empty state that says what is missing and offers 新建.
 */
export function GeneratedList({ schema: given, overrides }: ScreenProps & { overrides?: ResourceOverrides }) {
  // Fields the user may not see are gone from columns, column settings and filters alike.
  const { schema, locked } = useFieldRules(given);
  const offers = useOffered(schema);
  // 批量修改 of a resource on its own (the order views share one table and their own rules: none).
  const bulkEdits = offers('edit') && !schema.fixed;
  const selectable = offers('bulkDelete') || bulkEdits;
  const exportable = useRightOffered(schema, 'export');
  const phone = useIsPhone();
  const defaultSort = schema.list?.defaultSort;
  // 精确计数 asked for: the exact total from now on (an estimated one is shown as 约 N 条 until then).
  const [exactTotal, setExactTotal] = useState(false);
  const { tableProps, tableQuery, sorters, filters, setFilters, setCurrentPage, setSorters, pageSize, setPageSize } = useTable<Row>({
    resource: schema.name,
    pagination: { currentPage: 1, pageSize: schema.list?.pageSize ?? DEFAULT_PAGE_SIZE, mode: 'server' },
    // The schema's default order is refine's initial sorter, so its column shows the sort arrow.
    sorters: defaultSort ? { initial: [{ field: defaultSort.field, order: defaultSort.order }] } : undefined,
    errorNotification: false,
    meta: exactTotal ? { exactTotal } : undefined,
  });
  const { create, showUrl } = useNavigation();
  // Hidden columns are kept per user and resource on the server (docs/schema-engine.md, 视图与列设置).
  const [hidden, setHidden] = usePersistedColumns(schema.name);
  // The rows ticked stay ticked while the tab is open (state/screenMemory.ts).
  const [selected, setSelected] = useRemembered<BaseKey[]>(SELECTED, []);
  const fields = useMemo(() => listFields(schema), [schema]);
  const shownFields = fields.filter((f) => !hidden.includes(f.name));
  const rows = (tableProps.dataSource ?? []) as Row[];
  // Another user's changes reload the page shown, and what changed is highlighted (useLiveList.ts).
  const live = useLiveList(schema.name, schema.label, () => tableQuery.refetch());
  live.remember(rows);
  const columns = buildColumns({
    schema,
    fields: shownFields,
    sorters,
    overrides,
    offers,
    showUrl: (id) => showUrl(schema.name, id),
    onDeleted: () => setSelected([]),
    phone,
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
    <Empty description={t('noMatches', { label: schema.label })}>
      <Button onClick={() => apply([])}>{t('resetFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('noneYet', { label: schema.label })}>
      {offers('create') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create(schema.name)}>
          {t('createOf', { label: schema.label })}
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
          <Badge dot={live.waiting}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void live.refresh()}
              aria-label={live.waiting ? t('refreshWaiting') : tc('refresh')}
              title={live.waiting ? t('refreshWaitingTitle') : undefined}
            />
          </Badge>
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
          {schema.softDelete && offers('delete') && <RecycleBinButton schema={schema} />}
          {offers('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => create(schema.name)}>
              {tc('create')}
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
      <ViewPicker
        resource={schema.name}
        look={{ filters, sorters, pageSize, hidden }}
        defaults={{ sorters: defaultSort ? [defaultSort] : [], pageSize: schema.list?.pageSize ?? DEFAULT_PAGE_SIZE, hidden }}
        onApply={(look) => {
          apply(look.filters);
          setSorters(look.sorters);
          setPageSize(look.pageSize);
          if (look.hidden.join() !== hidden.join()) setHidden(look.hidden);
        }}
      />
      <ListFilters schema={schema} filters={filters} onApply={apply} />
      {tableQuery.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('listLoadFailed', { label: schema.label })}
          description={tableQuery.error?.message}
          action={
            <Button size="small" onClick={() => void tableQuery.refetch()}>
              {tc('retry')}
            </Button>
          }
        />
      )}
      <SelectionBar
        schema={schema}
        selected={selected}
        locked={locked}
        mayEdit={bulkEdits}
        mayDelete={offers('bulkDelete')}
        onClear={() => setSelected([])}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {live.said}
      </div>
      <div {...live.tableArea}>
        <ReferenceLabels fields={shownFields} rows={rows}>
          <Table<Row>
            {...tableProps}
            // A reload for another user's change shows no spinner: the rows change in place.
            loading={live.quiet ? false : tableProps.loading}
            rowClassName={live.rowClassName}
            className="list-table"
            rowKey="_id"
            columns={columns}
            // As wide as its columns: wider than the screen, it scrolls sideways (the scrollbar stays
            // in view at the window's bottom, the fixed 操作 column casts a shadow over what is hidden).
            scroll={{ x: tableScrollWidth(columns, selectable) }}
            sticky={LIST_STICKY}
            rowSelection={
              selectable
                ? {
                    columnWidth: SELECTION_WIDTH,
                    selectedRowKeys: selected as React.Key[],
                    onChange: (keys) => setSelected(keys as BaseKey[]),
                    ...namedSelectionBoxes(schema),
                  }
                : undefined
            }
            // A failed read is no empty list (the alert above says why): never 暂无… with 新建 under it.
            locale={{ emptyText: tableQuery.isLoading || tableQuery.isError ? ' ' : empty }}
            pagination={{
              ...tableProps.pagination,
              showSizeChanger: true,
              showTotal: (total) => (
                <ListTotal total={total} estimated={!!tableQuery.data?.totalEstimated} onExact={() => setExactTotal(true)} />
              ),
            }}
          />
        </ReferenceLabels>
      </div>
    </Card>
  );
}

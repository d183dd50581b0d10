import { useMemo } from 'react';
import { useDataProvider, useNavigation, type CrudFilter } from '@refinedev/core';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../i18n/dayjs';
import type { ScreenProps } from '../../engine/screens/overrides';
import { buildColumns } from '../../engine/screens/listColumns';
import { tableScrollWidth } from '../../engine/screens/columnWidths';
import { SchemaFormFields, showServerError } from '../../engine/screens/SchemaFormFields';
import { createDefaults } from '../../engine/screens/schemaLayout';
import { deleteQuestion } from '../../engine/screens/RowActions';
import { withoutLocked } from '../../engine/screens/fieldRules';
import { useFieldRules } from '../../engine/screens/useFieldRules';
import { useOffered } from '../../engine/screens/useOffered';
import { useListState } from '../../state/listState';
import { validatedValues } from '../../engine/screens/validatedValues';
import { TextAction } from '../../engine/screens/TextAction';
import { t } from '../../i18n/messages/zh-CN/salesSettings';
import { t as tc } from '../../i18n/messages/zh-CN/common';

type Row = Record<string, unknown> & { _id?: string };

/** The search box of the list state as a refine filter (the wire's `q`). */
const searchFilters = (q: unknown): CrudFilter[] => (q ? [{ field: 'q', operator: 'contains', value: q }] : []);

/**
 * The list of a small settings resource (税费, 付款方式) on the list state of docs/requirements.md §3:
 * tableData / tableDataTotalSize / loading / success / searchParams / fetchTime / pageSize 10 /
 * pageNo from 1 / modifyLoading / defaultRow. Columns and the form come from the schema (the
 * generated list's column builder and form fields); adding and editing happen in a dialog. The
 * list state runs its own reads and writes, so it calls the data provider itself (getList sorted
 * by the schema; create, update, deleteOne), where refine's query hooks would keep a second state.
 * Like the generated screens it shows only the fields, and offers only the actions, the user's role allows.
 */
export function SettingsListPage({ schema: given }: ScreenProps) {
  const { schema, locked } = useFieldRules(given);
  const offers = useOffered(schema);
  const [mayShow, mayEdit, mayDelete] = [offers('show'), offers('edit'), offers('delete')];
  const nav = useNavigation();
  const dataProvider = useDataProvider();
  const sort = schema.list?.defaultSort;
  const list = useListState<Row>(async ({ pageNo, pageSize, q }) => {
    const { data, total } = await dataProvider().getList<Row>({
      resource: schema.name,
      pagination: { currentPage: pageNo, pageSize },
      sorters: sort ? [sort] : [],
      filters: searchFilters(q),
    });
    return { rows: data, total: total ?? 0 };
  });
  const { state } = list;
  const [form] = Form.useForm();

  const columns = useMemo(() => {
    const names = schema.list?.columns ?? schema.fields.map((f) => f.name);
    const fields = names.map((n) => schema.fields.find((f) => f.name === n)!).filter(Boolean);
    const built = buildColumns({
      schema,
      fields,
      sorters: [],
      offers,
      showUrl: (id) => nav.showUrl(schema.name, id),
      onDeleted: () => void list.reload(),
    });
    // 操作: edit in the dialog on this page, delete after the named question; both as list-state writes.
    return [
      ...built.slice(0, -1),
      {
        title: tc('actions'),
        key: '_actions',
        width: 140,
        render: (_: unknown, record: Row) => (
          <Space>
            {mayEdit && <TextAction onClick={() => openRow(record)}>{tc('edit')}</TextAction>}
            {mayDelete && (
              <Popconfirm
                title={deleteQuestion(schema, record)}
                okText={tc('confirm')}
                cancelText={tc('cancel')}
                onConfirm={() =>
                  list.modify(() => dataProvider().deleteOne({ resource: schema.name, id: String(record._id) })).catch(() => undefined)
                }
              >
                <TextAction danger>{tc('delete')}</TextAction>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ];
    // `offers` changes every render; the rights it answers (mayShow…) are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, list.reload, mayShow, mayEdit, mayDelete]);

  function openRow(row: Row) {
    list.setDefaultRow(row);
    form.setFieldsValue(row);
  }

  async function save() {
    // Read-only fields are shown, never sent: the server refuses a change to them.
    const valid = await validatedValues(form);
    if (!valid) return; // the form shows the errors under the fields
    const values = withoutLocked(valid, locked);
    const editing = state.defaultRow?._id;
    try {
      await list.modify(() =>
        editing
          ? dataProvider().update({ resource: schema.name, id: editing, variables: values })
          : dataProvider().create({ resource: schema.name, variables: values }),
      );
      list.setDefaultRow(null);
    } catch (e) {
      showServerError(form, schema, (e as Error).message);
    }
  }

  return (
    <Card
      title={schema.label}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.reload()}>
            {tc('refresh')}
          </Button>
          {offers('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(createDefaults(schema));
                list.setDefaultRow({});
              }}
            >
              {tc('create')}
            </Button>
          )}
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={schema.list?.searchPlaceholder ?? tc('search')}
          onSearch={(q) => list.setSearchParams(q.trim() ? { q: q.trim() } : {})}
          style={{ width: 280 }}
          enterButton={tc('search')}
        />
        {state.fetchTime && (
          <Typography.Text type="secondary">{t('updatedAt', { time: dayjs(state.fetchTime).format('HH:mm:ss') })}</Typography.Text>
        )}
        {!state.loading && !state.success && <Typography.Text type="danger">{t('readFailed')}</Typography.Text>}
      </Space>
      <Table<Row>
        rowKey={(r) => String(r._id)}
        loading={state.loading}
        dataSource={state.tableData}
        columns={columns as never}
        scroll={{ x: tableScrollWidth(columns) }}
        locale={{ emptyText: t('empty', { label: schema.label }) }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.tableDataTotalSize,
          showSizeChanger: true,
          showTotal: (n) => t('total', { n }),
          onChange: (page, size) => (size !== state.pageSize ? list.setPageSize(size) : list.setPageNo(page)),
        }}
      />
      <Modal
        title={state.defaultRow?._id ? t('editTitle', { label: schema.label }) : t('createTitle', { label: schema.label })}
        open={state.defaultRow !== null}
        onOk={() => void save()}
        onCancel={() => list.setDefaultRow(null)}
        confirmLoading={state.modifyLoading}
        okText={tc('save')}
        cancelText={tc('cancel')}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <SchemaFormFields schema={schema} locked={locked} />
        </Form>
      </Modal>
    </Card>
  );
}

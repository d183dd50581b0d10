import { useEffect, useMemo } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { FieldFilter } from '../renderers/FieldFilter';
import { fromCrudFilters, toCrudFilter } from '../renderers/filterValue';
import { SEARCH_PARAM } from '../../schemas/listQuery';
import type { ResourceSchema } from '../../schemas/types';
import { filterFields, searchFields, searchPlaceholder } from './schemaLayout';
import { PhoneListFilters } from './PhoneListFilters';
import { useIsPhone } from '../../state/useScreenSize';
import { useRemembered } from '../../state/screenMemory';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** Input typed into the filters and not applied, and the applied filters (as JSON) it was typed over. */
interface FilterDraft {
  over: string;
  values: Record<string, unknown>;
}

/**
 * The applied filters as one text, values as text: a list reads them back from its URL as text
 * (`["1"]`, `"true"`) where they were applied as numbers and booleans, and the same filters must
 * read the same.
 */
const filtersKey = (filters: CrudFilter[]) =>
  JSON.stringify(filters, (_key, v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v));

/** Filters shown before 更多筛选 folds the rest away. */
const VISIBLE_FILTERS = 3;

/**
 * The search box and the filters above a list. 搜索 applies them all (page 1); 重置 clears them.
 * Filters set elsewhere (a list header, the URL) show here too. On a phone the filters wait in a
 * drawer behind 筛选 (PhoneListFilters), the search box stays in sight.
 */
export function ListFilters({
  schema,
  filters,
  onApply,
}: {
  schema: ResourceSchema;
  filters: CrudFilter[];
  onApply: (filters: CrudFilter[]) => void;
}) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useRemembered('filtersExpanded', false);
  // What was typed and not yet applied, with the filters it was typed over: kept while the tab is
  // open (state/screenMemory.ts), shown again on return unless the applied filters changed since.
  const [draft, setDraft] = useRemembered<FilterDraft | undefined>('filterDraft', undefined);
  const phone = useIsPhone();
  const fields = useMemo(() => filterFields(schema), [schema]);
  const canSearch = searchFields(schema).length > 0;
  const applied = filtersKey(filters);

  useEffect(() => {
    const search = filters.find((f): f is LogicalFilter => 'field' in f && f.field === SEARCH_PARAM);
    form.setFieldsValue({ [SEARCH_PARAM]: search?.value, ...Object.fromEntries(fields.map((f) => [f.name, fromCrudFilters(f, filters)])) });
    if (draft?.over === applied) form.setFieldsValue(draft.values);
    // The draft is read once per change of the applied filters, not each time it is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, fields, form]);

  if (!canSearch && !fields.length) return null;
  const apply = (values: Record<string, unknown>) => {
    const next: CrudFilter[] = fields.map((f) => toCrudFilter(f, values[f.name])).filter((f): f is CrudFilter => !!f);
    const text = typeof values[SEARCH_PARAM] === 'string' ? (values[SEARCH_PARAM] as string).trim() : '';
    if (text) next.push({ field: SEARCH_PARAM, operator: 'contains', value: text });
    // Keep filters this bar does not own (e.g. a list header's category).
    const owned = new Set([SEARCH_PARAM, ...fields.map((f) => f.name)]);
    const kept = filters.filter((f) => 'field' in f && !owned.has(f.field));
    setDraft(undefined);
    onApply([...kept, ...next]);
  };
  const keepDraft = () => setDraft({ over: applied, values: form.getFieldsValue() as Record<string, unknown> });
  const reset = () => {
    form.resetFields();
    apply({});
  };
  const filterItems = fields.map((f, i) => (
    // Folded filters stay mounted (hidden) so 搜索 keeps their values.
    <Form.Item key={f.name} name={f.name} label={f.label} hidden={!phone && !expanded && i >= VISIBLE_FILTERS}>
      <FieldFilter field={f} schema={schema} />
    </Form.Item>
  ));
  if (phone) {
    const active = fields.filter((f) => filters.some((c) => 'field' in c && c.field === f.name)).length;
    return (
      <Form form={form} layout="vertical" onFinish={apply} onValuesChange={keepDraft} style={{ marginBottom: 12 }} aria-label={t('filter')}>
        <PhoneListFilters
          search={
            canSearch && (
              <Form.Item name={SEARCH_PARAM} noStyle>
                <Input.Search allowClear placeholder={searchPlaceholder(schema)} onSearch={() => form.submit()} />
              </Form.Item>
            )
          }
          filters={filterItems}
          active={active}
          onReset={reset}
        />
      </Form>
    );
  }
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={apply}
      onValuesChange={keepDraft}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label={t('filter')}
    >
      {canSearch && (
        <Form.Item name={SEARCH_PARAM}>
          <Input allowClear prefix={<SearchOutlined />} placeholder={searchPlaceholder(schema)} style={{ width: 240 }} />
        </Form.Item>
      )}
      {filterItems}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {tc('search')}
          </Button>
          <Button onClick={reset}>{tc('reset')}</Button>
          {fields.length > VISIBLE_FILTERS && (
            <Button type="link" onClick={() => setExpanded(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
              {expanded ? t('collapse') : t('moreFilters')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}

import { Col, Form, Radio, Row, Select } from 'antd';
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import { setListColumns, setListSettings, type ResourceDraft } from './draftEdits';

const PAGE_SIZES = [10, 20, 50, 100].map((n) => ({ value: n, label: `${n} 条/页` }));
// Every record has these; sorting by them needs no field of the design.
const SYSTEM_SORTS = [
  { value: 'createdAt', label: '创建时间' },
  { value: 'updatedAt', label: '更新时间' },
];

/**
 * 列表设置: the list columns and their order (empty: every field whose 列表显示 is on, in field
 * order), the default order (a field marked 可排序, or the creation / update time) and the page
 * size. Which fields are filters and searched is set per field.
 */
export function ListSettingsForm({
  draft,
  onChange,
  disabled,
}: {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}) {
  const sort = draft.list?.defaultSort;
  const sortable = draft.fields.filter((f) => f.sortable && f.name).map((f) => ({ value: f.name, label: f.label || f.name }));
  // Named fields, once each (two may share a name while one is being renamed).
  const named = draft.fields.filter((f, i) => f.name && draft.fields.findIndex((g) => g.name === f.name) === i);
  const columnOptions = named.map((f) => ({ value: f.name, label: f.label || f.name }));
  const defaults = named.filter((f) => fieldVisibility(f).list).map((f) => f.label || f.name);
  const title = named.find((f) => f.name === draft.titleField);
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Form.Item
        label="列表列"
        htmlFor="list-columns"
        tooltip="按选择的先后排列；选中的字段会自动勾选“列表显示”，取消字段的“列表显示”也会把它移出列表列"
        extra={title ? `标题字段“${title.label || title.name}”在列表中总排在第一列` : undefined}
      >
        <Select
          id="list-columns"
          aria-label="列表列"
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={defaults.length ? `默认：${defaults.join('、')}（勾选了“列表显示”的字段）` : '默认：勾选了“列表显示”的字段'}
          value={draft.list?.columns ?? []}
          options={columnOptions}
          onChange={(names: string[]) => onChange(setListColumns(draft, names))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label="默认排序" htmlFor="list-sort" tooltip="只能选勾选了“可排序”的字段">
            <Select
              id="list-sort"
              allowClear
              placeholder="默认按创建时间倒序"
              value={sort?.field}
              options={[...sortable, ...SYSTEM_SORTS]}
              onChange={(field?: string) =>
                onChange(setListSettings(draft, { defaultSort: field ? { field, order: sort?.order ?? 'desc' } : undefined }))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <Form.Item label="排序方向">
            <Radio.Group
              disabled={disabled || !sort}
              value={sort?.order ?? 'desc'}
              options={[
                { value: 'asc', label: '升序' },
                { value: 'desc', label: '降序' },
              ]}
              onChange={(e) =>
                sort && onChange(setListSettings(draft, { defaultSort: { ...sort, order: e.target.value as 'asc' | 'desc' } }))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <Form.Item label="每页条数" htmlFor="list-page-size">
            <Select
              id="list-page-size"
              value={draft.list?.pageSize ?? 10}
              options={PAGE_SIZES}
              onChange={(pageSize: number) => onChange(setListSettings(draft, { pageSize }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

import { Col, Form, Radio, Row, Select } from 'antd';
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import { setListColumns, setListSettings, type ResourceDraft } from './draftEdits';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

const pageSizes = () => [10, 20, 50, 100].map((n) => ({ value: n, label: t('pageSizeOption', { n }) }));
// Every record has these; sorting by them needs no field of the design.
const systemSorts = () => [
  { value: 'createdAt', label: t('createdAt') },
  { value: 'updatedAt', label: t('updatedAt') },
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
        label={t('listColumns')}
        htmlFor="list-columns"
        tooltip={t('listColumnsTooltip')}
        extra={title ? t('titleFirst', { name: title.label || title.name }) : undefined}
      >
        <Select
          id="list-columns"
          aria-label={t('listColumns')}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={defaults.length ? t('defaultColumns', { names: defaults.join(t('listSeparator')) }) : t('defaultColumnsNone')}
          value={draft.list?.columns ?? []}
          options={columnOptions}
          onChange={(names: string[]) => onChange(setListColumns(draft, names))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label={t('defaultSort')} htmlFor="list-sort" tooltip={t('defaultSortTooltip')}>
            <Select
              id="list-sort"
              allowClear
              placeholder={t('defaultSortPlaceholder')}
              value={sort?.field}
              options={[...sortable, ...systemSorts()]}
              onChange={(field?: string) =>
                onChange(setListSettings(draft, { defaultSort: field ? { field, order: sort?.order ?? 'desc' } : undefined }))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <Form.Item label={t('sortOrder')}>
            <Radio.Group
              disabled={disabled || !sort}
              value={sort?.order ?? 'desc'}
              options={[
                { value: 'asc', label: t('asc') },
                { value: 'desc', label: t('desc') },
              ]}
              onChange={(e) =>
                sort && onChange(setListSettings(draft, { defaultSort: { ...sort, order: e.target.value as 'asc' | 'desc' } }))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <Form.Item label={t('pageSize')} htmlFor="list-page-size">
            <Select
              id="list-page-size"
              value={draft.list?.pageSize ?? 10}
              options={pageSizes()}
              onChange={(pageSize: number) => onChange(setListSettings(draft, { pageSize }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

import type { FieldSchema, ResourceSchema } from './types';

/** The fields of a tax. */
export const TAX_FIELDS = [
  {
    name: 'name',
    label: '税费名称',
    type: 'text',
    required: true,
    maxLength: 50,
    searchable: true,
    sortable: true,
    placeholder: '如 增值税 13%',
  },
  { name: 'rate', label: '税率', type: 'percent', required: true, min: 0, max: 100, precision: 2, sortable: true, filterable: true },
  { name: 'isDefault', label: '默认税费', type: 'boolean', default: false, filterable: true, help: '新建明细时默认选中' },
  { name: 'enabled', label: '启用', type: 'boolean', default: true, filterable: true },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
] as const satisfies readonly FieldSchema[];

/** 税费: tax rates offered on order and quotation lines (the rate is copied onto each line). */
export const taxesSchema: ResourceSchema = {
  name: 'taxes',
  label: '税费',
  icon: 'AccountBookOutlined',
  apiBase: '/setting/tax',
  table: 'taxes',
  titleField: 'name',
  fields: [...TAX_FIELDS],
  list: {
    columns: ['name', 'rate', 'isDefault', 'enabled', 'remark'],
    defaultSort: { field: 'rate', order: 'desc' },
    pageSize: 10,
    searchPlaceholder: '搜索税费名称',
  },
};

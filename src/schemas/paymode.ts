import type { FieldSchema, ResourceSchema } from './types';

/** The fields of a payment mode. */
export const PAY_MODE_FIELDS = [
  {
    name: 'name',
    label: '名称',
    type: 'text',
    required: true,
    maxLength: 50,
    searchable: true,
    sortable: true,
    placeholder: '如 银行转账',
  },
  { name: 'sort', label: '排序', type: 'integer', min: 0, max: 9999, default: 0, sortable: true, help: '数字小的排在前面' },
  { name: 'enabled', label: '启用', type: 'boolean', default: true, filterable: true },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
] as const satisfies readonly FieldSchema[];

/** 付款方式: how a payment or refund was made (its name is copied onto each payment). */
export const paymodeSchema: ResourceSchema = {
  name: 'paymode',
  label: '付款方式',
  icon: 'CreditCardOutlined',
  apiBase: '/setting/paymode',
  table: 'pay_modes',
  titleField: 'name',
  fields: [...PAY_MODE_FIELDS],
  list: {
    columns: ['name', 'sort', 'enabled', 'remark'],
    defaultSort: { field: 'sort', order: 'asc' },
    pageSize: 10,
    searchPlaceholder: '搜索付款方式',
  },
};

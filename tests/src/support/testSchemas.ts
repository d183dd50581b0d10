import type { ResourceSchema } from '../../../src/schemas/types';

/** A schema using every field type, for engine tests (not a real area). */
export const gadgetSchema: ResourceSchema = {
  name: 'gadget',
  label: '器件',
  apiBase: '/test/gadget',
  titleField: 'name',
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true, maxLength: 20, searchable: true, sortable: true },
    { name: 'note', label: '备注', type: 'textarea', maxLength: 200 },
    { name: 'weight', label: '重量', type: 'number', min: 0, max: 1000, filterable: true },
    { name: 'stock', label: '库存', type: 'integer', min: 0, sortable: true },
    { name: 'price', label: '价格', type: 'money', min: 0, filterable: true, sortable: true },
    { name: 'rate', label: '税率', type: 'percent', min: 0, max: 100 },
    { name: 'active', label: '启用', type: 'boolean', filterable: true, default: true },
    {
      name: 'status',
      label: '状态',
      type: 'enum',
      filterable: true,
      sortable: true,
      options: [
        { value: 0, label: '草稿', color: 'default' },
        { value: 1, label: '处理中', color: 'blue' },
        { value: 2, label: '取消', color: 'red' },
      ],
      selectable: [0, 1],
    },
    { name: 'madeOn', label: '生产日期', type: 'date', filterable: true },
    { name: 'checkedAt', label: '检查时间', type: 'datetime', filterable: true, sortable: true },
    { name: 'phone', label: '电话', type: 'phone', searchable: true, pattern: '^1\\d{10}$', patternMessage: '请输入 11 位手机号' },
    { name: 'email', label: '邮箱', type: 'email' },
    { name: 'photo', label: '图片', type: 'image' },
    { name: 'maker', label: '厂商', type: 'reference', reference: { resource: 'maker', labelField: 'name' }, filterable: true },
    { name: 'tags', label: '标签', type: 'references', reference: { resource: 'maker', labelField: 'name' }, filterable: true },
    { name: 'extra', label: '扩展', type: 'json' },
    {
      name: 'items',
      label: '明细',
      type: 'lineItems',
      itemFields: [
        { name: 'title', label: '品名', type: 'text', required: true },
        { name: 'quantity', label: '数量', type: 'number', required: true, min: 0 },
        { name: 'unitPrice', label: '单价', type: 'money', required: true, min: 0 },
        { name: 'discount', label: '折扣', type: 'money', min: 0 },
        { name: 'taxRate', label: '税率', type: 'percent', min: 0, max: 100 },
        { name: 'amount', label: '金额', type: 'money', readOnly: true },
      ],
    },
  ],
  list: { columns: ['name', 'price', 'status', 'maker', 'checkedAt'], defaultSort: { field: 'checkedAt', order: 'desc' } },
};

/** The target of gadget's references. */
export const makerSchema: ResourceSchema = {
  name: 'maker',
  label: '厂商',
  apiBase: '/test/maker',
  titleField: 'name',
  fields: [{ name: 'name', label: '名称', type: 'text', required: true, searchable: true }],
};

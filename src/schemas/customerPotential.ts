import type { FieldSchema, FormSection, ResourceSchema } from './types';
import { customerFields } from './customerFields';

const FORM_SECTIONS: FormSection[] = [
  { title: '基本信息', fields: ['name', 'type', 'categoryId', 'tags', 'ownerId'] },
  { title: '联系信息', fields: ['contactName', 'contactMethod', 'contactValue', 'region', 'address'] },
  { title: '跟进', fields: ['intention', 'status', 'nextFollowUp', 'remark'] },
];

/** The fields of a lead: the shared ones and its follow-up and conversion. */
export const CUSTOMER_POTENTIAL_FIELDS = [
  ...customerFields,
  {
    name: 'intention',
    label: '意向程度',
    type: 'enum',
    required: true,
    default: 1,
    filterable: true,
    sortable: true,
    options: [
      { value: 0, label: '低', color: 'default' },
      { value: 1, label: '中', color: 'orange' },
      { value: 2, label: '高', color: 'green' },
    ],
  },
  { name: 'nextFollowUp', label: '下次跟进', type: 'date', filterable: true, sortable: true },
  {
    name: 'status',
    label: '跟进状态',
    type: 'enum',
    required: true,
    default: 0,
    filterable: true,
    sortable: true,
    options: [
      { value: 0, label: '跟进中', color: 'blue' },
      { value: 1, label: '已转化', color: 'green' },
      { value: 2, label: '已放弃', color: 'default' },
    ],
    selectable: [0, 2],
    help: '“已转化”由转化操作设置',
  },
  {
    name: 'convertedCustomerId',
    label: '转化后的客户',
    type: 'reference',
    readOnly: true,
    reference: { resource: 'customer', labelField: 'name' },
    visible: { list: false },
  },
  { name: 'convertedAt', label: '转化时间', type: 'datetime', readOnly: true, visible: { list: false } },
] as const satisfies readonly FieldSchema[];

/**
 * 潜在客户: leads. Converting one (`POST /business/customer_potential/convert {_id}`) creates the
 * customer and marks the lead 已转化 with links both ways; its quotations and history stay with it.
 */
export const customerPotentialSchema: ResourceSchema = {
  name: 'customer_potential',
  label: '潜在客户',
  icon: 'UserAddOutlined',
  apiBase: '/business/customer_potential',
  titleField: 'name',
  softDelete: true,
  fields: [...CUSTOMER_POTENTIAL_FIELDS],
  list: {
    columns: ['name', 'type', 'contactName', 'contactMethod', 'contactValue', 'intention', 'status', 'nextFollowUp', 'ownerId'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    searchPlaceholder: '搜索客户名称、联系人、联系号码',
  },
  form: { sections: FORM_SECTIONS },
  // The show page adds what the conversion set (the customer links to its show page: src/resources/customer_potential).
  show: {
    sections: [...FORM_SECTIONS, { title: '转化', fields: ['convertedCustomerId', 'convertedAt'] }],
    // The customer it became is 转化后的客户 above: no 客户 panel of the one customer naming it below.
    related: [{ resource: 'customer', via: 'potentialId', hidden: true }],
  },
  areaActions: ['convert'],
};

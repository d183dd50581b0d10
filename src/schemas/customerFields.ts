import type { EnumOption, FieldSchema } from './types';

/** Customer kind: personal (个人) or company (企业); the dashboard counts each. */
const CUSTOMER_TYPE_OPTIONS: EnumOption[] = [
  { value: 0, label: '个人', color: 'blue' },
  { value: 1, label: '企业', color: 'purple' },
];

/** Contact methods of docs/requirements.md §3; the server checks the contact value against the method. */
const CONTACT_METHOD_OPTIONS: EnumOption[] = [
  { value: 0, label: '手机' },
  { value: 1, label: '微信' },
  { value: 2, label: 'QQ' },
  { value: 3, label: '邮箱' },
  { value: 4, label: '其他' },
];

/** Fields customers and potential customers share (a conversion copies them one to one). */
export const customerFields = [
  { name: 'name', label: '客户名称', type: 'text', required: true, maxLength: 100, searchable: true, sortable: true, width: 220 },
  {
    name: 'type',
    label: '客户类型',
    type: 'enum',
    required: true,
    default: 0,
    options: CUSTOMER_TYPE_OPTIONS,
    filterable: true,
    sortable: true,
  },
  { name: 'contactName', label: '联系人', type: 'text', maxLength: 30, searchable: true },
  { name: 'contactMethod', label: '联系方式', type: 'enum', required: true, default: 0, options: CONTACT_METHOD_OPTIONS, filterable: true },
  {
    name: 'contactValue',
    label: '联系号码',
    type: 'text',
    required: true,
    maxLength: 100,
    searchable: true,
    help: '手机 11 位号码；微信号 6–20 位；QQ 5–12 位数字；邮箱如 name@example.com',
  },
  {
    name: 'categoryId',
    label: '客户分类',
    type: 'reference',
    reference: { resource: 'customer_categories', labelField: 'name', filter: { belongTo: 'customer' } },
    filterable: true,
  },
  { name: 'tags', label: '客户标签', type: 'references', reference: { resource: 'customer_tags', labelField: 'name' }, filterable: true },
  {
    name: 'ownerId',
    label: '负责人',
    type: 'reference',
    reference: { resource: 'user', labelField: 'displayName', apiBase: '/business/staff' },
    filterable: true,
  },
  // 省市区 from the division data; a choice may stop at the province (what an earlier free-text value was
  // matched to may be no deeper: docs/decisions.md "所在地区 as 省市区").
  { name: 'region', label: '所在地区', type: 'region', regionLevel: 1, filterable: true },
  { name: 'address', label: '详细地址', type: 'text', maxLength: 200, visible: { list: false } },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 1000 },
] as const satisfies readonly FieldSchema[];

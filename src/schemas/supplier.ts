import type { FieldSchema, ResourceSchema } from './types';

/** The fields of a supplier. */
export const SUPPLIER_FIELDS = [
  { name: 'name', label: '供应商名称', type: 'text', required: true, maxLength: 100, searchable: true, sortable: true, width: 220 },
  { name: 'contact', label: '联系人', type: 'text', maxLength: 30, searchable: true },
  { name: 'phone', label: '联系电话', type: 'phone', searchable: true },
  { name: 'email', label: '邮箱', type: 'email' },
  { name: 'address', label: '地址', type: 'text', maxLength: 200, visible: { list: false } },
  {
    name: 'status',
    label: '状态',
    type: 'enum',
    required: true,
    default: 1,
    filterable: true,
    sortable: true,
    options: [
      { value: 1, label: '合作中', color: 'green' },
      { value: 0, label: '已停用', color: 'default' },
    ],
  },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 500 },
] as const satisfies readonly FieldSchema[];

/** 供应商: who the products are bought from. */
export const supplierSchema: ResourceSchema = {
  name: 'supplier',
  label: '供应商',
  icon: 'ShopOutlined',
  apiBase: '/business/supplier',
  titleField: 'name',
  // Deleted suppliers go to the recycle bin (docs/recycle-bin.md).
  softDelete: true,
  fields: [...SUPPLIER_FIELDS],
  list: { defaultSort: { field: 'createdAt', order: 'desc' }, searchPlaceholder: '搜索名称、联系人、电话' },
};

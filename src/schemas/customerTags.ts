import type { FieldSchema, ResourceSchema } from './types';

/** The fields of a customer tag. */
export const CUSTOMER_TAG_FIELDS = [
  { name: 'name', label: '标签名称', type: 'text', required: true, maxLength: 20, searchable: true, sortable: true },
  {
    name: 'color',
    label: '颜色',
    type: 'enum',
    required: true,
    default: 'blue',
    filterable: true,
    options: [
      { value: 'blue', label: '蓝色', color: 'blue' },
      { value: 'green', label: '绿色', color: 'green' },
      { value: 'orange', label: '橙色', color: 'orange' },
      { value: 'red', label: '红色', color: 'red' },
      { value: 'purple', label: '紫色', color: 'purple' },
      { value: 'cyan', label: '青色', color: 'cyan' },
      { value: 'default', label: '灰色', color: 'default' },
    ],
  },
  { name: 'description', label: '说明', type: 'text', maxLength: 100 },
] as const satisfies readonly FieldSchema[];

/** 客户标签: labels put on customers and potential customers. */
export const customerTagsSchema: ResourceSchema = {
  name: 'customer_tags',
  label: '客户标签',
  icon: 'TagsOutlined',
  apiBase: '/business/customer_tags',
  titleField: 'name',
  colorField: 'color',
  fields: [...CUSTOMER_TAG_FIELDS],
  list: { defaultSort: { field: 'createdAt', order: 'desc' }, searchPlaceholder: '搜索标签名称' },
};

import type { FieldSchema, ResourceSchema } from './types';

/**
 * Product and customer categories share one table and the spec's calls (`/setting/listCategory`,
 * `addCategory`, `updateCategory`, `deleteCategory`), told apart by `belongTo`.
 */
export const CATEGORY_ENDPOINTS: NonNullable<ResourceSchema['endpoints']> = {
  list: '/setting/listCategory',
  findById: '/setting/getCategoryById',
  add: '/setting/addCategory',
  update: '/setting/updateCategory',
  delete: '/setting/deleteCategory',
};

/** The fields of a category; `belongTo` is fixed by each schema (product | customer). */
export const categoryFields = [
  { name: 'name', label: '分类名称', type: 'text', required: true, maxLength: 30, searchable: true, sortable: true },
  { name: 'index', label: '排序', type: 'integer', min: 0, max: 9999, default: 0, sortable: true, help: '数字越小越靠前' },
  { name: 'description', label: '说明', type: 'text', maxLength: 100 },
  {
    name: 'belongTo',
    label: '所属',
    type: 'enum',
    readOnly: true,
    options: [
      { value: 'product', label: '产品' },
      { value: 'customer', label: '客户' },
    ],
    visible: { list: false, form: false, show: false },
  },
] as const satisfies readonly FieldSchema[];

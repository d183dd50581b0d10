import type { ResourceSchema } from './types';
import { CATEGORY_ENDPOINTS, categoryFields } from './categoryFields';

/** 产品分类: categories with belongTo = product (docs/requirements.md §2, §3). */
export const productCategoriesSchema: ResourceSchema = {
  name: 'product_categories',
  label: '产品分类',
  icon: 'ApartmentOutlined',
  apiBase: '/setting/category',
  endpoints: CATEGORY_ENDPOINTS,
  table: 'categories',
  fixed: { belongTo: 'product' },
  // The spec's addCategory without belongTo adds a product category.
  familyDefault: true,
  titleField: 'name',
  fields: [...categoryFields],
  list: { defaultSort: { field: 'index', order: 'asc' }, searchPlaceholder: '搜索分类名称' },
};

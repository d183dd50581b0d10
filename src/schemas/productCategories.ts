import type { ResourceSchema } from './types';
import { CATEGORY_ENDPOINTS, categoryFields } from './categoryFields';

/** 产品分类: categories with belongTo = product (SPEC sections 2, 3). */
export const productCategoriesSchema: ResourceSchema = {
  name: 'product_categories',
  label: '产品分类',
  icon: 'AppstoreOutlined',
  apiBase: '/setting/category',
  endpoints: CATEGORY_ENDPOINTS,
  table: 'categories',
  fixed: { belongTo: 'product' },
  titleField: 'name',
  fields: categoryFields,
  list: { defaultSort: { field: 'index', order: 'asc' }, searchPlaceholder: '搜索分类名称' },
};

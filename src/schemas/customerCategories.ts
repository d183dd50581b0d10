import type { ResourceSchema } from './types';
import { CATEGORY_ENDPOINTS, categoryFields } from './categoryFields';

/**
 * 客户分类: categories with belongTo = customer. The spec has no route of its own for them (the
 * customer screens read them with `/setting/listCategory?belongTo=customer`); this schema makes
 * them a reference target and gives them a maintenance screen. Like product categories it uses the
 * spec's calls: the data provider sends the fixed `belongTo` in list filters and on create.
 */
export const customerCategoriesSchema: ResourceSchema = {
  name: 'customer_categories',
  label: '客户分类',
  icon: 'ApartmentOutlined',
  inMenu: false,
  apiBase: '/setting/category',
  endpoints: CATEGORY_ENDPOINTS,
  table: 'categories',
  fixed: { belongTo: 'customer' },
  titleField: 'name',
  fields: [...categoryFields],
  list: { defaultSort: { field: 'index', order: 'asc' }, searchPlaceholder: '搜索分类名称' },
};

import type { FieldSchema, ResourceSchema } from './types';

/** The fields of a product. */
export const PRODUCT_FIELDS = [
  { name: 'name', label: '产品名称', type: 'text', required: true, maxLength: 100, searchable: true, sortable: true, width: 220 },
  {
    name: 'code',
    label: '产品编码',
    type: 'text',
    required: true,
    maxLength: 32,
    pattern: '^[A-Za-z0-9_-]+$',
    patternMessage: '产品编码只能包含字母、数字、下划线和连字符',
    searchable: true,
    sortable: true,
    help: '同一项目内不能重复',
  },
  {
    name: 'categoryId',
    label: '产品分类',
    type: 'reference',
    reference: { resource: 'product_categories', labelField: 'name', filter: { belongTo: 'product' } },
    filterable: true,
  },
  { name: 'unit', label: '单位', type: 'text', maxLength: 10, default: '件', visible: { list: false } },
  { name: 'price', label: '售价', type: 'money', required: true, min: 0, max: 100000000000, sortable: true, filterable: true },
  { name: 'cost', label: '成本价', type: 'money', min: 0, max: 100000000000, visible: { list: false } },
  { name: 'stock', label: '库存', type: 'integer', min: 0, max: 1000000000, default: 0, sortable: true, filterable: true },
  {
    name: 'status',
    label: '状态',
    type: 'enum',
    required: true,
    default: 1,
    filterable: true,
    sortable: true,
    options: [
      { value: 1, label: '在售', color: 'green' },
      { value: 0, label: '停售', color: 'default' },
    ],
  },
  { name: 'image', label: '产品图片', type: 'image', visible: { list: false } },
  { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' }, filterable: true },
  { name: 'description', label: '产品描述', type: 'textarea', maxLength: 1000 },
] as const satisfies readonly FieldSchema[];

/** 产品: the catalogue sold on orders and quotations. Prices in integer cents. */
export const productSchema: ResourceSchema = {
  name: 'product',
  label: '产品',
  icon: 'AppstoreOutlined',
  apiBase: '/business/product',
  titleField: 'name',
  // Deleted products go to the recycle bin (docs/recycle-bin.md); orders keep their lines' copies either way.
  softDelete: true,
  // Unique per project (product_code_uq): a re-imported sheet updates its products.
  importKey: 'code',
  fields: [...PRODUCT_FIELDS],
  list: {
    columns: ['name', 'code', 'categoryId', 'price', 'stock', 'status', 'supplierId'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    searchPlaceholder: '搜索产品名称或编码',
  },
  form: {
    sections: [
      { title: '基本信息', fields: ['name', 'code', 'categoryId', 'unit', 'status', 'supplierId'] },
      { title: '价格与库存', fields: ['price', 'cost', 'stock'] },
      { title: '图片与描述', fields: ['image', 'description'] },
    ],
  },
  // On the show page: the orders whose lines sold it (order_lines is indexed by product).
  show: {
    related: [
      {
        resource: 'order',
        via: 'lines.productId',
        title: '销售订单',
        columns: ['code', 'customerName', 'orderDate', 'status', 'total'],
      },
    ],
  },
};

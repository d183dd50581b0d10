import type { FieldSchema, ResourceSchema } from './types';
import { customerFields } from './customerFields';

/** The fields of a customer: the shared ones and the lead it came from. */
export const CUSTOMER_FIELDS = [
  ...customerFields,
  {
    name: 'potentialId',
    label: '来源潜在客户',
    type: 'reference',
    readOnly: true,
    reference: { resource: 'customer_potential', labelField: 'name' },
    visible: { list: false },
  },
] as const satisfies readonly FieldSchema[];

/** 客户: personal or company customers. Deleting is soft (the dashboard counts deleted ones). */
export const customerSchema: ResourceSchema = {
  name: 'customer',
  label: '客户',
  icon: 'TeamOutlined',
  apiBase: '/business/customer',
  titleField: 'name',
  softDelete: true,
  fields: [...CUSTOMER_FIELDS],
  list: {
    columns: ['name', 'type', 'contactName', 'contactMethod', 'contactValue', 'categoryId', 'tags', 'ownerId', 'region'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    searchPlaceholder: '搜索客户名称、联系人、联系号码',
  },
  form: {
    sections: [
      { title: '基本信息', fields: ['name', 'type', 'categoryId', 'tags', 'ownerId'] },
      { title: '联系信息', fields: ['contactName', 'contactMethod', 'contactValue', 'region', 'address'] },
      { title: '其他', fields: ['remark'] },
    ],
  },
  // On the show page: what the customer bought, was offered and paid (relatedLists.ts).
  show: {
    related: [
      {
        resource: 'order',
        via: 'customerId',
        columns: ['code', 'orderDate', 'status', 'paymentStatus', 'total', 'paidTotal', 'refundedTotal', 'receivedAmount', 'unpaidAmount'],
        totals: ['total', 'paidTotal', 'refundedTotal', 'receivedAmount', 'unpaidAmount'],
      },
      { resource: 'customer_quotation', via: 'customerId', columns: ['code', 'orderDate', 'validUntil', 'status', 'total'] },
      { resource: 'payment', via: 'orderId.customerId', columns: ['orderCode', 'kind', 'amount', 'payModeName', 'paidAt'] },
    ],
  },
};

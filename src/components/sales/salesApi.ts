import { apiDelete, apiGet, apiPost, apiPut } from '../../providers/httpClient';
import type { DashboardCollect, OrderDto, PaymentDto, TrendRange, TrendResult } from '../../domain/sales/dto';

/** Every call of the sales area, through the one HTTP client (base path, token, projectid, errors). */
export const salesApi = {
  /** The server's business day (what "today" means for order dates, payments and quotation validity). */
  today: () => apiGet<{ today: string; timeZone: string }>('/business/order/today'),
  findOrder: (id: string) => apiGet<OrderDto>('/business/order/findById', { _id: id }),
  listOrders: (params: Record<string, unknown>) => apiGet<{ rows: OrderDto[]; total: number }>('/business/order/list', params),
  addOrder: (body: Record<string, unknown>) => apiPost<OrderDto>('/business/order/add', body, { successNotice: true }),
  updateOrder: (body: Record<string, unknown>) => apiPut<OrderDto>('/business/order/update', body, { successNotice: true }),
  deleteOrder: (id: string) => apiDelete<{ deleted: number }>('/business/order/delete', { _id: id }, { successNotice: true }),
  changeStatus: (id: string, status: number) => apiPost<OrderDto>('/business/order/changeStatus', { _id: id, status }, { successNotice: true }),
  generateOrder: (id: string) => apiPost<OrderDto & { created: boolean }>('/business/order/quotation/generateOrder', { _id: id }, { successNotice: true }),
  addPayment: (body: { orderId: string; kind: number; amount: number; payModeId: string; paidAt?: string; remark?: string }) =>
    apiPost<PaymentDto>('/business/payment/add', body, { successNotice: true }),
  listPayments: (params: Record<string, unknown>) => apiGet<{ rows: PaymentDto[]; total: number }>('/business/payment/list', params),
  listPayModes: () => apiGet<{ rows: { _id: string; name: string; enabled: boolean }[] }>('/setting/paymode/list', { pageSize: 100, enabled: true }),
  listTaxes: () => apiGet<{ rows: { _id: string; name: string; rate: number; isDefault: boolean; enabled: boolean }[] }>('/setting/tax/list', { pageSize: 100, enabled: true }),
  collect: () => apiGet<DashboardCollect>('/business/order/dashboard/collect'),
  trend: (range: TrendRange) => apiGet<TrendResult>('/business/order/dashboard/trend', { range }),
  unpaid: (pageNo: number, pageSize: number) => apiGet<{ rows: OrderDto[]; total: number }>('/business/order/dashboard/unpaid', { pageNo, pageSize }),
};

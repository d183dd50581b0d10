import { useCustom } from '@refinedev/core';
import type { OrderRecord } from '../../schemas/orderFields';
import type { PaymentRecord } from '../../schemas/payment';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomWrite } from '../../providers/customCalls';
import { useAllowed } from '../../state/useAllowed';
import type { ConversionChoice } from '../../domain/customerConversion';
import { CHOICE_HANDLED } from '../../components/customers/useSameNameChoice';

/**
 * The sales area's fixed routes (docs/requirements.md §7) as refine hooks over the data provider's `custom`,
 * so every call goes through the one HTTP client (base path, token, projectid, error catalogue).
 * Orders themselves are read and saved as schema resources (useOne, useCreate, useUpdate).
 */

/** Enabled entries of a small settings list for a pick list: one page of 100. */
const ENABLED_PAGE = { pageSize: 100, enabled: true };

type Rows<T> = { rows: T[]; total?: number };

// One empty list until the answer comes, so effects that depend on the list do not run on every render.
const NONE: never[] = [];

/** The enabled taxes of the project, as `/setting/tax/list` answers them. */
export function useEnabledTaxes<T>(): T[] {
  // A role without 税费's list gets none (lines then take no tax), not a refused call on every form.
  const readable = useAllowed('taxes', 'list');
  const { query } = useCustom<Rows<T>>({
    url: '/setting/tax/list',
    method: 'get',
    config: { query: ENABLED_PAGE },
    queryOptions: { enabled: readable },
    ...CLIENT_NOTICES,
  });
  return query.data?.data?.rows ?? NONE;
}

/** The enabled payment modes, read while `enabled` (the payment dialog is open). */
export function useEnabledPayModes(enabled: boolean): { _id: string; name: string }[] | undefined {
  const payModesReadable = useAllowed('paymode', 'list');
  const { query } = useCustom<Rows<{ _id: string; name: string; enabled: boolean }>>({
    url: '/setting/paymode/list',
    method: 'get',
    config: { query: ENABLED_PAGE },
    queryOptions: { enabled: enabled && payModesReadable },
    ...CLIENT_NOTICES,
  });
  return query.data?.data?.rows;
}

/** The payments and refunds of a formal order, oldest first (read only while `enabled`). */
export function useOrderPayments(orderId: string, enabled: boolean) {
  const { query } = useCustom<Rows<PaymentRecord>>({
    url: '/business/payment/list',
    method: 'get',
    config: { query: { orderId, pageSize: 100, sortField: 'createdAt', sortOrder: 'asc' } },
    queryOptions: { enabled },
    ...CLIENT_NOTICES,
  });
  return { payments: query.data?.data?.rows ?? [], refetch: query.refetch };
}

/** The writes of a document's show page; each shows 操作成功 or the error catalogue's message. */
export function useSalesActions() {
  const write = useCustomWrite();
  return {
    changeStatus: (id: string, status: number) =>
      write<OrderRecord>('/business/order/changeStatus', 'post', { _id: id, status }, SUCCESS_NOTICE),
    /** A lead's quotation may first need the choice of customer (useSameNameChoice): its code is answered by that dialog. */
    generateOrder: (id: string, choice: ConversionChoice = {}) =>
      write<OrderRecord & { created: boolean }>(
        '/business/order/quotation/generateOrder',
        'post',
        { _id: id, ...choice },
        { ...SUCCESS_NOTICE, ...CHOICE_HANDLED },
      ),
    addPayment: (body: { orderId: string; kind: number; amount: number; payModeId: string; paidAt?: string; remark?: string }) =>
      write<PaymentRecord>('/business/payment/add', 'post', body, SUCCESS_NOTICE),
  };
}

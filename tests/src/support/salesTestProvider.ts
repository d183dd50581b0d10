import type { Mock } from 'vitest';
import type { DataProvider } from '@refinedev/core';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { routedHttp, type RoutedCall } from './routedHttp';

/** Mocks standing for the sales area's calls, by what they do (any may be left out). */
export type SalesApiMocks = Partial<
  Record<
    | 'today'
    | 'findOrder'
    | 'addOrder'
    | 'updateOrder'
    | 'listTaxes'
    | 'listPayModes'
    | 'listPayments'
    | 'addPayment'
    | 'changeStatus'
    | 'generateOrder',
    Mock
  >
>;

/** Which mock answers a call, by method and path under /ace-apis, with what it receives. */
const ROUTES: Record<string, (api: SalesApiMocks, c: RoutedCall) => unknown> = {
  'get /business/order/today': (api) => api.today?.(),
  'get /business/order/findById': (api, c) => api.findOrder?.(c.params._id),
  'post /business/order/add': (api, c) => api.addOrder?.(c.body),
  'put /business/order/update': (api, c) => api.updateOrder?.(c.body),
  'get /setting/tax/list': (api) => api.listTaxes?.(),
  'get /setting/paymode/list': (api) => api.listPayModes?.(),
  'get /business/payment/list': (api, c) => api.listPayments?.(c.params),
  'post /business/payment/add': (api, c) => api.addPayment?.(c.body),
  'post /business/order/changeStatus': (api, c) => api.changeStatus?.(c.body),
  'post /business/order/quotation/generateOrder': (api, c) => api.generateOrder?.(c.body),
};

/** The views of the order table: their records go through the sales routes. */
const ORDER_VIEWS = new Set(['order', 'customer_quotation', 'customer_potential_quotation']);

/**
 * A data provider for the sales screens' tests: the app's real provider (so a screen's calls are
 * checked in the wire format) over a stub client that answers the sales routes from `api`, and
 * `fallback` (a memory provider) for every other resource (customers, products of the pick lists).
 */
export function salesTestProvider(api: SalesApiMocks, fallback: DataProvider): DataProvider {
  const sales = createDataProvider(
    routedHttp((c) => {
      const route = ROUTES[`${c.method} ${c.url}`];
      if (!route) return Promise.reject(Object.assign(new Error(`没有这个接口：${c.method} ${c.url}`), { statusCode: 404 }));
      return route(api, c);
    }),
  );
  const pick = (resource: string) => (ORDER_VIEWS.has(resource) ? sales : fallback);
  return {
    ...fallback,
    getOne: (p) => pick(p.resource).getOne(p),
    create: (p) => pick(p.resource).create(p),
    update: (p) => pick(p.resource).update(p),
    getList: (p) => pick(p.resource).getList(p),
    custom: (p) => sales.custom!(p),
  };
}

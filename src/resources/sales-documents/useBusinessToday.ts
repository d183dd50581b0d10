import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES } from '../../providers/customCalls';

/**
 * The server's business day (YYYY-MM-DD, Asia/Shanghai unless the server is configured otherwise),
 * null until known (or when it cannot be read: dates are then left to the server, expiry to its
 * check). Forms show it as the default date and the show page judges quotation validity with it:
 * `dayjs()` would be the browser's day, which is yesterday for a UTC browser before 08:00 in Shanghai.
 */
export function useBusinessToday(): string | null {
  const { query } = useCustom<{ today: string; timeZone: string }>({ url: '/business/order/today', method: 'get', ...CLIENT_NOTICES });
  return query.data?.data?.today ?? null;
}

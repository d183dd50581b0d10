import { useEffect, useState } from 'react';
import { salesApi } from './salesApi';

/**
 * The server's business day (YYYY-MM-DD, Asia/Shanghai unless the server is configured otherwise),
 * null until known. Forms show it as the default date and the show page judges quotation validity
 * with it: `dayjs()` would be the browser's day, which is yesterday for a UTC browser before 08:00
 * in Shanghai.
 */
export function useBusinessToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    salesApi.today().then(
      (r) => live && setToday(r.today),
      () => undefined, // Unknown: dates are left to the server, expiry to its check.
    );
    return () => {
      live = false;
    };
  }, []);
  return today;
}

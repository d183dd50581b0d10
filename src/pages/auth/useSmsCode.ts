import { useCallback, useState } from 'react';
import { useCountdown } from './useCountdown';

/** The wait before another code, until the server says its own (`resendInSeconds`). */
export const CAPTCHA_WAIT_SECONDS = 60;

/**
 * An SMS code request of the registration and 忘记密码 forms: `send(call)` runs the request with the
 * button busy, then counts down from the server's wait. A refusal is the caller's to show.
 */
export function useSmsCode() {
  const countdown = useCountdown(CAPTCHA_WAIT_SECONDS);
  const [loading, setLoading] = useState(false);
  const { start } = countdown;
  const send = useCallback(
    async (call: () => Promise<{ resendInSeconds?: number } | null>) => {
      setLoading(true);
      try {
        const sent = await call();
        start(sent?.resendInSeconds);
      } finally {
        setLoading(false);
      }
    },
    [start],
  );
  return { send, loading, left: countdown.left, waiting: countdown.running };
}

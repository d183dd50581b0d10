import { useCallback, useState } from 'react';
import { useCountdown } from './useCountdown';
import type { SmsCodeReply } from './accountApi';

/** The wait before another code, until the server says its own (`resendInSeconds`). */
const CAPTCHA_WAIT_SECONDS = 60;

/**
 * An SMS code request of the registration and 忘记密码 forms: `send(call)` runs the request with the
 * button busy, then counts down from the server's wait. A refusal is the caller's to show. `devCode`
 * is the code the server returned in development (no SMS channel, `npm run dev`), to show as a hint.
 */
export function useSmsCode() {
  const countdown = useCountdown(CAPTCHA_WAIT_SECONDS);
  const [loading, setLoading] = useState(false);
  const [devCode, setDevCode] = useState<string>();
  const { start } = countdown;
  const send = useCallback(
    async (call: () => Promise<SmsCodeReply | null>) => {
      setLoading(true);
      try {
        const sent = await call();
        setDevCode(sent?.devCode);
        start(sent?.resendInSeconds);
      } finally {
        setLoading(false);
      }
    },
    [start],
  );
  return { send, loading, left: countdown.left, waiting: countdown.running, devCode };
}

import { useEffect, useState } from 'react';
import type { SmsAvailability } from '../../domain/smsChannel';
import { loginOptions } from './accountApi';

/**
 * Whether 注册 and 忘记密码 can send SMS codes, as the server says (GET /login/options). Undefined
 * while asking or when the question fails: the form is then offered, and the server's refusal, should
 * there be one, says the same words (src/domain/smsChannel.ts).
 */
export function useSmsAvailability(): SmsAvailability | undefined {
  const [availability, setAvailability] = useState<SmsAvailability>();
  useEffect(() => {
    let current = true;
    loginOptions().then(
      (options) => current && setAvailability(options?.sms),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return availability;
}

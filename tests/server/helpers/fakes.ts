import type { SmsSender } from '../../../server/src/areas/platform/sign-in/sms/sms-message';

/** An SmsSender that keeps every message, so tests read the codes a user would receive. */
export function capturingSmsSender() {
  const sent: { mobile: string; code: string; purpose: string }[] = [];
  const sender: SmsSender = {
    async send({ mobile, code, purpose }) {
      sent.push({ mobile, code, purpose });
    },
  };
  return { sender, sent, lastCode: (mobile: string) => [...sent].reverse().find((m) => m.mobile === mobile)?.code };
}

/** A clock tests move forward by hand (starts at the real time). */
export function manualClock(start = Date.now()) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

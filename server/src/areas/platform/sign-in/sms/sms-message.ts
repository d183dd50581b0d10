/** One SMS code on its way to a phone: what every provider adapter receives. */
export interface SmsMessage {
  mobile: string;
  code: string;
  /** What the code is for: `register` (注册) or `reset-password` (忘记密码). */
  purpose: string;
  expiresInMinutes: number;
  /** The tenant of the account (忘记密码); absent for a sign-up, whose tenant does not exist yet. */
  tenant?: string;
}

/**
 * A provider adapter (one file per provider beside this one, README.md): delivers one message or
 * throws an SmsSendError. Neither its errors nor anything it logs may hold the code.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A provider refused or did not answer; the message says why (for the log) and never holds the code. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

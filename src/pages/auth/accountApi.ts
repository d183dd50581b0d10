// The account calls of the auth pages and the user menu; like the registration page, they use the HTTP
// client directly (the login screens load neither refine nor antd), quietly: the forms show the errors.
import { ApiError } from '../../http/apiError';
import { deferredGet, deferredPost } from '../../http/deferredHttp';
import type { SmsAvailability } from '../../domain/smsChannel';
import { readStored, writeStored } from '../../storage/clientStorage';
import type { AuthUser } from '../../storage/types';

const QUIET = { skipProject: true, silent: true } as const;

/** The field a refusal names (`data.field`), to show its message under that field. */
export const refusedField = (error: unknown): string | undefined =>
  error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;

/**
 * 修改密码 (POST /login/changePassword): the stored user is replaced by the server's (its
 * `mustChangePassword` cleared); this session goes on, the user's other sessions end.
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<AuthUser> {
  const user = await deferredPost<AuthUser>('/login/changePassword', { oldPassword, newPassword }, QUIET);
  if (readStored('auth')) writeStored('auth', user);
  return user;
}

/** What the login screens may offer (GET /login/options): whether SMS codes can be sent. */
export const loginOptions = () => deferredGet<{ sms?: SmsAvailability } | null>('/login/options', undefined, QUIET);

/** A code request's reply; `devCode` only in development without an SMS channel (shown as a hint). */
export interface SmsCodeReply {
  expiresInSeconds?: number;
  resendInSeconds?: number;
  devCode?: string;
}

/** 忘记密码, step 1: a code to the account's mobile; the same answer whether or not the account exists. */
export const requestResetCode = (account: string) => deferredPost<SmsCodeReply | null>('/login/forgot/smsCaptcha', { account }, QUIET);

/** 忘记密码, step 2: the code and the new password; every session of the account ends. */
export const resetForgottenPassword = (body: { account: string; captcha: string; password: string }) =>
  deferredPost<null>('/login/forgot/reset', body, QUIET);

/**
 * What the login screens and the server agree on about the SMS channel (docs/operations.md, 短信通道):
 * whether codes can be sent, and the words of a refusal. The server answers GET /login/options with
 * the availability and refuses with these texts; 注册 and 忘记密码 show the same texts before any call.
 */
import { t } from '../i18n/messages/zh-CN/domainAccountRules';
import { shownTexts } from './shownTexts';

/**
 * `on`: a provider sends the codes; `dev`: no provider, the code comes back in the reply (`devCode`,
 * development only); `off`: no channel, so SMS sign-up and SMS reset are unavailable.
 */
export type SmsAvailability = 'on' | 'dev' | 'off';

/** Every availability, for the reply schema of GET /login/options. */
export const SMS_AVAILABILITIES: readonly SmsAvailability[] = ['on', 'dev', 'off'];

/** Why a form that needs an SMS code cannot be used, and what remains. */
export const SMS_OFF_MESSAGES = shownTexts({ register: 'smsOffRegister', reset: 'smsOffReset' }, t);

/** The reply when the provider did not take a code (its reason is in the server's log, never the code). */
export const smsSendFailed = (): string => t('smsSendFailed');

/** The hint beside the code field in development (`npm run dev`), where no SMS is sent. */
export const devCodeHint = (code: string) => t('devCodeHint', { code });

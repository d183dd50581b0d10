import { t } from '../i18n/messages/zh-CN/domainAccountRules';

/**
 * How many sessions one person may hold at once (设置 → 登录设置, docs/decisions.md「账号」): 1 (a new
 * sign-in ends the older one) up to this many; the server refuses anything else, the form offers no more.
 */
export const SESSIONS_PER_USER_MAX = 10;

/** The setting's name in the form and in the server's refusal. */
export const sessionsPerUserLabel = (): string => t('sessionsPerUser');

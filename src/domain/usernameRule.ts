/**
 * The username rule of every account (注册, 组织与人员, 新建租户's admin): one definition for the
 * server's body schemas (server/src/areas/platform/sign-in/password-policy.ts) and the client's forms.
 * Letters, digits and underscores only keep usernames safe in logs and URLs.
 */
import { t } from '../i18n/messages/zh-CN/domainAccountRules';

/** The pattern as JSON Schema takes it: 3–32 letters, digits or underscores, starting with a letter. */
export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{2,31}$';

/** The same pattern for the forms. */
export const USERNAME = new RegExp(USERNAME_PATTERN);

/** The rule in words, as a form's hint. */
export const usernameHint = (): string => t('usernameHint');

/** The refusal under the field: 用户名须以字母开头，3–32 位字母、数字或下划线. */
export const usernameMessage = (label = t('username')): string => t('usernameMessage', { label, hint: usernameHint() });

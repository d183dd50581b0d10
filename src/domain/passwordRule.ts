/**
 * The password rule of every account (registration, 组织与人员, 修改密码, 忘记密码, an admin's reset):
 * one definition for the server's refusal (server/src/areas/platform/sign-in/password-policy.ts) and the
 * client's form rules (src/pages/auth/authValidation.ts), so both read the same.
 */
import { t } from '../i18n/messages/zh-CN/domainAccount';

const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** 8–64 characters with at least one letter and one digit (any other characters allowed). */
export const STRONG_PASSWORD = /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*\d)[\s\S]{8,64}$/;

/** Whether a password meets the rule. */
export const isStrongPassword = (password: string): boolean => STRONG_PASSWORD.test(password);

/** The refusal, naming the field: 新密码强度不足：长度 8–64 位，且需同时包含字母和数字. */
export const weakPasswordMessage = (label = t('password')): string =>
  t('weakPassword', { label, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

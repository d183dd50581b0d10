import { AppError, badRequest } from '../../core/errors';
import { ServerCode } from '../../../../src/domain/errorCatalogue';

/** Password strength for every account created or changed: 8–64 characters, letters and digits. */
export function assertStrongPassword(password: string, label = '密码') {
  if (password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw badRequest(`${label}强度不足：长度 8–64 位，且需同时包含字母和数字`);
  }
}

/** Usernames: 3–32 letters, digits or underscores, starting with a letter (safe in logs and URLs). */
export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{2,31}$';

export const userExists = () => new AppError(400, '用户已存在', ServerCode.USER_EXISTS);

/** True for a unique-constraint violation on SQLite or PostgreSQL (a race lost to a parallel insert). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

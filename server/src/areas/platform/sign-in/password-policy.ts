import { randomInt } from 'node:crypto';
import { AppError, badRequest } from '../../../core/errors';
import { ServerCode } from '../../../../../src/domain/errorCatalogue';
import { isStrongPassword, weakPasswordMessage } from '../../../../../src/domain/passwordRule';
import { shownLabel } from '../../../messages/shown-labels';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

/**
 * Password strength for every account created or changed (src/domain/passwordRule.ts, the client's
 * rule too); the 400 names the field and carries it in `data.field` for the form to show it there.
 * `label` is the field's title as the server holds it, said in the request's language (shownLabel).
 */
export function assertStrongPassword(password: string, label = ts('fieldPassword'), field = 'password') {
  if (!isStrongPassword(password)) throw badRequest(() => weakPasswordMessage(shownLabel(label)), { field });
}

/** Usernames: the rule of src/domain/usernameRule.ts, which the client's forms check too. */
export { USERNAME_PATTERN } from '../../../../../src/domain/usernameRule';

export const userExists = () => new AppError(400, () => ts('userExists'), ServerCode.USER_EXISTS);

/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand. */
const READABLE_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const READABLE_DIGITS = '23456789';

/** A temporary password an admin's reset generates: 10 readable characters meeting the rule. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = READABLE_LETTERS + READABLE_DIGITS;
  const chars = [pick(READABLE_LETTERS), pick(READABLE_DIGITS), ...Array.from({ length: 8 }, () => pick(all))];
  // Shuffled, so the letter and the digit the rule needs are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
